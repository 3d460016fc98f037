/**
 * A made-up sanctions list (no real person is on it), for the tests, the bench and the embedded start: names built
 * from syllables by a seeded generator, and variants of its entries as a customer might type them (transliterated,
 * reordered, one letter off, the middle name left out, another date of birth) with their expected entry.
 */
import type { ListEntry } from './parse-list';

/** Entries every generated list holds, so a demo or a test can name someone listed. */
export const KNOWN_ENTRIES: ListEntry[] = [
  {
    externalId: 'synthetic-known-1',
    schema: 'Person',
    caption: 'Viktor Drakonov Orlesky',
    names: ['Viktor Drakonov Orlesky', 'Виктор Драконов Орлески', 'Vic Orlesky'],
    birthDates: ['1961-04-12'],
    countries: ['RU'],
    programs: ['SYNTHETIC-EO1'],
    topics: ['sanction'],
  },
  {
    externalId: 'synthetic-known-2',
    schema: 'Company',
    caption: 'Blackwater Meridian Trading',
    names: ['Blackwater Meridian Trading', 'BMT Holdings'],
    birthDates: [],
    countries: ['KP'],
    programs: ['SYNTHETIC-DPRK'],
    topics: ['sanction'],
  },
];

const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';
const COUNTRIES = ['RU', 'IR', 'KP', 'SY', 'VE', 'BY', 'CU', 'MM', 'NG', 'FR', 'DE', 'CN', 'AE', 'TR'];
const CYRILLIC: Record<string, string> = {
  a: 'а',
  e: 'е',
  i: 'и',
  o: 'о',
  u: 'у',
  b: 'б',
  d: 'д',
  f: 'ф',
  g: 'г',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  v: 'в',
  z: 'з',
};

/** mulberry32: a small seeded generator, so a list and its variants are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(next: Random, items: readonly T[] | string) => items[Math.floor(next() * items.length)] as T;
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

function word(next: Random) {
  const syllables = 2 + Math.floor(next() * 2);
  let text = '';
  for (let index = 0; index < syllables; index++) text += pick<string>(next, CONSONANTS) + pick<string>(next, VOWELS);
  if (next() < 0.5) text += pick<string>(next, 'nrskv');
  return capitalised(text);
}

function date(next: Random) {
  const year = 1940 + Math.floor(next() * 60);
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface SyntheticPerson {
  first: string;
  middle?: string;
  last: string;
  birthDate: string;
  country: string;
}

function person(next: Random): SyntheticPerson {
  return {
    first: word(next),
    middle: next() < 0.4 ? word(next) : undefined,
    last: word(next),
    birthDate: date(next),
    country: pick(next, COUNTRIES),
  };
}

const fullName = (someone: SyntheticPerson) => [someone.first, someone.middle, someone.last].filter(Boolean).join(' ');
export const cyrillic = (name: string) => [...name.toLowerCase()].map((letter) => CYRILLIC[letter] ?? letter).join('');

/** `count` entries (KNOWN_ENTRIES first), nine in ten people, the rest companies. */
export function syntheticEntries(count: number, seed = 49) {
  const next = random(seed);
  const people: Array<SyntheticPerson | null> = [];
  const entries: ListEntry[] = [...KNOWN_ENTRIES];
  while (entries.length < count) {
    const index = entries.length;
    if (next() < 0.9) {
      const someone = person(next);
      people[index] = someone;
      const name = fullName(someone);
      entries.push({
        externalId: `synthetic-${index}`,
        schema: 'Person',
        caption: name,
        names: next() < 0.2 ? [name, cyrillic(name)] : [name],
        birthDates: [someone.birthDate],
        countries: [someone.country],
        programs: [`SYNTHETIC-${someone.country}`],
        topics: ['sanction'],
      });
    } else {
      const name = `${word(next)} ${word(next)} Trading`;
      entries.push({
        externalId: `synthetic-${index}`,
        schema: 'Company',
        caption: name,
        names: [name],
        birthDates: [],
        countries: [pick(next, COUNTRIES)],
        programs: ['SYNTHETIC-TRADE'],
        topics: ['sanction'],
      });
    }
  }
  return { entries, people };
}

export type VariantKind = 'transliterated' | 'reordered' | 'typo' | 'missingMiddle' | 'otherBirthDate';
export interface Variant {
  kind: VariantKind;
  name: string;
  birthDate: string;
  countries: string[];
  /** The entry the variant must find. */
  externalId: string;
}

function typo(next: Random, name: string) {
  const tokens = name.split(' ');
  const at = Math.floor(next() * tokens.length);
  const token = tokens[at];
  const position = 1 + Math.floor(next() * (token.length - 2));
  const letters = [...token];
  letters[position] =
    letters[position] === 'a' ? 'e' : pick<string>(next, VOWELS.includes(letters[position]) ? VOWELS : CONSONANTS);
  tokens[at] = letters.join('');
  return tokens.join(' ');
}

/**
 * Variants of the list's people, `perKind` of each kind, and as many made-up people who are not on the list (a hit
 * for them is a false positive).
 */
export function plantedVariants(list: ReturnType<typeof syntheticEntries>, perKind: number, seed = 7) {
  const next = random(seed);
  const listed = list.people.flatMap((someone, index) =>
    someone ? [{ someone, externalId: list.entries[index].externalId }] : [],
  );
  const variants: Variant[] = [];
  const take = (filter: (someone: SyntheticPerson) => boolean) => {
    for (;;) {
      const chosen = pick(next, listed);
      if (filter(chosen.someone)) return chosen;
    }
  };
  for (let index = 0; index < perKind; index++) {
    const any = take(() => true);
    const base = { birthDate: any.someone.birthDate, countries: [any.someone.country], externalId: any.externalId };
    variants.push({ kind: 'transliterated', name: cyrillic(fullName(any.someone)), ...base });
    const reorder = take(() => true);
    variants.push({
      kind: 'reordered',
      name: [reorder.someone.last, reorder.someone.first, reorder.someone.middle].filter(Boolean).join(' '),
      birthDate: reorder.someone.birthDate,
      countries: [reorder.someone.country],
      externalId: reorder.externalId,
    });
    const misspelt = take(() => true);
    variants.push({
      kind: 'typo',
      name: typo(next, fullName(misspelt.someone)),
      birthDate: misspelt.someone.birthDate,
      countries: [misspelt.someone.country],
      externalId: misspelt.externalId,
    });
    const middle = take((someone) => !!someone.middle);
    variants.push({
      kind: 'missingMiddle',
      name: `${middle.someone.first} ${middle.someone.last}`,
      birthDate: middle.someone.birthDate,
      countries: [middle.someone.country],
      externalId: middle.externalId,
    });
    const born = take(() => true);
    variants.push({
      kind: 'otherBirthDate',
      name: fullName(born.someone),
      birthDate: date(next),
      countries: [born.someone.country],
      externalId: born.externalId,
    });
  }
  const strangers = Array.from({ length: perKind }, () => {
    const someone = person(next);
    return { name: fullName(someone), birthDate: someone.birthDate, countries: [someone.country] };
  });
  return { variants, strangers };
}

/** The entries as OpenSanctions' FollowTheMoney JSON lines, with a Sanction entity per programme. */
export function toFtmLines(entries: ListEntry[]) {
  return entries
    .flatMap((entry) => [
      JSON.stringify({
        id: entry.externalId,
        schema: entry.schema,
        caption: entry.caption,
        properties: {
          name: [entry.names[0]],
          alias: entry.names.slice(1),
          [entry.schema === 'Person' ? 'birthDate' : 'incorporationDate']: entry.birthDates,
          [entry.schema === 'Person' ? 'nationality' : 'country']: entry.countries.map((code) => code.toLowerCase()),
          topics: entry.topics,
        },
      }),
      JSON.stringify({
        id: `${entry.externalId}-sanction`,
        schema: 'Sanction',
        properties: { entity: [entry.externalId], program: entry.programs },
      }),
    ])
    .join('\n');
}
