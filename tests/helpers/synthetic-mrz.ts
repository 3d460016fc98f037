/**
 * A generated set of identity documents with a machine-readable zone (ICAO 9303), for the MRZ reader
 * (src/ui/capture/mrz-*.ts): passport data pages (TD3), ID cards (TD1, three lines of 30) and larger ID cards (TD2, two lines
 * of 36). Each document's identity is drawn from seeded lists (accented names included, written in the MRZ by ICAO's
 * transliteration); the page is drawn in Chromium with its MRZ set in OCR-B (Debian's fonts-ocr-b), then photographed
 * in software: set on a desk at a random place, turned up to ±8°, seen in perspective, lit unevenly, noised and
 * saved as a JPEG (quality 0.7-0.9). No downloaded image. Seeded, so every run draws the same set.
 *
 * Also: MRZs altered by one character in a field its check digits cover, and typed identities with one planted
 * difference from the document, for the figures of tests/unit/mrz.test.ts and `npm run bench -- capture`.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './chromium';
import { seeded, type Random } from './synthetic-photos';

export const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/** What is printed on the document, as the customer would type it. */
export interface DocumentIdentity {
  surname: string;
  givenNames: string;
  /** ISO dates. */
  dateOfBirth: string;
  expiryDate: string;
  documentNumber: string;
  /** ICAO three-letter code. */
  nationality: string;
  sex: 'M' | 'F';
}

export interface SyntheticDocument {
  name: string;
  format: MrzFormat;
  identity: DocumentIdentity;
  mrz: string[];
}

const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)];

const SURNAMES = [
  'Okafor',
  'Adébáyọ̀',
  'Müller',
  'Dubois',
  'Nwosu-Eze',
  "O'Brien",
  'García Márquez',
  'Lefèvre',
  'Øster',
  'Ibrahim',
  'Smith',
  'Van der Berg',
];
const GIVEN = [
  'Chloé',
  'Ngozi',
  'Jean Pierre',
  'Ada',
  'Björn',
  'Oluwaseun',
  'Zoë',
  'Émile',
  'Fatima',
  'Kwame',
  'Ãna Luísa',
  'Thomas',
];
const NATIONALITIES = ['NGA', 'FRA', 'GBR', 'D', 'GHA', 'USA', 'CMR', 'SEN'];

/** ICAO 9303 transliteration of a name to MRZ letters (Ä → AE, Ø → OE, ß → SS, other accents dropped). */
export function mrzName(name: string) {
  return name
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/Ø/g, 'OE')
    .replace(/Æ/g, 'AE')
    .replace(/Å/g, 'AA')
    .replace(/ß/g, 'SS')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .replace(/[^A-Z]+/g, '<');
}

const VALUES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function checkDigit(text: string) {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += (text[i] === '<' ? 0 : VALUES.indexOf(text[i])) * weights[i % 3];
  return String(sum % 10);
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const field = (text: string, length: number) => (text + '<'.repeat(length)).slice(0, length);
const names = (identity: DocumentIdentity, length: number) =>
  field(`${mrzName(identity.surname)}<<${mrzName(identity.givenNames)}`, length);

function isoDate(random: Random, fromYear: number, toYear: number) {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function documentNumber(random: Random) {
  // Passport numbers mix letters and digits (e.g. A12345678, 12AB34567).
  const shapes = ['ADDDDDDDD', 'DDAADDDDD', 'AADDDDDDD', 'DDDDDDDDD'];
  return [...pick(random, shapes)]
    .map((kind) => (kind === 'D' ? String(Math.floor(random() * 10)) : pick(random, [...'ABCDEFGHJKLMNPRSTUVWXYZ'])))
    .join('');
}

export function mrzLines(format: MrzFormat, identity: DocumentIdentity, issuer = identity.nationality): string[] {
  const number = field(identity.documentNumber, 9);
  const numberCheck = checkDigit(number);
  const birth = yymmdd(identity.dateOfBirth);
  const expiry = yymmdd(identity.expiryDate);
  const state = field(issuer, 3);
  const nationality = field(identity.nationality, 3);
  if (format === 'TD3') {
    const personal = '<'.repeat(14);
    const line2Core =
      number +
      numberCheck +
      nationality +
      birth +
      checkDigit(birth) +
      identity.sex +
      expiry +
      checkDigit(expiry) +
      personal +
      checkDigit(personal);
    const composite = checkDigit(
      number + numberCheck + birth + checkDigit(birth) + expiry + checkDigit(expiry) + personal + checkDigit(personal),
    );
    return [`P<${state}${names(identity, 39)}`, line2Core + composite];
  }
  if (format === 'TD2') {
    const line2 =
      number +
      numberCheck +
      nationality +
      birth +
      checkDigit(birth) +
      identity.sex +
      expiry +
      checkDigit(expiry) +
      '<'.repeat(7);
    const composite = checkDigit(
      number + numberCheck + birth + checkDigit(birth) + expiry + checkDigit(expiry) + '<'.repeat(7),
    );
    return [`I<${state}${names(identity, 31)}`, line2 + composite];
  }
  const optional1 = '<'.repeat(15);
  const line1 = `I<${state}${number}${numberCheck}${optional1}`;
  const line2Core =
    birth + checkDigit(birth) + identity.sex + expiry + checkDigit(expiry) + nationality + '<'.repeat(11);
  const composite = checkDigit(
    line1.slice(5, 30) + line2Core.slice(0, 7) + line2Core.slice(8, 15) + line2Core.slice(18, 29),
  );
  return [line1, line2Core + composite, names(identity, 30)];
}

export function syntheticIdentity(random: Random): DocumentIdentity {
  const twoNames = random() < 0.3;
  return {
    surname: pick(random, SURNAMES),
    givenNames: twoNames ? `${pick(random, GIVEN)} ${pick(random, GIVEN)}` : pick(random, GIVEN),
    dateOfBirth: isoDate(random, 1950, 2006),
    expiryDate: isoDate(random, 2027, 2035),
    documentNumber: documentNumber(random),
    nationality: pick(random, NATIONALITIES),
    sex: random() < 0.5 ? 'M' : 'F',
  };
}

/** `count` documents, a third of each format (TD3 first), from `seed`. */
export function syntheticDocuments(count: number, seed = 1): SyntheticDocument[] {
  const formats: MrzFormat[] = ['TD3', 'TD1', 'TD2'];
  return Array.from({ length: count }, (_, i) => {
    const random = seeded(seed * 7919 + i);
    const format = formats[i % 3];
    const identity = syntheticIdentity(random);
    return { name: `${format}-${seed}-${i}`, format, identity, mrz: mrzLines(format, identity) };
  });
}

/** The positions of each format's characters that its check digits cover, as [line, column]. */
function checkedPositions(format: MrzFormat): Array<[number, number]> {
  const range = (line: number, from: number, to: number) =>
    Array.from({ length: to - from }, (_, i): [number, number] => [line, from + i]);
  if (format === 'TD3') return [...range(1, 0, 10), ...range(1, 13, 20), ...range(1, 21, 28), ...range(1, 42, 44)];
  if (format === 'TD2') return [...range(1, 0, 10), ...range(1, 13, 20), ...range(1, 21, 28), ...range(1, 35, 36)];
  return [...range(0, 5, 15), ...range(1, 0, 7), ...range(1, 8, 15), ...range(1, 29, 30)];
}

/**
 * The MRZ with one character of a checked field changed: a digit to another digit. (ICAO's 7-3-1 check digit sees
 * every such change; a letter changed to one 10 values away, A ↔ K ↔ U, it cannot see: no MRZ reader can.)
 */
export function alteredMrz(document: SyntheticDocument, seed: number): string[] {
  const random = seeded(seed);
  const digits = checkedPositions(document.format).filter(([line, column]) => /\d/.test(document.mrz[line][column]));
  const [line, column] = pick(random, digits);
  const old = document.mrz[line][column];
  const replacement = String((Number(old) + 1 + Math.floor(random() * 9)) % 10);
  return document.mrz.map((text, i) =>
    i === line ? text.slice(0, column) + replacement + text.slice(column + 1) : text,
  );
}

export type PlantedField = 'surname' | 'givenNames' | 'dateOfBirth' | 'documentNumber' | 'nationality' | 'sex';
export const PLANTED_FIELDS: PlantedField[] = [
  'surname',
  'givenNames',
  'dateOfBirth',
  'documentNumber',
  'nationality',
  'sex',
];

/** What a customer typed with one planted difference from the document in `field`. */
export function typedWithMismatch(identity: DocumentIdentity, plantedField: PlantedField): DocumentIdentity {
  const typed = { ...identity };
  if (plantedField === 'surname') typed.surname = identity.surname === 'Smith' ? 'Smyth' : 'Smith';
  if (plantedField === 'givenNames') typed.givenNames = identity.givenNames === 'Ada' ? 'Adaeze' : 'Ada';
  if (plantedField === 'dateOfBirth')
    typed.dateOfBirth = `${Number(identity.dateOfBirth.slice(0, 4)) + 1}${identity.dateOfBirth.slice(4)}`;
  if (plantedField === 'documentNumber')
    typed.documentNumber = identity.documentNumber.slice(0, -1) + ((Number(identity.documentNumber.at(-1)) + 1) % 10);
  if (plantedField === 'nationality') typed.nationality = identity.nationality === 'NGA' ? 'GHA' : 'NGA';
  if (plantedField === 'sex') typed.sex = identity.sex === 'M' ? 'F' : 'M';
  return typed;
}

/** A photo of a document: JPEG bytes. */
export interface DocumentPhoto {
  document: SyntheticDocument;
  jpeg: Buffer;
}

interface DrawRequest {
  format: MrzFormat;
  mrz: string[];
  printed: string[];
  seed: number;
  /** Photo size; the document spans 72-88 % of its width. */
  width: number;
  height: number;
}

/** Runs in Chromium: draws the document with its MRZ in OCR-B, photographs it, answers base64 JPEG. */
async function drawDocumentPhoto(request: DrawRequest & { font: string }): Promise<string> {
  let state = request.seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + (high - low) * random();
  const fonts = (self as unknown as { fonts: FontFaceSet }).fonts ?? document.fonts;
  if (![...fonts].some((face) => face.family === 'OCR-B')) {
    const bytes = Uint8Array.from(atob(request.font), (c) => c.charCodeAt(0));
    const face = new FontFace('OCR-B', bytes);
    await face.load();
    fonts.add(face);
  }
  // The document, flat, at 1000 px wide.
  const ratio = request.format === 'TD3' ? 125 / 88 : request.format === 'TD2' ? 105 / 74 : 85.6 / 54;
  const docWidth = 1000;
  const docHeight = Math.round(docWidth / ratio);
  const flat = new OffscreenCanvas(docWidth, docHeight);
  const g = flat.getContext('2d')!;
  const paper = [between(225, 245), between(220, 240), between(205, 235)];
  g.fillStyle = `rgb(${paper.join(',')})`;
  g.fillRect(0, 0, docWidth, docHeight);
  // A guilloche-like background print.
  g.strokeStyle = `rgba(${between(80, 160)},${between(100, 180)},${between(120, 200)},0.25)`;
  g.lineWidth = 1;
  for (let i = 0; i < 40; i++) {
    g.beginPath();
    for (let x = 0; x <= docWidth; x += 10) g.lineTo(x, docHeight * 0.1 + i * 12 + 8 * Math.sin(x / 40 + i));
    g.stroke();
  }
  g.fillStyle = `rgb(${between(20, 90)},${between(40, 90)},${between(90, 140)})`;
  g.font = 'bold 30px sans-serif';
  g.fillText(request.format === 'TD3' ? 'PASSPORT  PASSEPORT' : 'IDENTITY CARD  CARTE D’IDENTITÉ', 40, 48);
  const mrzLineCount = request.mrz.length;
  const mrzTop = docHeight * (mrzLineCount === 3 ? 0.6 : 0.76);
  // Portrait and printed fields above the MRZ.
  g.fillStyle = 'rgb(150,160,175)';
  g.fillRect(40, 80, docWidth * 0.24, Math.min(mrzTop - 110, docWidth * 0.32));
  g.fillStyle = 'rgb(120,95,80)';
  g.beginPath();
  g.ellipse(
    40 + docWidth * 0.12,
    80 + (mrzTop - 110) * 0.45,
    docWidth * 0.07,
    (mrzTop - 110) * 0.28,
    0,
    0,
    Math.PI * 2,
  );
  g.fill();
  g.fillStyle = 'rgb(30,30,40)';
  const printedSize = Math.max(16, Math.min(26, (mrzTop - 110) / (request.printed.length * 1.5)));
  request.printed.forEach((text, i) => {
    g.font = `${i % 2 ? '' : 'bold '}${printedSize}px sans-serif`;
    g.fillText(text, docWidth * 0.32, 90 + printedSize + i * printedSize * 1.45);
  });
  // The MRZ: OCR-B, its lines spanning 88-92 % of the document's width.
  const chars = request.mrz[0].length;
  g.font = '100px "OCR-B"';
  const advance = g.measureText('<'.repeat(chars)).width / chars;
  const pitch = (docWidth * between(0.88, 0.92)) / chars;
  const size = (100 * pitch) / advance;
  g.font = `${size}px "OCR-B"`;
  g.fillStyle = `rgb(${between(10, 40)},${between(10, 40)},${between(10, 50)})`;
  const left = (docWidth - pitch * chars) / 2;
  const lineStep = size * 1.45;
  request.mrz.forEach((line, i) => g.fillText(line, left, mrzTop + size + i * lineStep));

  // The photo: a desk, the document turned, placed and seen in perspective.
  const { width, height } = request;
  const photo = new OffscreenCanvas(width, height);
  const p = photo.getContext('2d')!;
  const desk = [between(40, 140), between(40, 130), between(30, 120)];
  p.fillStyle = `rgb(${desk.join(',')})`;
  p.fillRect(0, 0, width, height);
  const source = g.getImageData(0, 0, docWidth, docHeight).data;
  const target = p.getImageData(0, 0, width, height);
  const out = target.data;
  const scale = (width * between(0.72, 0.88)) / docWidth;
  const angle = (between(-8, 8) * Math.PI) / 180;
  const halfW = (docWidth * scale) / 2;
  const halfH = (docHeight * scale) / 2;
  const spanX = Math.abs(Math.cos(angle)) * halfW + Math.abs(Math.sin(angle)) * halfH;
  const spanY = Math.abs(Math.sin(angle)) * halfW + Math.abs(Math.cos(angle)) * halfH;
  const centreX = width / 2 + between(-1, 1) * Math.max(0, width / 2 - spanX - width * 0.03);
  const centreY = height / 2 + between(-1, 1) * Math.max(0, height / 2 - spanY - height * 0.03);
  // Perspective: a tilt that makes one side up to 6 % shorter than the other.
  const tiltX = between(-0.06, 0.06);
  const tiltY = between(-0.06, 0.06);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const light = { x: between(0, width), y: between(0, height), strength: between(0, 0.25) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - centreX;
      const dy = y - centreY;
      // Undo the turn, then the tilt (a projective scale by position).
      let u = cos * dx + sin * dy;
      let v = -sin * dx + cos * dy;
      const w = 1 + (tiltX * u) / halfW + (tiltY * v) / halfH;
      u = u * w;
      v = v * w;
      const sx = u / scale + docWidth / 2;
      const sy = v / scale + docHeight / 2;
      const at = (y * width + x) * 4;
      if (sx >= 0 && sy >= 0 && sx < docWidth - 1 && sy < docHeight - 1) {
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        const fx = sx - x0;
        const fy = sy - y0;
        for (let c = 0; c < 3; c++) {
          const a = source[(y0 * docWidth + x0) * 4 + c];
          const b = source[(y0 * docWidth + x0 + 1) * 4 + c];
          const d = source[((y0 + 1) * docWidth + x0) * 4 + c];
          const e = source[((y0 + 1) * docWidth + x0 + 1) * 4 + c];
          out[at + c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
        }
      }
      const distance = Math.hypot(x - light.x, y - light.y) / Math.max(width, height);
      const shade = 1 - light.strength * distance;
      for (let c = 0; c < 3; c++) out[at + c] = out[at + c] * shade + (random() + random() - 1) * 10;
    }
  }
  p.putImageData(target, 0, 0);
  // The lens: a slight softening.
  const soft = new OffscreenCanvas(width, height);
  const s = soft.getContext('2d')!;
  s.filter = `blur(${between(0.3, 0.8)}px)`;
  s.drawImage(photo, 0, 0);
  const blob = await soft.convertToBlob({ type: 'image/jpeg', quality: between(0.7, 0.9) });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const printedLines = ({ identity }: SyntheticDocument) => [
  'Surname / Nom',
  identity.surname.toUpperCase(),
  'Given names / Prénoms',
  identity.givenNames,
  'Date of birth / Date de naissance',
  identity.dateOfBirth,
  'Document no.',
  identity.documentNumber,
];

/**
 * The seed of a document's photo (place, turn, tilt, light, paper, noise), from its name: each generated set
 * (`TD3-<seed>-<index>`) is photographed its own way, the same however the documents are batched.
 */
function photoSeed(name: string) {
  let hash = 4242;
  for (const character of name) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * Photographs documents in a headless Chromium; `size` is the photo's (landscape) size. `each` is given every photo as
 * soon as it is taken, so a reader can work on it while Chromium draws the next.
 */
export async function photographDocuments(
  documents: SyntheticDocument[],
  size = { width: 1600, height: 1200 },
  browser?: Browser,
  each?: (photo: DocumentPhoto) => void,
): Promise<DocumentPhoto[]> {
  const own = browser ? null : await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium' });
  try {
    const page = await (browser ?? own!).newPage();
    // tsx names inner functions with a helper the page lacks.
    await page.evaluate('globalThis.__name = (target) => target');
    const font = readFileSync(OCR_B_FONT).toString('base64');
    const photos: DocumentPhoto[] = [];
    for (const document of documents) {
      const request = {
        format: document.format,
        mrz: document.mrz,
        printed: printedLines(document),
        seed: photoSeed(document.name),
        ...size,
        font,
      };
      photos.push({ document, jpeg: Buffer.from(await page.evaluate(drawDocumentPhoto, request), 'base64') });
      each?.(photos.at(-1)!);
    }
    await page.close();
    return photos;
  } finally {
    await own?.close();
  }
}
