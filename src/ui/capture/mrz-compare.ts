/**
 * What the customer typed against what the MRZ says (mrz-text.ts), field by field, and whether the document is in
 * date: pure functions. Names are compared as the MRZ writes them: upper case, accents folded, ICAO 9303's
 * transliteration (Ä → AE or A, Ø → OE, ß → SS, ...), spaces, hyphens and apostrophes as fillers; a name the MRZ cut
 * short matches the typed name it begins. The document number is compared only when the customer typed that
 * document's number.
 */
import type { MrzComparedField, MrzComparison, MrzFindings, MrzReading } from '@/contract/mrz-findings';

export interface TypedIdentity {
  surname: string;
  givenNames: string;
  /** ISO date. */
  dateOfBirth: string;
  /** Null when the customer typed no number of this document. */
  documentNumber: string | null;
  /** ICAO three-letter code (or the MRZ's one-letter D for Germany); null when not asked. */
  nationality: string | null;
  sex: 'M' | 'F' | null;
}

/** Names as the MRZ spells them, both ways of writing the umlauts (MUELLER and MULLER) where there is one. */
function mrzSpellings(name: string): string[] {
  const base = name.toUpperCase().replace(/ß/g, 'SS').replace(/Ø/g, 'OE').replace(/Æ/g, 'AE').replace(/Œ/g, 'OE');
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/'/g, '')
      .replace(/[^A-Z]+/g, ' ')
      .trim()
      .replace(/ +/g, ' ');
  const long = fold(base.replace(/Ä/g, 'AE').replace(/Ö/g, 'OE').replace(/Ü/g, 'UE').replace(/Å/g, 'AA'));
  return [...new Set([long, fold(base)])];
}

/** Whether a typed name is the MRZ's: equal once folded, or the MRZ's field was full and cut it short. */
function namesMatch(typed: string, read: string, cutShort: boolean) {
  return mrzSpellings(typed).some(
    (spelling) => spelling === read || (cutShort && read.length > 0 && spelling.startsWith(read)),
  );
}

const digitsAndLetters = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Each field the customer was asked for, typed against read. */
export function compareWithTyped(reading: MrzReading, typed: TypedIdentity): MrzComparison[] {
  // A names field with no filler at its end was full: the MRZ may have cut the given names short.
  const namesLine = reading.format === 'TD1' ? reading.lines[2] : reading.lines[0];
  const cutShort = !namesLine.endsWith('<');
  const comparisons: MrzComparison[] = [];
  const add = (field: MrzComparedField, typedValue: string | null, read: string, matches: boolean) =>
    comparisons.push({ field, typed: typedValue, read, matches });
  add(
    'surname',
    typed.surname,
    reading.surname,
    namesMatch(typed.surname, reading.surname, cutShort && reading.givenNames === ''),
  );
  add('givenNames', typed.givenNames, reading.givenNames, namesMatch(typed.givenNames, reading.givenNames, cutShort));
  add('dateOfBirth', typed.dateOfBirth, reading.dateOfBirth ?? '', reading.dateOfBirth === typed.dateOfBirth);
  if (typed.documentNumber !== null)
    add(
      'documentNumber',
      typed.documentNumber,
      reading.documentNumber,
      digitsAndLetters(typed.documentNumber) === reading.documentNumber,
    );
  if (typed.nationality !== null)
    add('nationality', typed.nationality, reading.nationality, typed.nationality.toUpperCase() === reading.nationality);
  if (typed.sex !== null && reading.sex !== null) add('sex', typed.sex, reading.sex, typed.sex === reading.sex);
  return comparisons;
}

/** A document expiring within this many days is accepted with a notice. */
export const EXPIRY_NOTICE_DAYS = 30;

/** Whether the document is expired (refused), expires soon (a notice), or is in date; unknown when not read. */
export function expiryStatus(
  expiryDate: string | null,
  today = new Date(),
): 'expired' | 'expiresSoon' | 'valid' | 'unknown' {
  if (!expiryDate) return 'unknown';
  const day = today.toISOString().slice(0, 10);
  if (expiryDate < day) return 'expired';
  const soon = new Date(today.getTime() + EXPIRY_NOTICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return expiryDate <= soon ? 'expiresSoon' : 'valid';
}

/** The device's findings sent with the identity document: the comparison, or 'notRead' when no MRZ was read. */
export function mrzFindingsOf(reading: MrzReading | null, typed: TypedIdentity): MrzFindings {
  if (!reading) return { status: 'notRead' };
  return {
    status: 'read',
    format: reading.format,
    checks: reading.checks,
    comparisons: compareWithTyped(reading, typed),
    expiryDate: reading.checks.expiryDate ? reading.expiryDate : null,
  };
}
