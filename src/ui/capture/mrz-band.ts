/**
 * Finds the machine-readable zone in a photo of an identity document and cuts it out, straightened, for the OCR
 * (mrz-reader.ts): pure functions from RGBA pixels, run in the MRZ worker on the device and in Node by the unit test
 * and the bench. The photo's ink (pixels darker than their neighbourhood) is projected on rows at each angle up to
 * ±12°; the angle whose rows are sharpest is the document's turn, found again on the ink around the MRZ alone. Along
 * that angle, the MRZ is the bottom-most group of up to three long, evenly spaced lines of dense print: the band
 * around them is sampled from the full photo, turned straight and scaled so its lines are about 40 pixels high, as
 * Tesseract reads best, with a line's height of margin above and below.
 */
import type { RgbaPixels } from './photo-quality';

/** The long side of the grey copy the MRZ is looked for in. */
const SEARCH_LONG_SIDE = 900;
const MAX_ANGLE = 12;
/** The height the band's text lines are scaled to (pixels). */
const LINE_HEIGHT = 40;

export interface GreyImage {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

function greyOf({ data, width, height }: RgbaPixels, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const pixels = new Float32Array(outWidth * outHeight);
  const step = 1 / scale;
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      // The mean of the source pixels this one covers, sampled on a 2 × 2 grid.
      let sum = 0;
      for (const dy of [0.25, 0.75]) {
        for (const dx of [0.25, 0.75]) {
          const at =
            (Math.min(height - 1, Math.floor((y + dy) * step)) * width +
              Math.min(width - 1, Math.floor((x + dx) * step))) *
            4;
          sum += 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
        }
      }
      pixels[y * outWidth + x] = sum / 4;
    }
  }
  return { pixels, width: outWidth, height: outHeight, scale };
}

/**
 * Ink: pixels darker than the mean of their neighbourhood by a fifth of it (summed-area table), counted where a run of
 * them starts along a row: print gives many starts per row, the edge of the document against the desk very few.
 */
function inkOf(grey: { pixels: Float32Array; width: number; height: number }) {
  const { pixels, width, height } = grey;
  const radius = Math.max(4, Math.round(width / 60));
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    let before = false;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const area = (bottom - top) * (right - left);
      const mean =
        (sums[bottom * (width + 1) + right] -
          sums[top * (width + 1) + right] -
          sums[bottom * (width + 1) + left] +
          sums[top * (width + 1) + left]) /
        area;
      const inked = pixels[y * width + x] < mean * 0.8 && mean > 70;
      if (inked && !before) {
        xs.push(x);
        ys.push(y);
      }
      before = inked;
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys) };
}

/** How sharp the rows of ink are at `angle`: the sum of squared row counts. */
function rowProfile(ink: { xs: Float32Array; ys: Float32Array }, angle: number, rows: number, offset: number) {
  const profile = new Float32Array(rows);
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  for (let i = 0; i < ink.xs.length; i++) {
    const row = Math.round(ink.ys[i] * cos - ink.xs[i] * sin + offset);
    if (row >= 0 && row < rows) profile[row]++;
  }
  return profile;
}

const sharpnessOf = (profile: Float32Array) => profile.reduce((sum, count) => sum + count * count, 0);

interface TextLine {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

type Ink = { xs: Float32Array; ys: Float32Array };

/** The angle (radians) between `from` and `to` degrees, by `step`, whose rows of ink are sharpest. */
function sharpestAngle(ink: Ink, rows: number, offset: number, from: number, to: number, step: number) {
  let best = { angle: 0, score: -1 };
  for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
    const angle = (degrees * Math.PI) / 180;
    const score = sharpnessOf(rowProfile(ink, angle, rows, offset));
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** The MRZ's lines at `angle`: the bottom-most group of up to three long lines of print, in the turned frame, or null. */
function mrzLinesAt(ink: Ink, angle: number, rows: number, offset: number) {
  const profile = rowProfile(ink, angle, rows, offset);

  // Lines of text: runs of rows holding more than a fifth of the fullest row's ink.
  const fullest = Math.max(...profile);
  const lines: TextLine[] = [];
  let start = -1;
  for (let row = 0; row <= rows; row++) {
    const inLine = row < rows && profile[row] > fullest * 0.2;
    if (inLine && start < 0) start = row;
    if (!inLine && start >= 0) {
      if (row - start >= 3) lines.push({ top: start, bottom: row, left: Infinity, right: -Infinity });
      start = -1;
    }
  }
  if (lines.length === 0) return null;
  // Each line's extent along the turned rows (2nd to 98th percentile of its ink).
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const along: number[][] = lines.map(() => []);
  for (let i = 0; i < ink.xs.length; i++) {
    const row = ink.ys[i] * cos - ink.xs[i] * sin + offset;
    const line = lines.findIndex((candidate) => row >= candidate.top && row < candidate.bottom);
    if (line >= 0) along[line].push(ink.xs[i] * cos + ink.ys[i] * sin);
  }
  lines.forEach((line, i) => {
    const sorted = along[i].sort((a, b) => a - b);
    line.left = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
    line.right = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  });
  const widest = Math.max(...lines.map((line) => line.right - line.left));
  // Long lines of print; a thin one, or one of sparse ink (the document's edge against the desk), is none.
  const wide = lines.filter((line) => line.right - line.left >= widest * 0.7);
  const tallest = Math.max(...wide.map((line) => line.bottom - line.top));
  const density = (line: TextLine) =>
    profile.subarray(line.top, line.bottom).reduce((sum, count) => sum + count, 0) /
    ((line.bottom - line.top) * (line.right - line.left));
  const densest = Math.max(...wide.map(density));
  const long = wide.filter((line) => line.bottom - line.top >= tallest * 0.45 && density(line) >= densest / 2);
  // The bottom-most long line, and the long lines just above it of a like height (at most three in all).
  const mrz = [long.at(-1)!];
  for (let i = long.length - 2; i >= 0 && mrz.length < 3; i--) {
    const below = mrz[0];
    const height = below.bottom - below.top;
    const candidate = long[i];
    const candidateHeight = candidate.bottom - candidate.top;
    if (
      below.top - candidate.bottom > height * 2.2 ||
      candidateHeight > height * 1.8 ||
      candidateHeight < height * 0.55
    )
      break;
    mrz.unshift(candidate);
  }
  return { mrz, lineHeight: mrz.reduce((sum, line) => sum + line.bottom - line.top, 0) / mrz.length };
}

/**
 * The ink around the MRZ found at `angle`: up to a quarter of its width above its bottom line (an MRZ of three lines
 * is about a fifth as high as it is wide), whatever it took for lines at that angle.
 */
function inkNear(
  ink: Ink,
  angle: number,
  offset: number,
  { mrz, lineHeight }: NonNullable<ReturnType<typeof mrzLinesAt>>,
): Ink {
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const last = mrz.at(-1)!;
  const top = Math.min(mrz[0].top - 2 * lineHeight, last.bottom - (last.right - last.left) / 4);
  const bottom = last.bottom + 2 * lineHeight;
  const near = [];
  for (let i = 0; i < ink.xs.length; i++) {
    const row = ink.ys[i] * cos - ink.xs[i] * sin + offset;
    if (row >= top && row < bottom) near.push(i);
  }
  return { xs: Float32Array.from(near, (i) => ink.xs[i]), ys: Float32Array.from(near, (i) => ink.ys[i]) };
}

/**
 * Where the MRZ lies: the angle (radians) and its box in the turned frame of the grey copy, or null. The angle is
 * found on all the photo's ink, then again on the ink around the MRZ alone: a document seen in perspective turns its
 * bottom lines away from its top ones, and lines read at the angle of the print above them run into each other.
 */
export function locateMrz(pixels: RgbaPixels) {
  const grey = greyOf(pixels, SEARCH_LONG_SIDE);
  const ink = inkOf(grey);
  if (ink.xs.length < 200) return null;
  const offset = grey.width;
  const rows = grey.height + 2 * grey.width;
  const coarse = (sharpestAngle(ink, rows, offset, -MAX_ANGLE, MAX_ANGLE, 1) * 180) / Math.PI;
  const first = sharpestAngle(ink, rows, offset, coarse - 0.9, coarse + 0.9, 0.1);
  const found = mrzLinesAt(ink, first, rows, offset);
  if (!found) return null;
  const near = inkNear(ink, first, offset, found);
  const firstDegrees = (first * 180) / Math.PI;
  const angle = sharpestAngle(near, rows, offset, firstDegrees - 3, firstDegrees + 3, 0.1);
  const { mrz, lineHeight } = mrzLinesAt(near, angle, rows, offset) ?? found;
  return {
    angle,
    /** Scale from the photo to the grey copy. */
    scale: grey.scale,
    top: mrz[0].top - offset - lineHeight * 1.2,
    bottom: mrz.at(-1)!.bottom - offset + lineHeight * 1.2,
    left: Math.min(...mrz.map((line) => line.left)) - lineHeight,
    right: Math.max(...mrz.map((line) => line.right)) + lineHeight,
    lineHeight,
    lines: mrz.length,
  };
}

/** The MRZ band of a photo, turned straight, grey, its lines about LINE_HEIGHT pixels high; null when none is found. */
export function mrzBand(pixels: RgbaPixels): GreyImage | null {
  const found = locateMrz(pixels);
  if (!found) return null;
  const { angle, scale } = found;
  const zoom = LINE_HEIGHT / found.lineHeight;
  const width = Math.max(1, Math.round((found.right - found.left) * zoom));
  const height = Math.max(1, Math.round((found.bottom - found.top) * zoom));
  if (width * height > 4_000_000) return null;
  const out = new Uint8ClampedArray(width * height);
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const { data, width: photoWidth, height: photoHeight } = pixels;
  for (let oy = 0; oy < height; oy++) {
    const turnedY = found.top + oy / zoom;
    for (let ox = 0; ox < width; ox++) {
      const turnedX = found.left + ox / zoom;
      // Back from the turned frame of the grey copy to the photo.
      const x = (turnedX * cos - turnedY * sin) / scale;
      const y = (turnedX * sin + turnedY * cos) / scale;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 >= photoWidth - 1 || y0 >= photoHeight - 1) {
        out[oy * width + ox] = 255;
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const luminance = (at: number) => 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
      const at = (y0 * photoWidth + x0) * 4;
      const below = at + photoWidth * 4;
      out[oy * width + ox] =
        (luminance(at) * (1 - fx) + luminance(at + 4) * fx) * (1 - fy) +
        (luminance(below) * (1 - fx) + luminance(below + 4) * fx) * fy;
    }
  }
  return { pixels: out, width, height };
}

/** A grey image as an 8-bit BMP file, which Tesseract (Leptonica) reads in the browser and in Node alike. */
export function greyBmp({ pixels, width, height }: GreyImage): Uint8Array<ArrayBuffer> {
  const rowBytes = (width + 3) & ~3;
  const headerBytes = 14 + 40 + 256 * 4;
  const bytes = new Uint8Array(headerBytes + rowBytes * height);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42;
  bytes[1] = 0x4d;
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, headerBytes, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 8, true);
  view.setUint32(34, rowBytes * height, true);
  view.setUint32(46, 256, true);
  for (let level = 0; level < 256; level++) {
    const at = 54 + level * 4;
    bytes[at] = bytes[at + 1] = bytes[at + 2] = level;
  }
  for (let y = 0; y < height; y++)
    bytes.set(pixels.subarray(y * width, (y + 1) * width), headerBytes + (height - 1 - y) * rowBytes);
  return bytes;
}
