import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  englishTexts,
  nest,
  parsePo,
  poFile,
  translatedPart,
  writePo,
  type Translation,
} from '../../catalogues-plugin';

const ENGLISH = new Map([
  ['shell.overview', 'Overview'],
  ['shell.notificationCount', '{count, plural, one {{count} notification} other {{count} notifications}}'],
  ['shell.supportText', 'Write to <mail>{address}</mail> and we will answer within "one" working day.'],
]);
const FRENCH = new Map([
  ['shell.overview', 'Aperçu'],
  [
    'shell.notificationCount',
    '{count, plural, one {{count} notification} many {{count} notifications} other {{count} notifications}}',
  ],
  ['shell.supportText', 'Écrivez à <mail>{address}</mail> : nous répondons sous « un » jour ouvré.'],
]);
const translations = (texts: Map<string, string>) =>
  new Map<string, Translation>(
    [...texts].map(([key, text]) => [key, { english: ENGLISH.get(key)!, text, fuzzy: false, comments: [] }]),
  );

describe('the .po catalogues translators edit', () => {
  it('hold each text by its key, its English beside it, and read back as written', async () => {
    const po = await writePo('fr', ENGLISH, translations(FRENCH));
    expect(po).toContain('msgctxt "shell.overview"\nmsgid "Overview"\nmsgstr "Aperçu"\n');
    expect(po).toContain('"Language: fr\\n"');
    const read = parsePo(po);
    expect(new Map([...read].map(([key, { text }]) => [key, text]))).toEqual(FRENCH);
    expect(nest(new Map([...read].map(([key, { text }]) => [key, text])))).toEqual({
      shell: Object.fromEntries([...FRENCH].map(([key, text]) => [key.slice('shell.'.length), text])),
    });
    expect(await writePo('fr', ENGLISH, read, po)).toBe(po);
  });

  it('keep a fuzzy mark and a translator’s comment, and leave an untranslated text empty', async () => {
    const french = translations(new Map([['shell.overview', 'Aperçu']]));
    french.set('shell.overview', { ...french.get('shell.overview')!, fuzzy: true, comments: ['Menu entry'] });
    const po = await writePo('fr', ENGLISH, french);
    expect(po).toContain('# Menu entry\n#, fuzzy\nmsgctxt "shell.overview"');
    expect(po).toContain(
      'msgctxt "shell.supportText"\nmsgid "Write to <mail>{address}</mail> and we will answer within \\"one\\" working day."\nmsgstr ""\n',
    );
    expect(parsePo(po).get('shell.overview')).toMatchObject({ fuzzy: true, comments: ['Menu entry'] });
    expect(await writePo('fr', ENGLISH, parsePo(po), po)).toBe(po);
  });

  it('fail the build on an English text the language has no text for', async () => {
    const french = translations(new Map([['shell.overview', 'Aperçu']]));
    expect(() => translatedPart(ENGLISH, french, 'fr.po')).toThrow(
      'fr.po has no text for shell.notificationCount, shell.supportText',
    );
    expect(translatedPart(new Map([['shell.overview', 'Overview']]), french, 'fr.po')).toEqual(
      new Map([['shell.overview', 'Aperçu']]),
    );
  });

  // Reads every English catalogue through tsx: seconds on a loaded machine.
  it(
    'fr.po is byte for byte as written from what it reads, with a text for every English one',
    { timeout: 60_000 },
    async () => {
      const file = readFileSync(poFile('fr'), 'utf8');
      const english = await englishTexts();
      const french = parsePo(file);
      expect(await writePo('fr', english, french, file)).toBe(file);
      expect(() => translatedPart(english, french, 'fr.po')).not.toThrow();
    },
  );
});
