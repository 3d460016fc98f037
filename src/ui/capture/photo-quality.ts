/**
 * Whether a document photo is good enough to read (issue 34): pure functions from RGBA pixels to findings, run in the
 * photo worker on the device (compress-photo.worker.ts) and in Node by the unit test and the bench. The photo is
 * reduced to a grey copy of ANALYSIS_LONG_SIDE pixels, so every threshold below is relative to the frame, not to the
 * camera's resolution. Thresholds were set on the generated set of tests/helpers/synthetic-photos.ts, whose
 * precision and recall the unit test prints.
 */
import type { PhotoFinding } from '@/contract';

export interface RgbaPixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** The long side of the grey copy that is analysed. */
export const ANALYSIS_LONG_SIDE = 640;
/** A photo whose short side is under this many pixels is too small to read a document's small print. */
export const MIN_SHORT_SIDE = 600;
/** Sharpness (see sharpness()) under which the photo is too blurred. */
export const MIN_SHARPNESS = 0.001;
/**
 * A pixel at or over this luminance is clipped: the sensor saw only white. White paper well exposed sits just under it
 * (240-250, its noise reaching over now and then); paper, print or background lost to the light is flat at 255.
 */
const CLIPPED = 254;
/** Glare: a tile of 16 × 16 analysed pixels with more than half its pixels clipped, in a photo not overexposed. */
const GLARE_TILE = 16;
/** Too dark: even the brightest percent of the photo is under this luminance. */
const DARK_P99 = 100;
/**
 * Too bright: more than this share of the photo is clipped, or even its darkest 1 % is over BRIGHT_P1 (nothing dark is
 * left, the print washed out). Not the darkest 5 %: a bill's sparse print is less than that of a page mostly white.
 */
const BRIGHT_CLIPPED_SHARE = 0.2;
const BRIGHT_P1 = 175;
/** Cut off: along one side, more than this share of the border band holds strong edges (the document's print). */
const BORDER_EDGE_SHARE = 0.005;
const STRONG_EDGE = 40;
/** Cut off: or more than this share of one side has the paper's colour (within PAPER_LEVELS of the centre's median). */
const BORDER_PAPER_SHARE = 0.15;
const PAPER_LEVELS = 12;

interface Grey {
  pixels: Float32Array;
  width: number;
  height: number;
}

/**
 * The grey copy's pixels, kept from one call to the next: a camera frame is analysed several times a second, and on
 * a phone a fresh array of a frame's size costs more than reading it. Each call overwrites it; only what is measured
 * from it leaves this module.
 */
let greyBuffer = new Float32Array(0);
function greyPixels(length: number) {
  if (greyBuffer.length < length) greyBuffer = new Float32Array(length);
  return greyBuffer.subarray(0, length);
}

/** Luminance (BT.601) reduced by area averaging so the long side is at most `longSide`. */
function greyCopy({ data, width, height }: RgbaPixels, longSide = ANALYSIS_LONG_SIDE): Grey {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const sums = greyPixels(outWidth * outHeight);
  if (scale === 1) {
    // Already at the analysed size (a camera frame, or the worker's copy): one luminance per pixel.
    for (let at = 0, i = 0; at < sums.length; at++, i += 4)
      sums[at] = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    return { pixels: sums, width: outWidth, height: outHeight };
  }
  sums.fill(0);
  // Each copied pixel averages the photo's pixels of its span of columns times its span of rows.
  const columnOf = new Uint32Array(width);
  const columnsIn = new Uint32Array(outWidth);
  for (let x = 0; x < width; x++) {
    columnOf[x] = Math.min(outWidth - 1, Math.floor((x * outWidth) / width));
    columnsIn[columnOf[x]]++;
  }
  const rowsIn = new Uint32Array(outHeight);
  for (let y = 0; y < height; y++) {
    const outY = Math.min(outHeight - 1, Math.floor((y * outHeight) / height));
    rowsIn[outY]++;
    const row = outY * outWidth;
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4)
      sums[row + columnOf[x]] += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  }
  for (let y = 0, at = 0; y < outHeight; y++)
    for (let x = 0; x < outWidth; x++, at++) sums[at] /= rowsIn[y] * columnsIn[x];
  return { pixels: sums, width: outWidth, height: outHeight };
}

/**
 * In one pass: the histogram of luminance (0-255, for percentiles), the clipped pixels, and the clipped pixels of each
 * block of GLARE_TILE / 2 pixels square (for clippedTiles).
 */
function tally({ pixels, width, height }: Grey) {
  const histogram = new Uint32Array(256);
  const block = GLARE_TILE / 2;
  const blocksWide = Math.ceil(width / block);
  const clippedInBlock = new Uint32Array(blocksWide * Math.ceil(height / block));
  let clipped = 0;
  for (let y = 0, at = 0; y < height; y++) {
    const blockRow = Math.floor(y / block) * blocksWide;
    for (let x = 0; x < width; x++, at++) {
      const value = pixels[at];
      // Luminance is 0-255: adding a half and truncating rounds it.
      histogram[(value + 0.5) | 0]++;
      if (value >= CLIPPED) {
        clipped++;
        clippedInBlock[blockRow + Math.floor(x / block)]++;
      }
    }
  }
  return { histogram, clipped, clippedInBlock, blocksWide };
}

/** Percentiles of luminance (0-255), from its histogram over `total` pixels. */
function percentiles(histogram: Uint32Array, total: number, wanted: number[]) {
  return wanted.map((share) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level];
      if (seen >= share * total) return level;
    }
    return 255;
  });
}

/**
 * The variance of the Laplacian, taken along each of four directions (0°, 45°, 90°, 135°) so a motion blur, which
 * softens one direction only, is seen; the least sharp direction counts. Divided by the squared contrast so a dull
 * photo is not taken for a blurred one.
 */
function sharpness(grey: Grey, contrast: number) {
  const { pixels, width, height } = grey;
  if (width < 3 || height < 3 || contrast <= 0) return 0;
  const count = (width - 2) * (height - 2);
  // One pass for the four directions: a camera frame is analysed several times a second.
  let [sumX, sumY, sumD, sumA, squaresX, squaresY, squaresD, squaresA] = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let y = 1; y < height - 1; y++) {
    for (let at = y * width + 1, end = y * width + width - 1; at < end; at++) {
      const twice = 2 * pixels[at];
      const x = pixels[at + 1] + pixels[at - 1] - twice;
      const v = pixels[at + width] + pixels[at - width] - twice;
      const d = pixels[at + width + 1] + pixels[at - width - 1] - twice;
      const a = pixels[at + width - 1] + pixels[at - width + 1] - twice;
      sumX += x;
      sumY += v;
      sumD += d;
      sumA += a;
      squaresX += x * x;
      squaresY += v * v;
      squaresD += d * d;
      squaresA += a * a;
    }
  }
  const variance = (sum: number, squares: number) => squares / count - (sum / count) ** 2;
  // A diagonal step is √2 pixels long: its second difference is twice as large for the same edge.
  const least = Math.min(
    variance(sumX, squaresX),
    variance(sumY, squaresY),
    variance(sumD, squaresD) / 4,
    variance(sumA, squaresA) / 4,
  );
  return least / (contrast * contrast);
}

/** The number of 16 × 16 tiles (every 8 pixels) more than half clipped: each tile is four of tally's 8 × 8 blocks. */
function clippedTiles({ width, height }: Grey, { clippedInBlock, blocksWide }: ReturnType<typeof tally>) {
  const step = GLARE_TILE / 2;
  let tiles = 0;
  for (let top = 0; top + GLARE_TILE <= height; top += step) {
    for (let left = 0; left + GLARE_TILE <= width; left += step) {
      const at = (top / step) * blocksWide + left / step;
      const clipped =
        clippedInBlock[at] +
        clippedInBlock[at + 1] +
        clippedInBlock[at + blocksWide] +
        clippedInBlock[at + blocksWide + 1];
      if (clipped * 2 > GLARE_TILE * GLARE_TILE) tiles++;
    }
  }
  return tiles;
}

/**
 * Whether the document runs off the frame, two ways, each the largest share of one side of the frame: positions
 * along the side where a strong edge (the document's print or portrait) crosses a band 2 % of the short side deep,
 * its outermost pixel left out; and positions where the outermost pixels have the colour of the photo's centre (the
 * document's paper, when the background differs from it). A document set well inside the frame leaves only the
 * background there.
 */
function borderShares(grey: Grey) {
  const { pixels, width, height } = grey;
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  const paper = centreLevel(grey);
  const edgeAt = (x: number, y: number) => {
    const at = y * width + x;
    return Math.abs(pixels[at + 1] - pixels[at - 1]) + Math.abs(pixels[at + width] - pixels[at - width]) > STRONG_EDGE;
  };
  const paperAt = (x: number, y: number) => Math.abs(pixels[y * width + x] - paper) < PAPER_LEVELS;
  const share = (length: number, at: (position: number, depth: number) => [number, number]) => {
    let edges = 0;
    let papers = 0;
    for (let position = 1; position < length - 1; position++) {
      for (let depth = 1; depth <= band; depth++) {
        if (edgeAt(...at(position, depth))) {
          edges++;
          break;
        }
      }
      if (paperAt(...at(position, 1))) papers++;
    }
    return { edges: edges / Math.max(1, length - 2), paper: papers / Math.max(1, length - 2) };
  };
  const sides = [
    share(width, (x, d) => [x, d]),
    share(width, (x, d) => [x, height - 1 - d]),
    share(height, (y, d) => [d, y]),
    share(height, (y, d) => [width - 1 - d, y]),
  ];
  return { edges: Math.max(...sides.map((side) => side.edges)), paper: Math.max(...sides.map((side) => side.paper)) };
}

/** The median luminance of the middle ninth of the photo, where the document is held. */
function centreLevel({ pixels, width, height }: Grey) {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let y = Math.floor(height / 3); y < Math.ceil((2 * height) / 3); y++) {
    for (let x = Math.floor(width / 3); x < Math.ceil((2 * width) / 3); x++) {
      histogram[Math.min(255, Math.round(pixels[y * width + x]))]++;
      count++;
    }
  }
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level];
    if (seen * 2 >= count) return level;
  }
  return 255;
}

export interface PhotoMeasures {
  shortSide: number;
  sharpness: number;
  p1: number;
  p5: number;
  p99: number;
  clippedShare: number;
  clippedTiles: number;
  borderEdgeShare: number;
  borderPaperShare: number;
}

/** The figures the findings are decided on; `photo` is the photo's own size when `pixels` is a reduced copy of it. */
export function measurePhoto(pixels: RgbaPixels, photo: { width: number; height: number } = pixels): PhotoMeasures {
  const grey = greyCopy(pixels);
  const borders = borderShares(grey);
  return {
    ...readability(grey),
    shortSide: Math.min(photo.width, photo.height),
    borderEdgeShare: borders.edges,
    borderPaperShare: borders.paper,
  };
}

/** The measures a photo and a camera frame are both judged on: exposure, glare and sharpness. */
function readability(grey: Grey) {
  const tallied = tally(grey);
  const total = grey.pixels.length;
  const [p1, p5, p95, p99] = percentiles(tallied.histogram, total, [0.01, 0.05, 0.95, 0.99]);
  return {
    // The contrast leaves the brightest 5 % out: a glare's white is not the paper's.
    sharpness: sharpness(grey, Math.max(16, p95 - p1)),
    p1,
    p5,
    p99,
    clippedShare: tallied.clipped / total,
    clippedTiles: clippedTiles(grey, tallied),
  };
}

/** What is wrong with a photo, in the order the customer should fix it; an empty list for a good photo. */
export function findingsOf(measures: PhotoMeasures): PhotoFinding[] {
  const findings: PhotoFinding[] = [];
  const dark = measures.p99 < DARK_P99;
  const bright = measures.clippedShare > BRIGHT_CLIPPED_SHARE || measures.p1 > BRIGHT_P1;
  if (dark) findings.push('dark');
  if (bright) findings.push('bright');
  if (!bright && measures.clippedTiles > 0) findings.push('glare');
  // A photo too dark or too bright has lost the print and the paper these measure: its exposure is fixed first.
  const exposed = !dark && !bright;
  if (exposed && measures.sharpness < MIN_SHARPNESS) findings.push('blurry');
  if (exposed && (measures.borderEdgeShare > BORDER_EDGE_SHARE || measures.borderPaperShare > BORDER_PAPER_SHARE))
    findings.push('cutOff');
  if (measures.shortSide < MIN_SHORT_SIDE) findings.push('small');
  return findings;
}

export const checkPhotoQuality = (pixels: RgbaPixels, photo?: { width: number; height: number }) =>
  findingsOf(measurePhoto(pixels, photo));

/**
 * A live camera frame (CameraCapture.tsx): only what makes the photo about to be taken unreadable is judged — exposure,
 * glare and blur, with the photo's thresholds, on a copy of the same size. Size and cut-off are left to the photo
 * itself, once taken. `steadiness` is a coarse grey copy (STEADINESS_SIDE on its long side) for frameMotion.
 */
export function checkFrame(pixels: RgbaPixels): { findings: PhotoFinding[]; steadiness: Float32Array } {
  const grey = greyCopy(pixels);
  const findings = findingsOf({ ...readability(grey), shortSide: Infinity, borderEdgeShare: 0, borderPaperShare: 0 });
  return { findings, steadiness: coarseCopy(grey) };
}

/** The long side of the coarse copy two frames are compared on: small enough that sensor noise averages out. */
const STEADINESS_SIDE = 48;

function coarseCopy(grey: Grey) {
  const scale = STEADINESS_SIDE / Math.max(grey.width, grey.height);
  const width = Math.max(1, Math.round(grey.width * scale));
  const height = Math.max(1, Math.round(grey.height * scale));
  const sums = new Float32Array(width * height);
  const counts = new Uint32Array(width * height);
  const columnOf = new Uint32Array(grey.width);
  for (let x = 0; x < grey.width; x++) columnOf[x] = Math.min(width - 1, Math.floor((x * width) / grey.width));
  for (let y = 0, i = 0; y < grey.height; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / grey.height)) * width;
    for (let x = 0; x < grey.width; x++, i++) {
      sums[row + columnOf[x]] += grey.pixels[i];
      counts[row + columnOf[x]]++;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] /= Math.max(1, counts[i]);
  return sums;
}

/** How much the picture moved between two frames: the mean difference of their coarse copies, in luminance levels. */
export function frameMotion(previous: Float32Array, current: Float32Array) {
  if (previous.length !== current.length) return Infinity;
  let sum = 0;
  for (let i = 0; i < current.length; i++) sum += Math.abs(current[i] - previous[i]);
  return sum / current.length;
}
