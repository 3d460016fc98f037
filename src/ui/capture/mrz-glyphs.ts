/**
 * The MRZ band's characters found one by one (mrz-band.ts gives the band): the band is made black and white (Otsu's
 * threshold), its ink cut into connected pieces, the pieces grouped into lines by height and into characters where
 * they overlap along the line (OCR-B prints each of its characters as one piece, apart from its neighbours). Each
 * character's box says where the OCR's symbols belong, so a character the OCR skipped or read twice keeps the line's
 * length; the filler `<`, whose chevron the OCR takes for K, C or L, is told by its shape and left out of the OCR's
 * picture of the line (mrz-reader.ts) along with everything that is no character of the MRZ.
 */
import type { GreyImage } from './mrz-band';

export interface Glyph {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  filler: boolean;
  /** Its ink sampled as OCR-B's characters are (mrz-ocrb.ts); none for a filler. */
  sample: Float32Array | null;
}

export interface GlyphLine {
  /** The line's rows in the band, with half a character's height of margin. */
  top: number;
  bottom: number;
  glyphs: Glyph[];
  /** The line black on white, fillers and any other print left out, for the OCR (PSM 7, one line). */
  image: GreyImage;
}

interface Piece {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  area: number;
  labels: number[];
}

function otsuThreshold(pixels: Uint8ClampedArray) {
  const histogram = new Float64Array(256);
  for (const value of pixels) histogram[value]++;
  const total = pixels.length;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * histogram[level];
  let below = 0;
  let belowSum = 0;
  let best = { level: 128, spread: -1 };
  for (let level = 0; level < 256; level++) {
    below += histogram[level];
    belowSum += level * histogram[level];
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const difference = belowSum / below - (sum - belowSum) / above;
    const spread = below * above * difference * difference;
    if (spread > best.spread) best = { level, spread };
  }
  return best.level;
}

/** Connected pieces of ink (8-neighbourhood): a label per pixel (-1 for paper) and each piece's box and area. */
function piecesOf(ink: Uint8Array, width: number, height: number) {
  const labels = new Int32Array(width * height).fill(-1);
  const pieces: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || labels[start] >= 0) continue;
    const label = pieces.length;
    const piece = { x0: width, x1: -1, y0: height, y1: -1, area: 0, labels: [label] };
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      piece.area++;
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x + 1);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (ink[next] && labels[next] < 0) {
            labels[next] = label;
            stack.push(next);
          }
        }
      }
    }
    pieces.push(piece);
  }
  return { labels, pieces };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Whether a character's ink is OCR-B's `<`: a chevron, its point at mid-height on the left, its two ends on the right
 * at the top and the bottom; K and L have a stem on the left, C its bow.
 */
function isFiller(glyph: Piece, owner: Int32Array, width: number) {
  const edges = (y: number) => {
    let left = -1;
    let right = -1;
    for (let x = glyph.x0; x < glyph.x1; x++) {
      if (glyph.labels.includes(owner[y * width + x])) {
        if (left < 0) left = x;
        right = x;
      }
    }
    return { left, right };
  };
  const glyphWidth = glyph.x1 - glyph.x0;
  const glyphHeight = glyph.y1 - glyph.y0;
  if (glyphHeight < 6 || glyphWidth < 4) return false;
  const at = (share: number) => edges(Math.min(glyph.y1 - 1, glyph.y0 + Math.round((glyphHeight - 1) * share)));
  const share = (x: number) => (x - glyph.x0) / glyphWidth;
  const top = at(0.05);
  const bottom = at(0.95);
  const middle = [at(0.45), at(0.5), at(0.55)];
  return (
    share(top.left) > 0.5 &&
    share(bottom.left) > 0.5 &&
    middle.some((row) => row.left >= 0 && share(row.left) < 0.2) &&
    middle.every((row) => row.right < 0 || share(row.right) < 0.7)
  );
}

/** The lines of characters in the MRZ band, top to bottom; each line's characters left to right. */
export function bandGlyphLines(band: GreyImage): GlyphLine[] {
  const { pixels, width, height } = band;
  const threshold = otsuThreshold(pixels);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = pixels[i] <= threshold ? 1 : 0;
  const { labels, pieces } = piecesOf(ink, width, height);
  // Print: not touching the band's edge (the desk, the portrait), not a speck.
  const inside = pieces.filter(
    (piece) => piece.x0 > 0 && piece.y0 > 0 && piece.x1 < width && piece.y1 < height && piece.area >= 12,
  );
  const tall = inside.filter((piece) => piece.y1 - piece.y0 >= 8);
  const glyphHeight = median(tall.map((piece) => piece.y1 - piece.y0));
  if (!glyphHeight) return [];
  const print = inside.filter(
    (piece) =>
      piece.y1 - piece.y0 >= glyphHeight * 0.35 &&
      piece.y1 - piece.y0 <= glyphHeight * 1.6 &&
      piece.x1 - piece.x0 <= glyphHeight * 1.5,
  );
  // Lines: pieces whose middles lie within half a character's height of each other.
  const byHeight = [...print].sort((a, b) => a.y0 + a.y1 - b.y0 - b.y1);
  const groups: Piece[][] = [];
  for (const piece of byHeight) {
    const group = groups.at(-1);
    const middle = (piece.y0 + piece.y1) / 2;
    if (group && middle - median(group.map((member) => (member.y0 + member.y1) / 2)) < glyphHeight * 0.6)
      group.push(piece);
    else groups.push([piece]);
  }
  return groups
    .filter((group) => group.length >= 15)
    .map((group) => {
      // Pieces overlapping along the line are one character (a stroke broken by the threshold).
      const characters: Piece[] = [];
      for (const piece of [...group].sort((a, b) => a.x0 - b.x0)) {
        const last = characters.at(-1);
        if (last && piece.x0 < last.x1 - 1) {
          last.x0 = Math.min(last.x0, piece.x0);
          last.x1 = Math.max(last.x1, piece.x1);
          last.y0 = Math.min(last.y0, piece.y0);
          last.y1 = Math.max(last.y1, piece.y1);
          last.area += piece.area;
          last.labels.push(...piece.labels);
        } else characters.push({ ...piece, labels: [...piece.labels] });
      }
      const fillers = characters.map((character) => isFiller(character, labels, width));
      const characterHeight = median(
        characters.filter((_, i) => !fillers[i]).map((character) => character.y1 - character.y0),
      );
      const glyphs = characters.map((character, i) => ({
        x0: character.x0,
        x1: character.x1,
        y0: character.y0,
        y1: character.y1,
        filler: fillers[i],
        sample: fillers[i] ? null : glyphSample(band, character, characterHeight),
      }));
      const top = Math.max(0, Math.min(...characters.map((character) => character.y0)) - Math.round(glyphHeight / 2));
      const bottom = Math.min(
        height,
        Math.max(...characters.map((character) => character.y1)) + Math.round(glyphHeight / 2),
      );
      const image = new Uint8ClampedArray(width * (bottom - top)).fill(255);
      characters.forEach((character, i) => {
        if (glyphs[i].filler) return;
        for (let y = character.y0; y < character.y1; y++)
          for (let x = character.x0; x < character.x1; x++)
            if (character.labels.includes(labels[y * width + x])) image[(y - top) * width + x] = 0;
      });
      return {
        top,
        bottom,
        glyphs: glyphs.map((glyph) => ({ ...glyph, y0: glyph.y0 - top, y1: glyph.y1 - top })),
        image: { pixels: image, width, height: bottom - top },
      };
    });
}

/** The grid a character is sampled on to be compared with OCR-B's (mrz-ocrb.ts): columns × rows. */
export const GLYPH_GRID = { columns: 20, rows: 24 };
/** The sampled window, in character heights: OCR-B's widest characters and their neighbours' edges. */
const WINDOW = { width: 1, height: 1.2 };

/**
 * A character's ink on GLYPH_GRID (0 paper to 1 ink, each cell the mean of 3 × 3 samples), in a window centred on its
 * ink's box and scaled by the height of the line's characters, so a narrow 1 stays narrow beside a wide M.
 */
export function glyphSample(
  image: GreyImage,
  box: { x0: number; x1: number; y0: number; y1: number },
  characterHeight: number,
  paper = 255,
  ink = 0,
) {
  const { columns, rows } = GLYPH_GRID;
  const sample = new Float32Array(columns * rows);
  const centreX = (box.x0 + box.x1) / 2;
  const centreY = (box.y0 + box.y1) / 2;
  const cellWidth = (WINDOW.width * characterHeight) / columns;
  const cellHeight = (WINDOW.height * characterHeight) / rows;
  const left = centreX - (columns / 2) * cellWidth;
  const top = centreY - (rows / 2) * cellHeight;
  const range = Math.max(1, paper - ink);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const x = Math.floor(left + (column + (sx + 0.5) / 3) * cellWidth);
          const y = Math.floor(top + (row + (sy + 0.5) / 3) * cellHeight);
          const value =
            x >= 0 && y >= 0 && x < image.width && y < image.height ? image.pixels[y * image.width + x] : paper;
          sum += Math.min(1, Math.max(0, (paper - value) / range));
        }
      }
      sample[row * columns + column] = sum / 9;
    }
  }
  return sample;
}

/** How alike two samples are: their correlation, from -1 to 1. */
export function likeness(a: Float32Array, b: Float32Array) {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < a.length; i++) {
    meanA += a[i];
    meanB += b[i];
  }
  meanA /= a.length;
  meanB /= b.length;
  let product = 0;
  let squaresA = 0;
  let squaresB = 0;
  for (let i = 0; i < a.length; i++) {
    product += (a[i] - meanA) * (b[i] - meanB);
    squaresA += (a[i] - meanA) ** 2;
    squaresB += (b[i] - meanB) ** 2;
  }
  return product / Math.sqrt(squaresA * squaresB || 1);
}
