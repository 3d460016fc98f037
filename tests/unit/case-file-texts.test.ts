import { describe, expect, it } from 'vitest';
import { CASE_FILE_TEXTS } from '../../server/mail/case-file-texts';
import { REVIEW_VALUE_LISTS } from '../../src/contract';
import { CATALOGUES } from '../helpers/catalogues';

/**
 * The case file's PDF words the back office's labels, steps, values, statuses, decisions and screening hits as the
 * back office does (issue 49 item 5): the server's copy (server/mail/case-file-texts.ts) equals the app's catalogues.
 */
describe("the case file's words are the back office's", () => {
  it.each(['en', 'fr'] as const)('in %s', (language) => {
    const app = CATALOGUES[language];
    const server = CASE_FILE_TEXTS[language];
    expect(server.fieldLabels).toEqual(app.reviewFields.fields);
    expect(server.documentLabels).toEqual(app.reviewFields.documents);
    expect(server.sectionTitles).toEqual(app.reviewFields.sections);
    expect(server.stepNames).toEqual(app.review.steps);
    const { years: _years, ...values } = server.values;
    const { years: _appYears, ...appValues } = app.reviewFields.values;
    expect(values).toEqual(appValues);
    expect(server.statuses).toEqual(app.accountStatus);
    expect(server.decisionNames).toEqual(app.review.decisionTexts);
    expect(server.auditSummaries).toEqual(app.review.audit);
    const screening = app.review.screening;
    expect(server.hits).toEqual({
      kinds: screening.kinds,
      states: screening.states,
      entry: screening.entry,
      aliases: screening.aliases,
      programmes: screening.programmes,
      score: screening.score,
      matched: screening.matched,
      nameMatched: screening.nameMatched,
      birthDate: screening.birthDate,
      country: screening.country,
    });
  });

  it("names the lists' items in French as the catalogue does", () => {
    const { referenceNames, paymentTypes, paymentStatuses, paymentDetail } = CATALOGUES.fr;
    const { paymentTypes: types, paymentStatuses: statuses, destinations, ...lists } = CASE_FILE_TEXTS.fr.listNames;
    expect(types).toEqual(paymentTypes);
    expect(statuses).toEqual(paymentStatuses);
    expect(destinations).toEqual(paymentDetail.destinations);
    for (const [list, names] of Object.entries(lists))
      expect(names, list).toEqual(referenceNames[list as keyof typeof referenceNames]);
    expect(Object.keys(lists).sort()).toEqual(
      [...REVIEW_VALUE_LISTS.filter((list) => list !== 'paymentTypes'), 'sourcesOfFunds'].sort(),
    );
  });

  it('counts years as the catalogue does', () => {
    expect([0, 1, 2, 3].map(CASE_FILE_TEXTS.en.values.years)).toEqual(['0 years', '1 year', '2 years', '3 years']);
    expect([0, 1, 2, 3].map(CASE_FILE_TEXTS.fr.values.years)).toEqual(['0 an', '1 an', '2 ans', '3 ans']);
  });
});
