import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  compileMessage,
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import type { MessageId } from '@/contract/messages';
import {
  SERVER_MESSAGES,
  SERVER_PLURAL_MESSAGES,
  VALIDATION_MESSAGES,
  messageText,
  validationText,
} from '@/contract/message-texts';
import { CATALOGUES } from '../helpers/catalogues';

const catalogues = CATALOGUES as Record<string, object>;

function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** A text as Lingui compiles it: strings, [name] for a value, [name, 'plural', { one: tokens, other: tokens }]. */
const tokensOf = (text: string): CompiledMessageToken[] => {
  const compiled: CompiledMessage | string = compileMessage(text);
  return typeof compiled === 'string' ? [compiled] : compiled;
};
type Branches = Record<string, CompiledMessage | string>;
const branchesOf = (token: CompiledMessageToken): Branches | undefined =>
  typeof token !== 'string' && (token[1] === 'plural' || token[1] === 'selectordinal' || token[1] === 'select')
    ? (token[2] as Branches)
    : undefined;
const asTokens = (branch: CompiledMessage | string) => (typeof branch === 'string' ? [branch] : branch);

/** The <tag> and </tag> names a string of the text holds (Trans reads named tags). */
const tagsIn = (text: string) => [...text.matchAll(/<\/?([a-zA-Z0-9]+)\s*\/?>/g)].map((match) => match[1]!);

/** Every string of a text, in and out of its plurals' branches, and whether it is inside a plural's branch. */
function strings(tokens: CompiledMessageToken[], inPlural = false): { text: string; inPlural: boolean }[] {
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return [{ text: token, inPlural }];
    const branches = branchesOf(token);
    if (!branches) return [];
    return Object.entries(branches).flatMap(([branch, inner]) =>
      branch === 'offset' || inner === undefined ? [] : strings(asTokens(inner), true),
    );
  });
}

/** The plurals of a text: the value each counts and the branches it has. */
function plurals(tokens: CompiledMessageToken[]): { name: string; branches: string[] }[] {
  return tokens.flatMap((token) => {
    const branches = typeof token !== 'string' && token[1] === 'plural' ? branchesOf(token) : undefined;
    if (!branches) return [];
    const names = Object.keys(branches).filter((branch) => branch !== 'offset');
    return [{ name: token[0], branches: names }, ...names.flatMap((branch) => plurals(asTokens(branches[branch]!)))];
  });
}

/**
 * The values and <tags> a text shows when its plurals take the branch `category` (or `other`, which every plural
 * has): what a translation must keep, read for that category.
 */
function marks(tokens: CompiledMessageToken[], category: string): string[] {
  return tokens
    .flatMap((token): string[] => {
      if (typeof token === 'string') return tagsIn(token).map((tag) => `<${tag}>`);
      const branches = branchesOf(token);
      if (!branches) return [token[0]];
      const branch = branches[category] ?? branches.other;
      return [token[0], ...(branch === undefined ? [] : marks(asTokens(branch), category))];
    })
    .sort();
}

const flat = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
);
const compiled = Object.fromEntries(
  Object.entries(flat).map(([language, entries]) => [
    language,
    new Map([...entries].map(([key, text]) => [key, tokensOf(text)])),
  ]),
);
const allKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]));
/** The keys whose text is a plural in some language, with the value it counts. */
const pluralKeys = new Map(
  Object.values(compiled).flatMap((entries) =>
    [...entries].flatMap(([key, tokens]) => plurals(tokens).map(({ name }) => [key, name] as const)),
  ),
);

describe('the language catalogues', () => {
  for (const [language, entries] of Object.entries(flat)) {
    const tokens = compiled[language]!;

    it(`${language} has every text the other languages have`, () => {
      expect([...allKeys].filter((key) => !entries.has(key))).toEqual([]);
    });

    it(`${language} writes every text in ICU MessageFormat that Lingui compiles`, () => {
      const failing = [...entries].filter(([, text]) => {
        try {
          compileMessageOrThrow(text);
          return false;
        } catch {
          return true;
        }
      });
      expect(failing.map(([key]) => key)).toEqual([]);
    });

    it(`${language} has every plural branch its language needs`, () => {
      const categories = [...new Set([...new Intl.PluralRules(language).resolvedOptions().pluralCategories, 'other'])];
      const missing = [...pluralKeys].flatMap(([key, name]) => {
        const found = plurals(tokens.get(key) ?? []);
        if (!found.some((plural) => plural.name === name)) return [`${key}: no plural on ${name}`];
        return found.flatMap((plural) =>
          categories.filter((category) => !plural.branches.includes(category)).map((category) => `${key} ${category}`),
        );
      });
      expect(missing).toEqual([]);
    });

    it(`${language} keeps each text's values and tags`, () => {
      const changed = [...tokens].filter(([key, text]) => {
        const english = compiled.en!.get(key);
        if (english === undefined) return false;
        const branches = new Set([
          'other',
          ...plurals(text).flatMap((plural) => plural.branches),
          ...plurals(english).flatMap((plural) => plural.branches),
        ]);
        return [...branches].some((branch) => marks(english, branch).join() !== marks(text, branch).join());
      });
      expect(changed.map(([key]) => key)).toEqual([]);
    });

    // An apostrophe before a brace starts an ICU quote: "l'{what}" shows "l{what}" and loses the value ('' writes one).
    it(`${language} shows no brace, that is no value lost in an ICU quote`, () => {
      const quoted = [...tokens].filter(([, text]) => strings(text).some(({ text }) => /[{}]/.test(text)));
      expect(quoted.map(([key]) => key)).toEqual([]);
    });

    // Lingui writes the count in place of a # in a plural's branch.
    it(`${language} has no # in a plural's branch`, () => {
      const counted = [...tokens].filter(([, text]) =>
        strings(text).some(({ text, inPlural }) => inPlural && text.includes('#')),
      );
      expect(counted.map(([key]) => key)).toEqual([]);
    });

    // Lingui's Trans reads <name>words</name> and <name/>, nothing else: <name /> would show as it is written.
    it(`${language} writes every tag as Lingui's Trans reads it`, () => {
      const wellFormed = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/g;
      const leftOver = (text: string): string => {
        const stripped = text.replace(wellFormed, (_tag, _name, words: string | undefined) => leftOver(words ?? ''));
        return stripped === text ? text : leftOver(stripped);
      };
      const wrong = [...entries].filter(([, text]) => /<\/?\s*[a-zA-Z0-9]+\s*\/?\s*>/.test(leftOver(text)));
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    // A tag named after an HTML void element asks for that element, and a void element holds no words: Lingui's Trans
    // drops the words of <link>words</link> mapped to a <link/>.
    it(`${language} names no tag after an HTML void element`, () => {
      const voidTags = new Set([
        'area',
        'base',
        'br',
        'col',
        'embed',
        'hr',
        'img',
        'input',
        'link',
        'meta',
        'source',
        'track',
        'wbr',
      ]);
      const wrong = [...tokens].filter(([, text]) =>
        strings(text).some(({ text }) => tagsIn(text).some((tag) => voidTags.has(tag))),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  }
});

describe("the contract's English texts", () => {
  const i18n = setupI18n();
  i18n.load('en', Object.fromEntries([...flat.en!].map(([key, text]) => [key, compileMessage(text)])));
  i18n.activate('en');
  const valuesOf = (text: string) =>
    Object.fromEntries([...text.matchAll(/{(\w+)}/g)].map(([, name]) => [name!, `<${name}>`]));

  // The server fills its placeholders itself: a text holding other ICU syntax (a quote, '') would read otherwise in the app.
  it('read the same filled in by the server as through the English catalogue', () => {
    const differing = [
      ...(Object.entries(SERVER_MESSAGES) as [MessageId, string][]).filter(
        ([id, text]) => messageText(id, valuesOf(text)) !== i18n._(`serverErrors.${id}`, valuesOf(text)),
      ),
      ...(Object.entries(SERVER_PLURAL_MESSAGES) as [MessageId, { other: string }][]).filter(([id]) =>
        [0, 1, 2, 5].some((count) => messageText(id, { count }) !== i18n._(`serverErrors.${id}`, { count })),
      ),
      ...(Object.entries(VALIDATION_MESSAGES) as [keyof typeof VALIDATION_MESSAGES, string][]).filter(
        ([id, text]) => validationText({ id, values: valuesOf(text) }) !== i18n._(`validation.${id}`, valuesOf(text)),
      ),
    ];
    expect(differing.map(([id]) => id)).toEqual([]);
  });
});
