/**
 * Name matching for sanctions screening (docs/compliance.md): names are folded to ASCII (any-ascii transliterates
 * every script and drops accents), cut into tokens and compared token to token regardless of order with
 * Jaro-Winkler (@skyra/jaro-winkler), a token whose Double Metaphone key (double-metaphone) equals counting as a
 * near match; dates of birth and countries then lift or cut the score. The phonetic keys of each token are also what
 * an entry is found by (the blocking index, screening_keys): a person is compared only with the entries that share a
 * key with them.
 */
import anyAscii from 'any-ascii';
import { doubleMetaphone } from 'double-metaphone';
import { jaroWinkler } from '@skyra/jaro-winkler';

/** A score at or above this is a hit, stored for a reviewer. */
export const HIT_THRESHOLD = 0.86;
/** Phonetically equal tokens count as this similar at least (transliterations that spell a sound otherwise). */
const PHONETIC_FLOOR = 0.9;
/** Tokens that say nothing of who a person or a company is: titles, particles, legal forms and trade words. */
const NOISE = new Set(
  'mr mrs ms dr the of and de la le van von der al el bin ibn ltd llc inc sa plc gmbh co corp corporation company limited group holding holdings trading international'.split(
    ' ',
  ),
);

export interface NameTokens {
  tokens: string[];
  keys: string[][];
}

/** ASCII, lower case, split on anything but letters and digits; noise words dropped unless nothing else is left. */
export function tokensOf(name: string): NameTokens {
  const all = anyAscii(name)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const meaningful = all.filter((token) => !NOISE.has(token));
  const tokens = meaningful.length > 0 ? meaningful : all;
  return { tokens, keys: tokens.map(phoneticKeys) };
}

function phoneticKeys(token: string) {
  if (/^\d+$/.test(token)) return [token];
  const [primary, secondary] = doubleMetaphone(token);
  return [...new Set([primary, secondary].filter(Boolean))];
}

/** The keys an entry is found by, and a person looked up with: each token's phonetic keys. */
export const blockingKeys = (name: NameTokens) => [...new Set(name.keys.flat())];

function tokenSimilarity(a: string, b: string, aKeys: string[], bKeys: string[]) {
  const similarity = jaroWinkler(a, b);
  return aKeys.some((key) => bKeys.includes(key)) ? Math.max(similarity, PHONETIC_FLOOR) : similarity;
}

/** For each token of `from`, its best similarity among the tokens of `to`: the mean, weighted by token length. */
function coverage(from: NameTokens, to: NameTokens) {
  let weighted = 0;
  let weights = 0;
  from.tokens.forEach((token, index) => {
    let best = 0;
    to.tokens.forEach((other, otherIndex) => {
      best = Math.max(best, tokenSimilarity(token, other, from.keys[index], to.keys[otherIndex]));
    });
    const weight = Math.min(token.length, 8);
    weighted += best * weight;
    weights += weight;
  });
  return weights === 0 ? 0 : weighted / weights;
}

/**
 * How alike two names are, 0 to 1, whatever the order of their tokens: mostly how well the shorter covers the longer
 * (a missing middle name costs little), partly the other way.
 */
export function nameScore(a: NameTokens, b: NameTokens) {
  if (a.tokens.length === 0 || b.tokens.length === 0) return 0;
  if (a.tokens.join(' ') === b.tokens.join(' ')) return 1;
  const [shorter, longer] = a.tokens.length <= b.tokens.length ? [a, b] : [b, a];
  const covered = coverage(shorter, longer);
  const reverse = coverage(longer, shorter);
  // One shared token of a two-token name is no match: both ways must be near.
  return 0.75 * covered + 0.25 * reverse;
}

export interface Person {
  name: string;
  /** YYYY-MM-DD, or a year alone. */
  birthDate?: string | null;
  /** ISO 3166 alpha-2 codes (nationality, residence, incorporation), upper case. */
  countries?: string[];
}

export interface Entry {
  names: string[];
  birthDates: string[];
  countries: string[];
}

/** Why a score is what it is: the name that matched and how, and what the date of birth and country did. */
export interface MatchReasons {
  matchedName: string;
  nameScore: number;
  birthDate: 'same' | 'sameYear' | 'different' | 'unknown';
  country: 'same' | 'different' | 'unknown';
}

export interface Match {
  score: number;
  reasons: MatchReasons;
}

const BIRTH_DATE_EFFECT = { same: 0.06, sameYear: 0.02, different: -0.08, unknown: 0 } as const;
const COUNTRY_EFFECT = { same: 0.03, different: -0.04, unknown: 0 } as const;

/** Lists give a full date, a month or a year: a full date equal is the same, a shorter one that agrees only partly. */
function birthDateAgreement(person: string | null | undefined, entry: string[]): MatchReasons['birthDate'] {
  if (!person || entry.length === 0) return 'unknown';
  if (entry.includes(person)) return 'same';
  if (entry.some((date) => date.length < 10 && person.startsWith(date))) return 'sameYear';
  return 'different';
}

function countryAgreement(person: string[] | undefined, entry: string[]): MatchReasons['country'] {
  if (!person?.length || entry.length === 0) return 'unknown';
  return person.some((country) => entry.includes(country)) ? 'same' : 'different';
}

/** The best score of a person against an entry's names (each alias), with the date of birth and country applied. */
export function matchEntry(person: Person, personTokens: NameTokens, entry: Entry, entryTokens: NameTokens[]): Match {
  let best = { score: 0, index: 0 };
  entryTokens.forEach((tokens, index) => {
    const score = nameScore(personTokens, tokens);
    if (score > best.score) best = { score, index };
  });
  const birthDate = birthDateAgreement(person.birthDate, entry.birthDates);
  const country = countryAgreement(person.countries, entry.countries);
  const score = Math.max(0, Math.min(1, best.score + BIRTH_DATE_EFFECT[birthDate] + COUNTRY_EFFECT[country]));
  return {
    score: Math.round(score * 1000) / 1000,
    reasons: {
      matchedName: entry.names[best.index] ?? '',
      nameScore: Math.round(best.score * 1000) / 1000,
      birthDate,
      country,
    },
  };
}
