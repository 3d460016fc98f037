import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importList } from '../../server/screening/import-list';
import { readList } from '../../server/screening/parse-list';
import { KNOWN_ENTRIES, syntheticEntries, toFtmLines } from '../../server/screening/synthetic-list';
import { BUSINESS_PEP } from '../../src/contract';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  approvedCustomer,
  businessInfoStep,
  businessPerson,
  activityStep,
  complianceStep,
  confirmedPayment,
  fiatPayment,
  newAccount,
  ownershipStep,
  referenceIds,
  requestOk,
  saveStep,
  signedInReviewer,
  submittedKyc,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/** The listed person of the synthetic list, as a customer would type them: order changed, middle name left out. */
const LISTED = { firstName: 'Viktor', lastName: 'Orlesky', dob: '1961-04-12' };

describe('sanctions screening', () => {
  let app: TestApp;
  let ids: ReferenceIds;
  let reviewer: Reviewer;
  let second: Reviewer;
  const folder = mkdtempSync(join(tmpdir(), 'screening-'));

  beforeAll(async () => {
    app = await createTestApp();
    ids = await referenceIds(app);
    reviewer = await signedInReviewer(app);
    second = await signedInReviewer(app, 'second.reviewer@payway.example');
    const file = join(folder, 'entities.ftm.json');
    writeFileSync(file, toFtmLines(syntheticEntries(300).entries));
    const parsed = await readList(file, 'ftm');
    await importList(app.deps.db, app.deps.jobs, {
      name: 'synthetic',
      format: 'ftm',
      version: '2026-12-01',
      entries: parsed.entries,
    });
    await app.jobsDone();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const detailOf = (accountId: number | string, type = 'account') =>
    requestOk(app, `/review/detail?subject_type=${type}&subject_id=${accountId}`, { token: reviewer.token });
  const markHit = (hitId: number, decision: string, reason: string, by: Reviewer = reviewer) =>
    app.request('/review/screeningHit', { method: 'POST', token: by.token, json: { hitId, decision, reason } });
  const approve = (accountId: number, by: Reviewer = reviewer) =>
    app.request('/review/accountDecision', {
      method: 'POST',
      token: by.token,
      json: { accountId, decision: 'approve', reason: 'checked' },
    });

  /** Saves the ownership step with these people and the steps after it, which submits the account or its change. */
  async function submitPeople(customer: Awaited<ReturnType<typeof signUp>>, accountId: number, people: Json[]) {
    await saveStep(app, customer, 'saveShareholdersInfo', ownershipStep(accountId, people));
    // No politically exposed person: a cleared hit then leaves the account low-risk, for one reviewer.
    await saveStep(
      app,
      customer,
      'saveBusinessActivity',
      activityStep(accountId, { pepId: BUSINESS_PEP.no, pepFullnames: [] }),
    );
    await saveStep(app, customer, 'saveComplianceAndAccount', complianceStep(accountId));
  }

  async function corporateWithDirector(director: Json) {
    const customer = await signUp(app);
    const accountId = await newAccount(app, customer, 2);
    await saveStep(app, customer, 'saveBusinessInfo', businessInfoStep(ids, accountId));
    await submitPeople(customer, accountId, [businessPerson(ids, director)]);
    return { customer, accountId };
  }

  it('imports a list with its programmes and counts, and a re-import replaces it whole', async () => {
    const [list] = await app.deps.db
      .selectFrom('screening_lists')
      .selectAll()
      .where('name', '=', 'synthetic')
      .execute();
    expect(list).toMatchObject({ format: 'ftm', version: '2026-12-01', entry_count: 300 });
    const known = await app.deps.db
      .selectFrom('screening_entries')
      .selectAll()
      .where('external_id', '=', 'synthetic-known-1')
      .executeTakeFirstOrThrow();
    expect(known).toMatchObject({
      schema: 'Person',
      birth_dates: ['1961-04-12'],
      countries: ['RU'],
      programs: ['SYNTHETIC-EO1'],
    });

    const csv = join(folder, 'sdn.csv');
    writeFileSync(
      csv,
      '36,"ORLESKY, Viktor Drakonov","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 12 Apr 1961; nationality Russia; a.k.a. \'ORLESKI, Vik\'."\n',
    );
    const first = await readList(csv, 'ofac-csv');
    expect(first.entries[0]).toMatchObject({
      externalId: 'ofac-36',
      caption: 'Viktor Drakonov ORLESKY',
      birthDates: ['1961-04-12'],
      countries: ['RU'],
      programs: ['SDGT'],
    });
    await importList(app.deps.db, app.deps.jobs, {
      name: 'ofac',
      format: 'ofac-csv',
      version: 'one',
      entries: [...first.entries, ...KNOWN_ENTRIES],
    });
    await importList(app.deps.db, app.deps.jobs, {
      name: 'ofac',
      format: 'ofac-csv',
      version: 'two',
      entries: first.entries,
    });
    const lists = await app.deps.db
      .selectFrom('screening_lists')
      .select(['name', 'version', 'entry_count'])
      .where('name', '=', 'ofac')
      .execute();
    expect(lists).toEqual([{ name: 'ofac', version: 'two', entry_count: 1 }]);
    await app.jobsDone();
  });

  it('blocks the approval of an account whose director matches until the hit is a false match, with a reason', async () => {
    const { accountId } = await corporateWithDirector(LISTED);
    const detail = await detailOf(accountId);
    const hits = detail.screening.hits as Json[];
    const hit = hits.find((found) => found.entryId === 'synthetic-known-1')!;
    expect(hit).toMatchObject({
      personKind: 'director',
      state: 'open',
      entry: { caption: 'Viktor Drakonov Orlesky', programs: ['SYNTHETIC-EO1'] },
    });
    expect(hit.entry.aliases).toContain('Vic Orlesky');
    expect(hit.reasons).toMatchObject({ birthDate: 'same', country: 'different' });
    expect(detail.screening.risk).toMatchObject({ level: 'high', factors: expect.arrayContaining(['screeningHit']) });

    const refused = await approve(accountId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorId: 'openScreeningHitsAccount' });

    expect((await markHit(hit.id, 'falseMatch', '')).status).toBe(400);
    for (const other of hits)
      expect(
        (await markHit(other.id, 'falseMatch', 'Other person: passport number and place of birth differ')).status,
      ).toBe(200);
    expect((await markHit(hit.id, 'trueMatch', 'changed my mind')).status).toBe(409);
    const after = await detailOf(accountId);
    expect(after.screening.hits[0]).toMatchObject({ state: 'falseMatch', decidedBy: reviewer.email });
    expect(after.screening.risk.level).toBe('low');
    expect((await approve(accountId)).status).toBe(200);
    const audit = await requestOk(app, `/review/audit?subject_type=account&subject_id=${accountId}`, {
      token: reviewer.token,
    });
    expect(audit.events.map((event: Json) => event.action)).toContain('screening_hit_decided');
  });

  it('rejects the account of a true match, counts it and records its webhook event', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, LISTED);
    const { screening } = await detailOf(accountId);
    const hit = screening.hits.find((found: Json) => found.entryId === 'synthetic-known-1');
    expect(hit.personKind).toBe('customer');
    expect((await markHit(hit.id, 'trueMatch', 'Same person: passport matches the listing')).status).toBe(200);
    const detail = await detailOf(accountId);
    expect(detail.statusId).toBe(4);
    expect(detail.decisions[0]).toMatchObject({
      decision: 'reject',
      reason: 'Same person: passport matches the listing',
    });
    const events = await app.deps.db
      .selectFrom('webhook_events')
      .select(['type', 'payload'])
      .where('subject_id', '=', String(accountId))
      .execute();
    const match = events.find((event) => event.type === 'account.screening_match');
    expect(match?.payload).toMatchObject({
      data: { accountId, hitId: hit.id, listName: 'synthetic', entryId: 'synthetic-known-1' },
    });
    expect(JSON.stringify(match?.payload)).not.toContain('Orlesky');
    expect(events.map((event) => event.type)).toContain('account.rejected');
    expect(await app.deps.metrics.scrape()).toMatch(
      /payway_screening_hits_decided_total\{subject="account",decision="trueMatch"\} 1/,
    );

    // The case file names the hit, its entry and the verdict with its reason.
    const pdf = new Uint8Array(
      await (await app.request(`/review/caseFiles/${accountId}/pdf`, { token: reviewer.token })).arrayBuffer(),
    );
    const file = join(folder, `case-${accountId}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('Viktor Drakonov Orlesky [synthetic-known-1]');
    expect(text).toContain('True match');
    expect(text).not.toContain('trueMatch');
    expect(text).toContain('Same person: passport matches the listing');
  });

  it('holds a confirmed payment to a listed recipient paused until its hit is cleared', async () => {
    const customer = await approvedCustomer(app, ids, reviewer);
    const transactionId = await confirmedPayment(
      app,
      customer,
      fiatPayment(ids, {
        destination: 'Third Party',
        accountNumber: '0123456789',
        bankCode: undefined,
        bankName: 'Royal Bank of Canada',
        purposeOfPayment: undefined,
        benFullName: 'Blackwater Meridian Trading Ltd',
        benAddress: '1 Harbour Road, Nampo',
        postalCode: '101001',
        paymentReference: 'INV-7',
        bankAddress: '1 Bank Road, Toronto',
        swiftCode: 'ROYCCAT2',
      }),
    );
    const detail = await detailOf(transactionId, 'payment');
    expect(detail.statusId).toBe(5);
    const [hit] = detail.screening.hits;
    expect(hit).toMatchObject({ personKind: 'recipient', entryId: 'synthetic-known-2', state: 'open' });
    const refused = await app.request('/review/paymentDecision', {
      method: 'POST',
      token: reviewer.token,
      json: { transactionId, decision: 'approved' },
    });
    expect(await refused.json()).toMatchObject({ errorId: 'openScreeningHitsPayment' });
    expect((await markHit(hit.id, 'falseMatch', 'A namesake: registered in Canada')).status).toBe(200);
    expect((await detailOf(transactionId, 'payment')).statusId).toBe(2);
  });

  it('asks a second, different reviewer to approve a high-risk account', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, { politicallyExposed: true });
    expect((await detailOf(accountId)).screening.risk).toMatchObject({
      level: 'high',
      factors: ['politicallyExposed'],
    });
    expect((await approve(accountId)).status).toBe(200);
    const waiting = await detailOf(accountId);
    expect(waiting.statusId).toBe(1);
    expect(waiting.screening.risk.firstApproval).toMatchObject({ reviewerEmail: reviewer.email });
    const again = await approve(accountId);
    expect(await again.json()).toMatchObject({ errorId: 'secondReviewerNeeded' });
    expect((await approve(accountId, second)).status).toBe(200);
    expect((await detailOf(accountId)).statusId).toBe(3);
  });

  it('screens a change to an approved account as it is saved: a listed new director blocks its approval', async () => {
    const { customer, accountId } = await corporateWithDirector({ firstName: 'Amelia', lastName: 'Hartwell' });
    for (const hit of (await detailOf(accountId)).screening.hits as Json[])
      expect((await markHit(hit.id, 'falseMatch', 'Other person: registry extract differs')).status).toBe(200);
    expect((await approve(accountId)).status).toBe(200);

    const directorOf = async () =>
      ((await detailOf(accountId)).screening.hits as Json[]).filter((hit) => hit.person.name === 'Viktor Orlesky');
    const proposeDirector = () =>
      submitPeople(customer, accountId, [
        businessPerson(ids, { firstName: 'Amelia', lastName: 'Hartwell' }),
        businessPerson(ids, { ...LISTED, email: 'viktor@orlesky.example', verificationCode: '22233344466' }),
      ]);

    // Rejected: the proposed director never came on file, so their open hit goes with the change.
    await proposeDirector();
    expect(await directorOf()).toContainEqual(
      expect.objectContaining({ entryId: 'synthetic-known-1', state: 'open', personKind: 'director' }),
    );
    const rejected = await app.request('/review/accountDecision', {
      method: 'POST',
      token: reviewer.token,
      json: { accountId, decision: 'reject', reason: 'ownership not evidenced' },
    });
    expect(rejected.status).toBe(200);
    expect(await directorOf()).toEqual([]);

    // Proposed again: the reviewer meets the hit before the approval, which waits for the verdict.
    await proposeDirector();
    const hits = await directorOf();
    expect(hits.map((hit) => hit.entryId)).toContain('synthetic-known-1');
    expect(await (await approve(accountId)).json()).toMatchObject({ errorId: 'openScreeningHitsAccount' });
    for (const hit of hits)
      expect((await markHit(hit.id, 'falseMatch', 'A namesake: born in Riga, passport differs')).status).toBe(200);
    expect((await approve(accountId)).status).toBe(200);
    const people = await app.deps.db
      .selectFrom('business_people')
      .select('last_name')
      .where('account_id', '=', accountId)
      .orderBy('position')
      .execute();
    expect(people.map((person) => person.last_name)).toEqual(['Hartwell', 'Orlesky']);
  });

  it('screens everyone on file again when a new list version is imported', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, { firstName: 'Zarko', lastName: 'Venmirovic' });
    expect((await detailOf(accountId)).screening.hits).toEqual([]);
    const newcomer = {
      ...KNOWN_ENTRIES[0],
      externalId: 'synthetic-new-1',
      caption: 'Zarko Venmirovic',
      names: ['Zarko Venmirovic'],
      birthDates: [],
    };
    await importList(app.deps.db, app.deps.jobs, {
      name: 'update',
      format: 'ftm',
      version: 'three',
      entries: [newcomer],
    });
    await app.jobsDone();
    expect((await detailOf(accountId)).screening.hits).toMatchObject([
      { entryId: 'synthetic-new-1', listVersion: 'three', personKind: 'customer' },
    ]);
  });
});
