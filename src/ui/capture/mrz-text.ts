/**
 * From what the OCR saw in the MRZ band (mrz-band.ts, mrz-glyphs.ts) to a checked reading: pure functions, run on the
 * device and in Node by the unit test and the bench. Each character found in the band takes the OCR's symbol over it
 * (a filler is known by its shape), checked against OCR-B's own shapes (mrz-ocrb.ts): between two characters the OCR
 * confuses whose shapes differ (8 and B, 2 and Z, 6 and G, 1 and I, 5 and S) the printed shape decides, a shape
 * clearly likelier than the OCR's character is taken, a character of the wrong kind for its column (a digit in a name)
 * becomes the likeliest of the right kind, and 0 and O, alike in shape, are told apart by their height (OCR-B's digits
 * are taller than its capitals). When the characters were not found one by one, a line is rebuilt column by column
 * from the symbols' boxes (the MRZ is monospaced: a skipped character is a filler).
 * Digits and letters read in the wrong kind of field (O for 0 in a date) are set right by the `mrz` parser's
 * autocorrection, where the field's kind allows only one, and so is a letter read where a check digit stands. A
 * document number (letters and digits) is not guessed at: swapping its usual confusions (0/O, 1/I, 5/S, ...) until the
 * check digit agrees turned a third of the MRZs altered by one digit into another valid number, so the check digits
 * would no longer catch every altered MRZ; no correction is ever led by the check digits.
 */
import { parse } from 'mrz';
import type { MrzFormatName, MrzReading } from '@/contract/mrz-findings';
import type { GreyImage } from './mrz-band';
import { likeness, type Glyph } from './mrz-glyphs';
import { OCR_B_SAMPLES } from './mrz-ocrb';

export interface OcrSymbol {
  text: string;
  confidence: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const LENGTHS: Record<MrzFormatName, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Whether the glyph in a cell of the band is OCR-B's `<`: its ink's left edge is at mid-height only. */
function looksLikeFiller(band: GreyImage, cell: { x0: number; x1: number; y0: number; y1: number }) {
  const x0 = Math.max(0, Math.round(cell.x0));
  const x1 = Math.min(band.width, Math.round(cell.x1));
  const y0 = Math.max(0, Math.round(cell.y0));
  const y1 = Math.min(band.height, Math.round(cell.y1));
  let darkest = 255;
  let lightest = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const value = band.pixels[y * band.width + x];
      darkest = Math.min(darkest, value);
      lightest = Math.max(lightest, value);
    }
  if (lightest - darkest < 40) return false;
  const threshold = (darkest + lightest) / 2;
  const leftmost: number[] = [];
  let top = -1;
  let bottom = -1;
  for (let y = y0; y < y1; y++) {
    let first = -1;
    for (let x = x0; x < x1; x++) {
      if (band.pixels[y * band.width + x] < threshold) {
        first = x;
        break;
      }
    }
    leftmost.push(first);
    if (first >= 0) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  if (top < 0 || bottom - top < 4) return false;
  const at = (share: number) => leftmost[Math.round(top + (bottom - top) * share) - y0];
  const ink = leftmost.filter((x) => x >= 0);
  const left = Math.min(...ink);
  const right = Math.max(...ink);
  const width = Math.max(1, right - left);
  const middle = Math.min(at(0.45), at(0.5), at(0.55));
  return (
    (at(0.08) - left) / width > 0.45 &&
    (at(0.92) - left) / width > 0.45 &&
    middle >= 0 &&
    (middle - left) / width < 0.25
  );
}

/** Symbol a and b are guesses at one character: keep the surer, a filler over a letter nearly as sure. */
const surer = (held: OcrSymbol, symbol: OcrSymbol) =>
  held.confidence < symbol.confidence ||
  (symbol.text === '<' && held.text !== '<' && held.confidence - symbol.confidence < 10)
    ? symbol
    : held;

/**
 * A line rebuilt character by character from the OCR's symbols, left to right: symbols closer than 0.7 of the local
 * pitch are guesses at one character; a gap of two or more pitches holds characters the OCR skipped (fillers). The
 * pitch is taken locally, from the neighbouring gaps, because a document seen in perspective prints smaller on its far side.
 */
function lineFromSymbols(symbols: OcrSymbol[], band: GreyImage): string | null {
  const clean = symbols.filter((symbol) => symbol.text.length === 1).sort((a, b) => a.x0 + a.x1 - b.x0 - b.x1);
  if (clean.length < 10) return null;
  const centre = (symbol: OcrSymbol) => (symbol.x0 + symbol.x1) / 2;
  const gaps = clean.slice(1).map((symbol, i) => centre(symbol) - centre(clean[i]));
  const typical = median(gaps.filter((gap) => gap > median(gaps) * 0.6));
  const cells: Array<{ symbol: OcrSymbol; at: number }> = [];
  clean.forEach((symbol, i) => {
    const last = cells.at(-1);
    const step = last ? centre(symbol) - last.at : Infinity;
    if (step < typical * 0.35) last!.symbol = surer(last!.symbol, symbol);
    else if (step < typical * 0.75) {
      // Off the grid: a second guess straddling two characters, unless no symbol follows a pitch on.
      const next = clean[i + 1] ? centre(clean[i + 1]) - last!.at : Infinity;
      if (next < typical * 0.75 || next > typical * 1.3) cells.push({ symbol, at: centre(symbol) });
    } else cells.push({ symbol, at: centre(symbol) });
  });
  const cellGaps = cells.slice(1).map((cell, i) => cell.at - cells[i].at);
  const top = median(clean.map((symbol) => symbol.y0));
  const bottom = median(clean.map((symbol) => symbol.y1));
  let text = '';
  cells.forEach((cell, i) => {
    if (i > 0) {
      const pitch = median(cellGaps.slice(Math.max(0, i - 6), i + 5));
      text += '<'.repeat(Math.max(0, Math.round(cellGaps[i - 1] / pitch) - 1));
    }
    const pitch = median(cellGaps.slice(Math.max(0, i - 5), i + 5)) || typical;
    // The character's cell: halfway to its neighbours, less a tenth of a pitch each side.
    const from = i > 0 ? (cells[i - 1].at + cell.at) / 2 : cell.at - pitch / 2;
    const to = i < cells.length - 1 ? (cell.at + cells[i + 1].at) / 2 : cell.at + pitch / 2;
    const isFiller =
      'KLX'.includes(cell.symbol.text) &&
      looksLikeFiller(band, { x0: from + pitch * 0.1, x1: to - pitch * 0.1, y0: top - 3, y1: bottom + 3 });
    text += isFiller ? '<' : cell.symbol.text;
  });
  return text;
}

/** The lines in the MRZ's shape: the lines of one format, each cut or padded with fillers to its length. */
export function shapeLines(lines: string[]): { format: MrzFormatName; lines: string[] } | null {
  const candidates = lines.map((line) => line.replace(/\s+/g, '')).filter((line) => line.length >= 26);
  for (const format of ['TD3', 'TD2', 'TD1'] as const) {
    const { lines: count, length } = LENGTHS[format];
    const chosen = candidates.slice(-count);
    if (chosen.length !== count) continue;
    if (!chosen.every((line) => Math.abs(line.length - length) <= 2)) continue;
    return {
      format,
      lines: chosen.map((line) => (line.length > length ? line.slice(0, length) : line.padEnd(length, '<'))),
    };
  }
  return null;
}

/** The names field of each format, as [line, first column]. */
const NAMES_FIELD: Record<MrzFormatName, [number, number]> = { TD1: [2, 0], TD2: [0, 5], TD3: [0, 5] };

/** Names never hold three fillers in a row: from the first three on, the names field is filler (an L or K there is a `<` misread). */
function fillNamesEnd(format: MrzFormatName, lines: string[]) {
  const [line, start] = NAMES_FIELD[format];
  const end = lines[line].indexOf('<<<', start);
  return end < 0 ? lines : lines.map((text, i) => (i === line ? text.slice(0, end).padEnd(text.length, '<') : text));
}

/** The optional data fields of each format, as [line, from, to) (never a check digit, so an altered one stays caught). */
const OPTIONAL_FIELDS: Record<MrzFormatName, Array<[number, number, number]>> = {
  TD1: [
    [0, 15, 30],
    [1, 18, 29],
  ],
  TD2: [[1, 28, 35]],
  TD3: [[1, 28, 42]],
};

/**
 * An optional field read as stray letters where the document has only fillers (the OCR's K and L for `<`): set to
 * fillers when that makes every check digit right, the composite one included, which covers these fields.
 */
function fillOptionalFields(format: MrzFormatName, lines: string[]) {
  for (const [line, from, to] of OPTIONAL_FIELDS[format]) {
    if (/^<*$/.test(lines[line].slice(from, to))) continue;
    const candidate = lines.map((text, i) =>
      i === line ? text.slice(0, from) + '<'.repeat(to - from) + text.slice(to) : text,
    );
    if (parseLines(candidate)?.valid) return candidate;
  }
  return lines;
}

/** Where each format's check digits are, as [line, column]: always digits, so a letter read there is a confusion. */
const CHECK_DIGITS: Record<MrzFormatName, Array<[number, number]>> = {
  TD1: [
    [0, 14],
    [1, 6],
    [1, 14],
    [1, 29],
  ],
  TD2: [
    [1, 9],
    [1, 19],
    [1, 27],
    [1, 35],
  ],
  TD3: [
    [1, 9],
    [1, 19],
    [1, 27],
    [1, 42],
    [1, 43],
  ],
};
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
/** A digit read where only letters stand: the letter it resembles. */
const AS_LETTER: Record<string, string> = { 0: 'O', 1: 'I', 2: 'Z', 5: 'S', 6: 'G', 8: 'B' };

/** A letter read where a check digit stands is the digit it resembles (a digit read there is never changed). */
function checkDigitsAsDigits(format: MrzFormatName, lines: string[]) {
  const characters = lines.map((line) => [...line]);
  for (const [line, column] of CHECK_DIGITS[format])
    characters[line][column] = AS_DIGIT[characters[line][column]] ?? characters[line][column];
  return characters.map((line) => line.join(''));
}

type Parsed = ReturnType<typeof parse>;

function parseLines(lines: string[]): Parsed | null {
  try {
    return parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
}

const isoDate = (yymmdd: string | null, century: 'past' | 'future', today: Date) => {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const year = Number(yymmdd.slice(0, 2));
  const now = today.getUTCFullYear() % 100;
  const full =
    century === 'past' ? (year > now ? 1900 + year : 2000 + year) : year >= now + 50 ? 1900 + year : 2000 + year;
  return `${full}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
};

const CHECK_FIELDS = [
  'documentNumberCheckDigit',
  'birthDateCheckDigit',
  'expirationDateCheckDigit',
  'compositeCheckDigit',
] as const;
const CHECK_NAMES: Record<(typeof CHECK_FIELDS)[number], keyof MrzReading['checks']> = {
  documentNumberCheckDigit: 'documentNumber',
  birthDateCheckDigit: 'dateOfBirth',
  expirationDateCheckDigit: 'expiryDate',
  compositeCheckDigit: 'composite',
};

/** A reading from MRZ lines already in shape (also used on typed or generated lines). */
export function readingOfLines(format: MrzFormatName, shapedLines: string[], today = new Date()): MrzReading | null {
  let lines = checkDigitsAsDigits(format, fillNamesEnd(format, shapedLines));
  let result = parseLines(lines);
  if (!result) return null;
  if (!result.valid) {
    lines = fillOptionalFields(format, lines);
    result = parseLines(lines)!;
  }
  const checks = { documentNumber: true, dateOfBirth: true, expiryDate: true, composite: true };
  for (const detail of result.details) {
    const name = CHECK_FIELDS.find((field) => field === detail.field);
    if (name) checks[CHECK_NAMES[name]] = detail.valid;
  }
  const fields = result.fields;
  const raw = (field: string) => result.details.find((detail) => detail.field === field)?.value ?? null;
  return {
    format,
    lines,
    valid: result.valid,
    checks,
    surname: (fields.lastName ?? '').trim(),
    givenNames: (fields.firstName ?? '').trim(),
    documentNumber: (fields.documentNumber ?? raw('documentNumber') ?? '').replace(/</g, ''),
    nationality: (fields.nationality ?? raw('nationality') ?? '').replace(/</g, ''),
    dateOfBirth: isoDate(fields.birthDate ?? null, 'past', today),
    expiryDate: isoDate(fields.expirationDate ?? null, 'future', today),
    sex: fields.sex === 'male' ? 'M' : fields.sex === 'female' ? 'F' : null,
  };
}

/** One line of the MRZ as the OCR saw it: its picture (mrz-glyphs.ts), the characters found in it and the OCR's symbols. */
export interface LineSeen {
  image: GreyImage;
  glyphs: Glyph[];
  symbols: OcrSymbol[];
}

/**
 * Characters the OCR confuses whose OCR-B shapes differ enough to be told apart by likeness to them (0 and O do not:
 * their shapes are too near, as measured on the generated set; the check digits and the fields' kinds settle them).
 */
const TOLD_BY_SHAPE = ['8B', '2Z', '6G', '1I', '5S'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const shapes = new Map<string, Float32Array>();
function shapeOf(character: string) {
  let shape = shapes.get(character);
  if (!shape) {
    shape = Float32Array.from(atob(OCR_B_SAMPLES[character]), (c) => c.charCodeAt(0) / 255);
    shapes.set(character, shape);
  }
  return shape;
}

/** Of `candidates`, the character whose OCR-B shape the printed character is likest (0 and O not told apart). */
function likeliestOf(candidates: string, sample: Float32Array) {
  let best = { character: candidates[0], likeness: -Infinity };
  for (const character of candidates) {
    const score = likeness(sample, shapeOf(character));
    if (score > best.likeness) best = { character, likeness: score };
  }
  return best.character;
}

/** TD2 and TD3 differ only in their lines' length and the check digits that end their second line. */
const twoLineKinds = (length: number, lastChecks: number): Array<[number, number, number, string]> => [
  [0, 0, length, LETTERS],
  [1, 9, 10, DIGITS],
  [1, 10, 13, LETTERS],
  [1, 13, 20, DIGITS],
  [1, 20, 21, LETTERS],
  [1, 21, 28, DIGITS],
  [1, lastChecks, length, DIGITS],
];
/**
 * The columns of each format that hold only letters (or fillers) or only digits, as [line, from, to, kind]: the
 * document's code, the issuing state, the names, the nationality and the sex; the dates and the check digits. The
 * document number and the optional data hold both.
 */
const FIELD_KINDS: Record<MrzFormatName, Array<[number, number, number, string]>> = {
  TD1: [
    [0, 0, 5, LETTERS],
    [0, 14, 15, DIGITS],
    [1, 0, 7, DIGITS],
    [1, 7, 8, LETTERS],
    [1, 8, 15, DIGITS],
    [1, 15, 18, LETTERS],
    [1, 29, 30, DIGITS],
    [2, 0, 30, LETTERS],
  ],
  TD2: twoLineKinds(36, 35),
  TD3: twoLineKinds(44, 42),
};

/** The characters a column may hold: letters, digits or both (the document number, the optional data). */
function kindAt(format: MrzFormatName, line: number, column: number) {
  const field = FIELD_KINDS[format].find(
    ([fieldLine, from, to]) => fieldLine === line && column >= from && column < to,
  );
  return field ? field[3] : LETTERS + DIGITS;
}

/**
 * How much likelier another character's OCR-B shape must be than the OCR's to be taken over it (correlations, -1 to
 * 1). On the generated set, the likeliest shape was the printed character for 99.9 % of the characters other than 0
 * and O (which only their height tells apart); the OCR's misreads (a 4 read as L, an S as 3) were far from their shapes.
 */
const CLEARLY_LIKELIER = 0.15;

/** 0 and O: alike in OCR-B's shapes, told apart by their height (digitByHeight). */
const ZERO_OR_O = '0O';

/**
 * The character a glyph is, from the OCR's symbol over it: a symbol of the wrong kind for its column stands for the
 * character of the right kind it is confused with (O for 0 in a date), or else for the one of that kind its shape is
 * likest (the Z of a name read as 7); of a pair the OCR confuses (8 and B, 2 and Z, ...) the likeliest shape decides,
 * and any other shape clearly likelier than the OCR's character is taken (the D of a nationality read as O), but for 0
 * and O.
 */
function settledCharacter(text: string, sample: Float32Array, candidates: string) {
  if (text === '<') return text;
  const best = likeliestOf(candidates, sample);
  const read = candidates.includes(text)
    ? text
    : candidates === DIGITS
      ? AS_DIGIT[text]
      : candidates === LETTERS
        ? AS_LETTER[text]
        : undefined;
  if (!read) return best;
  if (best === read || (ZERO_OR_O.includes(best) && ZERO_OR_O.includes(read))) return read;
  if (TOLD_BY_SHAPE.some((pair) => pair.includes(read) && pair.includes(best))) return best;
  return likeness(sample, shapeOf(best)) - likeness(sample, shapeOf(read)) > CLEARLY_LIKELIER ? best : read;
}

const middle = (values: number[]) => (values.length ? median(values) : NaN);

/**
 * Whether a character of a column that holds both kinds (a document number) is a digit, told by its height, or null
 * when its height does not say. OCR-B's 0 and O are alike but for their height: OCR-B sets its digits taller than its
 * capitals (by a tenth). The document itself says how tall its digits and its letters are: its columns that hold only
 * digits (dates, check digits) or only letters (code, state, nationality, sex, names). A character is measured against
 * the digits and the letters nearest it on its line (a document seen in perspective prints smaller on its far side);
 * a print whose digits are no taller than its letters leaves the OCR's choice alone.
 */
function digitByHeight(format: MrzFormatName, lines: Glyph[][]) {
  const heightOf = (glyph: Glyph) => glyph.y1 - glyph.y0;
  const ofKind = (kind: string, line: number) =>
    lines[line]
      .map((glyph, at) => ({ glyph, at }))
      .filter(({ glyph, at }) => !glyph.filler && kindAt(format, line, at) === kind);
  const nearest = (kind: string, line: number, column: number, most: number) =>
    middle(
      ofKind(kind, line)
        .sort((a, b) => Math.abs(a.at - column) - Math.abs(b.at - column))
        .slice(0, most)
        .map(({ glyph }) => heightOf(glyph)),
    );
  const digitsAgainstLetters =
    middle(lines.flatMap((_, line) => ofKind(DIGITS, line).map(({ glyph }) => heightOf(glyph)))) /
    middle(lines.flatMap((_, line) => ofKind(LETTERS, line).map(({ glyph }) => heightOf(glyph))));
  return (line: number, column: number) => {
    if (!(digitsAgainstLetters >= 1.05)) return null;
    const letter = nearest(LETTERS, line, column, 4);
    const digit = nearest(DIGITS, line, column, 3);
    if (!(digit > letter)) return null;
    const share = (heightOf(lines[line][column]) - letter) / (digit - letter);
    return Math.abs(share - 0.5) < 1 / 6 ? null : share > 0.5;
  };
}

/**
 * Each character of a line: a filler as its shape says, else the OCR's symbol that overlaps it most, settled by the
 * shapes of its column's kind (settledCharacter), or, where the OCR read nothing, the likeliest of those shapes; an O
 * or a 0 where both may stand, by its height (digitByHeight).
 */
function charactersOf(
  format: MrzFormatName,
  line: number,
  { glyphs, symbols }: LineSeen,
  isDigit: ReturnType<typeof digitByHeight>,
): string {
  const single = symbols.filter((symbol) => symbol.text.length === 1);
  return glyphs
    .map((glyph, column) => {
      if (glyph.filler || !glyph.sample) return '<';
      let best: { symbol: OcrSymbol; overlap: number } | null = null;
      for (const symbol of single) {
        const overlap = Math.min(glyph.x1, symbol.x1) - Math.max(glyph.x0, symbol.x0);
        if (overlap > 0 && (!best || overlap > best.overlap)) best = { symbol, overlap };
      }
      const kind = kindAt(format, line, column);
      const text = best ? settledCharacter(best.symbol.text, glyph.sample, kind) : likeliestOf(kind, glyph.sample);
      if (!ZERO_OR_O.includes(text)) return text;
      const digit = isDigit(line, column);
      return digit === null ? text : digit ? '0' : 'O';
    })
    .join('');
}

/** The reading of the MRZ's lines as seen by the OCR, or null when they are not an MRZ. */
export function readingOfLinesSeen(seen: LineSeen[], today = new Date()): MrzReading | null {
  for (const format of ['TD3', 'TD2', 'TD1'] as const) {
    const { lines: count, length } = LENGTHS[format];
    const chosen = seen.slice(-count);
    if (chosen.length === count && chosen.every((line) => line.glyphs.length === length)) {
      const isDigit = digitByHeight(
        format,
        chosen.map((line) => line.glyphs),
      );
      return readingOfLines(
        format,
        chosen.map((line, i) => charactersOf(format, i, line, isDigit)),
        today,
      );
    }
  }
  // The characters not found one by one: the line rebuilt from the OCR's symbols and the gaps between them.
  const shaped = shapeLines(seen.flatMap(({ symbols, image }) => lineFromSymbols(symbols, image) ?? []));
  return shaped ? readingOfLines(shaped.format, shaped.lines, today) : null;
}
