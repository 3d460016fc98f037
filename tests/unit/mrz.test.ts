import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithTyped, expiryStatus, type TypedIdentity } from '../../src/ui/capture/mrz-compare';
import { readingOfLines } from '../../src/ui/capture/mrz-text';
import { findChromium } from '../helpers/chromium';
import { nodeMrzReader } from '../helpers/mrz-ocr';
import {
  alteredMrz,
  PLANTED_FIELDS,
  photographDocuments,
  syntheticDocuments,
  typedWithMismatch,
  type DocumentIdentity,
  type SyntheticDocument,
} from '../helpers/synthetic-mrz';

const TODAY = new Date('2026-11-28T12:00:00Z');
const typedOf = (identity: DocumentIdentity): TypedIdentity => ({ ...identity });
const read = (document: SyntheticDocument, lines = document.mrz) => readingOfLines(document.format, lines, TODAY);

/** Whether a reading gives back every field of the document. */
export function everyFieldRight(document: SyntheticDocument, reading: ReturnType<typeof read>) {
  return (
    !!reading?.valid &&
    compareWithTyped(reading, typedOf(document.identity)).every((comparison) => comparison.matches) &&
    reading.expiryDate === document.identity.expiryDate
  );
}

describe('the MRZ checks', () => {
  const documents = syntheticDocuments(300, 7);

  it('read every generated MRZ back with every field right', () => {
    const wrong = documents.filter((document) => !everyFieldRight(document, read(document)));
    expect(wrong.map((document) => document.mrz)).toEqual([]);
  });

  it('catch 100 % of the MRZs with one digit changed in a field the check digits cover', () => {
    const caught = documents.filter((document, i) => read(document, alteredMrz(document, i))?.valid === false).length;
    console.log(`MRZ altered by one character: ${caught} of ${documents.length} caught by the check digits`);
    expect(caught).toBe(documents.length);
  });

  it('flag every planted difference between what was typed and what the MRZ says, and only it', () => {
    let flagged = 0;
    let planted = 0;
    for (const document of documents.slice(0, 120)) {
      const reading = read(document)!;
      expect(compareWithTyped(reading, typedOf(document.identity)).filter((comparison) => !comparison.matches)).toEqual(
        [],
      );
      for (const field of PLANTED_FIELDS) {
        planted++;
        const mismatches = compareWithTyped(reading, typedOf(typedWithMismatch(document.identity, field))).filter(
          (comparison) => !comparison.matches,
        );
        if (mismatches.length === 1 && mismatches[0].field === field) flagged++;
      }
    }
    console.log(`Planted mismatches: ${flagged} of ${planted} flagged on their field`);
    expect(flagged).toBe(planted);
  });

  it('fold accents and ICAO transliteration, and accept a name the MRZ cut short', () => {
    const [document] = syntheticDocuments(1, 3);
    const identity = { ...document.identity, surname: 'Müller-Lüdenscheidt', givenNames: 'Chloé Zoë' };
    const lines = [`P<FRAMUELLER<LUEDENSCHEIDT<<CHLOE<ZOE${'<'.repeat(20)}`.slice(0, 44), document.mrz[1]];
    const reading = readingOfLines('TD3', lines, TODAY)!;
    expect(
      compareWithTyped(reading, typedOf(identity))
        .filter((c) => ['surname', 'givenNames'].includes(c.field))
        .map((c) => c.matches),
    ).toEqual([true, true]);
    const cut = readingOfLines('TD3', ['P<FRAMUELLER<LUEDENSCHEIDT<<CHLOE<ZOE<ANNA<M', document.mrz[1]], TODAY)!;
    expect(compareWithTyped(cut, typedOf({ ...identity, givenNames: 'Chloé Zoë Anna Marie' }))[1].matches).toBe(true);
  });

  it('refuse an expired document and give notice of one expiring within 30 days', () => {
    expect(expiryStatus('2026-11-27', TODAY)).toBe('expired');
    expect(expiryStatus('2026-11-28', TODAY)).toBe('expiresSoon');
    expect(expiryStatus('2026-12-28', TODAY)).toBe('expiresSoon');
    expect(expiryStatus('2026-12-29', TODAY)).toBe('valid');
    expect(expiryStatus(null, TODAY)).toBe('unknown');
  });
});

/**
 * The share of generated photos read with every field right that the issue asks for, held on each of two generated
 * sets (seed 5, the set the reader was first measured on, and seed 11), PHOTOS_PER_SET photos each.
 */
const READ_RIGHT_TARGET = 0.95;
const SETS = [5, 11];
const PHOTOS_PER_SET = 24;

describe.skipIf(!findChromium())('the MRZ read from generated photos', () => {
  let reader: Awaited<ReturnType<typeof nodeMrzReader>>;
  beforeAll(async () => {
    reader = await nodeMrzReader();
  }, 120_000);
  afterAll(() => reader?.close());

  it(`reads ≥ ${READ_RIGHT_TARGET * 100} % of ${PHOTOS_PER_SET} passports and ID cards with every field right in each of ${SETS.length} generated sets, and never passes a reading with a field wrong`, async () => {
    const sets = SETS.map((seed) => ({ seed, documents: syntheticDocuments(PHOTOS_PER_SET, seed) }));
    const results: Array<{ document: SyntheticDocument; reading: Awaited<ReturnType<typeof reader.read>> }> = [];
    // Each photo is read while Chromium draws the next (one Tesseract worker for all).
    let reading = Promise.resolve();
    await photographDocuments(
      sets.flatMap(({ documents }) => documents),
      undefined,
      undefined,
      (photo) => {
        reading = reading.then(async () => {
          results.push({ document: photo.document, reading: await reader.read(photo.jpeg, TODAY) });
        });
      },
    );
    await reading;
    const rightIn = sets.map(({ seed, documents }) => {
      const ofSet = results.filter(({ document }) => documents.includes(document));
      const right = ofSet.filter(({ document, reading }) => everyFieldRight(document, reading));
      const byFormat = ['TD3', 'TD1', 'TD2'].map((format) => {
        const inFormat = (list: typeof ofSet) => list.filter(({ document }) => document.format === format).length;
        return `${format} ${inFormat(right)}/${inFormat(ofSet)}`;
      });
      console.log(
        `MRZ photos read with every field right, set of seed ${seed}: ${right.length} of ${ofSet.length} (${byFormat.join(', ')})`,
      );
      return right.length;
    });
    const validButWrong = results.filter(
      ({ document, reading }) => reading?.valid && !everyFieldRight(document, reading),
    );
    expect(validButWrong.map(({ document }) => document.name)).toEqual([]);
    expect(Math.min(...rightIn)).toBeGreaterThanOrEqual(Math.ceil(READ_RIGHT_TARGET * PHOTOS_PER_SET));
  }, 600_000);
});
