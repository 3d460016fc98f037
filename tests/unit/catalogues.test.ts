import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../helpers/catalogues';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const catalogues = CATALOGUES as Record<string, object>;

function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const pluralBase = (key: string) => {
  const suffix = key.slice(key.lastIndexOf('_') + 1);
  return key.includes('_') && PLURAL_SUFFIXES.includes(suffix) ? key.slice(0, key.lastIndexOf('_')) : undefined;
};

/** Each text's {{values}} and <tags>, which a translation must keep. */
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<\/?(\w+)\s*\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

const flat = Object.fromEntries(Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]));
const pluralKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()].map(pluralBase).filter((base) => base !== undefined)));
const plainKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()].filter((key) => pluralBase(key) === undefined)));

describe('the language catalogues', () => {
  for (const [language, entries] of Object.entries(flat)) {
    it(`${language} has every text the other languages have`, () => {
      expect([...plainKeys].filter((key) => !entries.has(key))).toEqual([]);
    });

    it(`${language} has every plural form its language needs`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = [...pluralKeys].flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !entries.has(key));
      expect(missing).toEqual([]);
    });

    it(`${language} keeps each text's values and tags`, () => {
      const changed = [...entries].filter(([key, text]) => {
        const english = flat.en.get(key) ?? flat.en.get(`${pluralBase(key)}_other`);
        return english !== undefined && placeholders(english).join() !== placeholders(text).join();
      });
      expect(changed.map(([key]) => key)).toEqual([]);
    });

    // Trans parses texts as HTML: <link>words</link> would lose its words (link is a void element) and leave an empty link.
    it(`${language} names no tag after an HTML void element`, () => {
      const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
      const wrong = [...entries].filter(([, text]) => [...text.matchAll(/<(\w+)>/g)].some((match) => voidTags.has(match[1])));
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  }
});
