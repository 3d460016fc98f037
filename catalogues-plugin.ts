import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatter as poFormatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Imported as `./locales/<language>/<part>?messages`: the part's texts compiled for Lingui, by dotted key. */
export const MESSAGES_QUERY = '?messages';

export const LOCALES_DIR = fileURLToPath(new URL('src/app/locales', import.meta.url));
/** The language the texts are written in, in TypeScript (locales/en): its keys are the keys `t` knows. */
export const SOURCE_LANGUAGE = 'en';
/** The catalogue of a translated language: what its translators edit, in Poedit, Weblate or Crowdin. */
export const poFile = (language: string, localesDir = LOCALES_DIR) => join(localesDir, `${language}.po`);

type Texts = { [key: string]: string | Texts };
/** Texts by dotted key (`shell.notifications.title`), in the catalogue's order. */
export type FlatTexts = Map<string, string>;

export function flatten(texts: Texts, prefix = '', into: FlatTexts = new Map()): FlatTexts {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Texts by dotted key as areas of texts, as the English catalogue nests them. */
export function nest(texts: FlatTexts): Texts {
  const nested: Texts = {};
  for (const [key, text] of texts) {
    const path = key.split('.');
    let area = nested;
    for (const name of path.slice(0, -1)) area = (area[name] ??= {}) as Texts;
    area[path.at(-1)!] = text;
  }
  return nested;
}

/** The one catalogue a TypeScript file of the English catalogue exports. */
async function exportedTexts(file: string): Promise<Texts> {
  const exported = Object.values(
    (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>,
  );
  if (exported.length !== 1)
    throw new Error(`${file} must export exactly one catalogue, not ${exported.length} values`);
  return exported[0] as Texts;
}

/** Every English text: the four parts together (the later parts hold whole the areas the first screen has some of). */
export async function englishTexts(localesDir = LOCALES_DIR): Promise<FlatTexts> {
  const parts = await Promise.all(
    ['index.ts', 'signed-out.ts', 'refusals.ts', 'app.ts'].map((part) =>
      exportedTexts(join(localesDir, SOURCE_LANGUAGE, part)),
    ),
  );
  return flatten(Object.assign({}, ...parts) as Texts);
}

/** A translated text of the .po catalogue: its key is the entry's context, its English the msgid. */
export interface Translation {
  english: string;
  text: string;
  /** The English changed since the text was translated: a translator's tool shows it to review. */
  fuzzy: boolean;
  /** The translator's own comments (`# …`), kept by an export. */
  comments: string[];
}

const po = poFormatter({ origins: false });
const poContext = (language: string) => ({
  locale: language,
  sourceLocale: SOURCE_LANGUAGE,
  filename: poFile(language),
});

/** The translations of a .po catalogue, by key. */
export function parsePo(content: string): Map<string, Translation> {
  const translations = new Map<string, Translation>();
  for (const entry of Object.values(po.parse(content, poContext('')) as Record<string, PoMessage>)) {
    if (!entry.context || entry.obsolete) continue;
    const flags = entry.extra?.flags ?? [];
    translations.set(entry.context, {
      english: entry.message ?? '',
      text: entry.translation ?? '',
      fuzzy: flags.includes('fuzzy'),
      comments: entry.extra?.translatorComments ?? [],
    });
  }
  return translations;
}

interface PoMessage {
  message?: string;
  translation?: string;
  context?: string | null;
  obsolete?: boolean;
  comments?: string[];
  extra?: { flags?: string[]; translatorComments?: string[] };
}

/**
 * A .po catalogue of these translations, one entry per English text in its order: msgctxt the key, msgid the English,
 * msgstr the translation (empty: not translated yet). `existing` keeps the file's header.
 */
export async function writePo(
  language: string,
  english: FlatTexts,
  translations: Map<string, Translation>,
  existing?: string,
): Promise<string> {
  const catalogue: Record<string, PoMessage> = {};
  for (const [key, message] of english) {
    const translation = translations.get(key);
    catalogue[generateMessageId(message, key)] = {
      message,
      context: key,
      translation: translation?.text ?? '',
      comments: [],
      extra: { flags: translation?.fuzzy ? ['fuzzy'] : [], translatorComments: translation?.comments ?? [] },
    };
  }
  const serialized = await po.serialize(catalogue as never, { ...poContext(language), existing: existing ?? null });
  // A new file's header gains the standard fields when read: written again from itself, it is as it reads.
  return existing === undefined ? writePo(language, english, translations, serialized) : serialized;
}

/** The keys of `english` a language's catalogue has no text for (a fuzzy text is still shown). */
export const untranslated = (english: FlatTexts, translations: Map<string, Translation>) =>
  [...english.keys()].filter((key) => !translations.get(key)?.text);

/** A part's texts in a translated language, by the English part's keys: the build fails on a text missing. */
export function translatedPart(
  englishPart: FlatTexts,
  translations: Map<string, Translation>,
  file: string,
): FlatTexts {
  const missing = untranslated(englishPart, translations);
  if (missing.length)
    throw new Error(`${file} has no text for ${missing.join(', ')}: run \`npm run catalogues -- check\``);
  return new Map([...englishPart.keys()].map((key) => [key, translations.get(key)!.text]));
}

const compiled = (texts: FlatTexts) => Object.fromEntries([...texts].map(([key, text]) => [key, compileMessage(text)]));

/** `locales/fr/app`: its language `fr`, its English counterpart `locales/en/app`. */
const TRANSLATED_PART = /(^|\/)locales\/([a-z]{2})(\/[\w-]+)?$/;

/**
 * The catalogues (src/app/locales) are written in ICU MessageFormat; Lingui's runtime reads them compiled, and in a
 * production build it ships no compiler. A catalogue imported with `?messages` is compiled here, at build time (and by
 * the dev server and the tests, the same way): the browser gets ready-made messages. English parts are TypeScript
 * (locales/en); another language's part (`locales/fr/app?messages`) takes the English part's keys and its texts from
 * that language's .po catalogue (locales/fr.po), and fails on a text missing.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(MESSAGES_QUERY)) return;
      const path = source.slice(0, -MESSAGES_QUERY.length);
      const [, , language, part = ''] = TRANSLATED_PART.exec(path) ?? [];
      const englishPath =
        language && language !== SOURCE_LANGUAGE
          ? path.replace(TRANSLATED_PART, `$1locales/${SOURCE_LANGUAGE}${part}`)
          : path;
      const resolved = await this.resolve(englishPath, importer, { skipSelf: true });
      return resolved && `${resolved.id}${MESSAGES_QUERY}${englishPath === path ? '' : `=${language}`}`;
    },
    async load(id) {
      const [file, language] = id.split(MESSAGES_QUERY) as [string, string | undefined];
      if (language === undefined) return;
      // For the dev server: the part is compiled again when a file of its language changes.
      for (const entry of readdirSync(dirname(file))) this.addWatchFile(join(dirname(file), entry));
      const english = flatten(await exportedTexts(file));
      if (!language) return `export default ${JSON.stringify(compiled(english))};`;
      const catalogue = poFile(language.slice(1), dirname(dirname(file)));
      if (!existsSync(catalogue)) throw new Error(`No catalogue ${catalogue}`);
      this.addWatchFile(catalogue);
      return `export default ${JSON.stringify(compiled(translatedPart(english, parsePo(readFileSync(catalogue, 'utf8')), catalogue)))};`;
    },
  };
}
