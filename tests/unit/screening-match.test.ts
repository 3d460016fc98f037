import { describe, expect, it } from 'vitest';
import { blockingKeys, HIT_THRESHOLD, matchEntry, nameScore, tokensOf } from '../../server/screening/match';
import { plantedVariants, syntheticEntries } from '../../server/screening/synthetic-list';

const entry = {
  names: ['Viktor Drakonov Orlesky', 'Виктор Драконов Орлески'],
  birthDates: ['1961-04-12'],
  countries: ['RU'],
};
const score = (name: string, birthDate?: string, countries?: string[]) =>
  matchEntry({ name, birthDate, countries }, tokensOf(name), entry, entry.names.map(tokensOf)).score;

describe('name matching', () => {
  it('folds scripts and accents to ASCII and ignores case and punctuation', () => {
    expect(tokensOf('Ørlesky, VIKTÓR').tokens).toEqual(['orlesky', 'viktor']);
    expect(tokensOf('Виктор Орлески').tokens).toEqual(['viktor', 'orleski']);
  });

  it('matches a name whatever its token order, a missing middle name or a one-letter typo', () => {
    expect(score('Orlesky Viktor Drakonov')).toBe(1);
    expect(score('Viktor Orlesky')).toBeGreaterThanOrEqual(HIT_THRESHOLD);
    expect(score('Viktor Drakonov Orlesku')).toBeGreaterThanOrEqual(HIT_THRESHOLD);
    expect(score('Victor Drakonoff Orlesky')).toBeGreaterThanOrEqual(HIT_THRESHOLD);
  });

  it('does not match a name sharing one token', () => {
    expect(score('Viktor Smith')).toBeLessThan(HIT_THRESHOLD);
    expect(nameScore(tokensOf('Anna Maria Lopez'), tokensOf('Anna Kowalski'))).toBeLessThan(HIT_THRESHOLD);
  });

  it('lifts a score for the same date of birth and country, and cuts it for another', () => {
    const plain = score('Viktor Orlesky');
    expect(score('Viktor Orlesky', '1961-04-12', ['RU'])).toBeGreaterThan(plain);
    expect(score('Viktor Orlesky', '1975-01-01', ['FR'])).toBeLessThan(plain);
    expect(score('Viktor Orlesky', '1975-01-01', ['FR'])).toBeLessThan(HIT_THRESHOLD);
    const match = matchEntry(
      { name: 'Viktor Orlesky', birthDate: '1961-04-12' },
      tokensOf('Viktor Orlesky'),
      entry,
      entry.names.map(tokensOf),
    );
    expect(match.reasons).toMatchObject({
      matchedName: 'Viktor Drakonov Orlesky',
      birthDate: 'same',
      country: 'unknown',
    });
  });

  it('finds planted variants with recall ≥ 0.95 at precision ≥ 0.9 on a 1,000-entry list', () => {
    const list = syntheticEntries(1_000);
    const { variants, strangers } = plantedVariants(list, 12);
    const tokenised = list.entries.map((entry) => entry.names.map(tokensOf));
    // The blocking index, as screening_keys holds it.
    const byKey = new Map<string, Set<number>>();
    tokenised.forEach((names, index) => {
      for (const key of names.flatMap(blockingKeys)) byKey.set(key, (byKey.get(key) ?? new Set()).add(index));
    });
    const hitsOf = (person: { name: string; birthDate: string; countries: string[] }) => {
      const tokens = tokensOf(person.name);
      const candidates = new Set(blockingKeys(tokens).flatMap((key) => [...(byKey.get(key) ?? [])]));
      return [...candidates]
        .filter((index) => matchEntry(person, tokens, list.entries[index], tokenised[index]).score >= HIT_THRESHOLD)
        .map((index) => list.entries[index]);
    };
    let found = 0;
    let truePositives = 0;
    let falsePositives = 0;
    for (const variant of variants) {
      const hits = hitsOf(variant);
      if (hits.some((hit) => hit.externalId === variant.externalId)) found++;
      for (const hit of hits)
        if (hit.externalId === variant.externalId) truePositives++;
        else falsePositives++;
    }
    for (const stranger of strangers) falsePositives += hitsOf(stranger).length;
    expect(found / variants.length).toBeGreaterThanOrEqual(0.95);
    expect(truePositives / (truePositives + falsePositives)).toBeGreaterThanOrEqual(0.9);
  });
});
