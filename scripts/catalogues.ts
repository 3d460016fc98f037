/**
 * The translated catalogues (src/app/locales/<language>.po), kept in step with the English one (TypeScript, locales/en):
 * - `npm run catalogues -- export` writes each .po from the English texts: an entry per English text (new ones
 *   untranslated, a translation whose English changed marked fuzzy, one of a removed text dropped). A language's texts
 *   still written in TypeScript (locales/<language>/<area>.ts, as a branch from before the .po files adds them) are
 *   folded in, taking precedence, and their files removed.
 * - `npm run catalogues -- check` fails on an English text a language has no text for, a fuzzy text, an entry of no
 *   English text, TypeScript texts not folded in, or a .po file not as `export` writes it.
 */
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import {
  englishTexts,
  flatten,
  LOCALES_DIR,
  parsePo,
  poFile,
  SOURCE_LANGUAGE,
  untranslated,
  writePo,
  type Translation,
} from '../catalogues-plugin';

/** The files of a language's TypeScript catalogue that only assemble its areas. */
const ASSEMBLING_FILES = ['index.ts', 'signed-out.ts', 'app.ts', 'refusals.ts'];

const languages = () =>
  [
    ...new Set([
      ...readdirSync(LOCALES_DIR)
        .filter((name) => name.endsWith('.po'))
        .map((name) => name.slice(0, -'.po'.length)),
      ...readdirSync(LOCALES_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LANGUAGE)
        .map((entry) => entry.name),
    ]),
  ].sort();

/** A language's areas still written in TypeScript: their files and their texts by key. */
async function typescriptTexts(language: string, areas: Set<string>) {
  const dir = join(LOCALES_DIR, language);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ts')) : [];
  const texts = new Map<string, string>();
  for (const name of files.filter((file) => !ASSEMBLING_FILES.includes(file))) {
    const exported = (await tsImport(pathToFileURL(join(dir, name)).href, import.meta.url)) as Record<string, unknown>;
    for (const [area, value] of Object.entries(exported))
      if (areas.has(area)) for (const [key, text] of flatten({ [area]: value as never })) texts.set(key, text);
  }
  return { files: files.map((name) => join(dir, name)), texts };
}

const readPo = (language: string) =>
  existsSync(poFile(language)) ? readFileSync(poFile(language), 'utf8') : undefined;

async function exportCatalogues() {
  const english = await englishTexts();
  const areas = new Set([...english.keys()].map((key) => key.split('.')[0]!));
  for (const language of languages()) {
    const existing = readPo(language);
    const translations = existing ? parsePo(existing) : new Map<string, Translation>();
    for (const [key, translation] of translations)
      if (translation.english !== english.get(key)) translation.fuzzy ||= !!translation.text;
    const typescript = await typescriptTexts(language, areas);
    for (const [key, text] of typescript.texts)
      translations.set(key, {
        english: english.get(key) ?? '',
        text,
        fuzzy: false,
        comments: translations.get(key)?.comments ?? [],
      });
    writeFileSync(poFile(language), await writePo(language, english, translations, existing));
    for (const file of typescript.files) rmSync(file);
    if (existsSync(join(LOCALES_DIR, language)) && !readdirSync(join(LOCALES_DIR, language)).length)
      rmdirSync(join(LOCALES_DIR, language));
    const missing = untranslated(english, translations).length;
    console.log(
      `${poFile(language)}: ${english.size} texts, ${missing} to translate; ${typescript.files.length} TypeScript files folded in and removed`,
    );
  }
}

async function checkCatalogues() {
  const english = await englishTexts();
  const problems: string[] = [];
  for (const language of languages()) {
    const file = poFile(language);
    const existing = readPo(language);
    if (!existing) {
      problems.push(`${file} is missing: run \`npm run catalogues -- export\``);
      continue;
    }
    const translations = parsePo(existing);
    for (const key of untranslated(english, translations))
      problems.push(`${file}: no text for ${key} (${JSON.stringify(english.get(key))})`);
    for (const [key, translation] of translations) {
      if (!english.has(key)) problems.push(`${file}: ${key} is no English text`);
      else if (translation.fuzzy || translation.english !== english.get(key))
        problems.push(`${file}: ${key} was translated from another English text (fuzzy)`);
    }
    if ((await typescriptTexts(language, new Set())).files.length)
      problems.push(`locales/${language}/ still holds TypeScript texts: run \`npm run catalogues -- export\``);
    else if ((await writePo(language, english, translations, existing)) !== existing)
      problems.push(`${file} is not as \`npm run catalogues -- export\` writes it`);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log('The catalogues have a text for every English one.');
}

const COMMANDS: Record<string, () => Promise<void>> = { export: exportCatalogues, check: checkCatalogues };
const command = COMMANDS[process.argv[2] ?? ''];
if (!command) {
  console.error('Usage: npm run catalogues -- export | check');
  process.exit(2);
}
await command();
