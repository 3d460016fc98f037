/**
 * A generated set of identity-card photos for the photo quality checks (src/ui/capture/photo-quality.ts), drawn in code as
 * RGBA pixels, with no downloaded image: a card with a coloured header, a portrait box and lines of glyph-like
 * strokes, on a shaded background, turned up to ±8°, a quarter of them portrait, softened by the lens (σ ≈ 0.7–1 px)
 * and noised like a JPEG. Each is drawn at the size the checks analyse (640 × 480, as the worker draws it), standing
 * for a photo 1.25–3.2 times larger. Each degraded photo has one fault at a calibrated level, in analysed pixels:
 * Gaussian blur (σ 2–4) or motion blur (8–20 px at any angle), a glare blob, under-exposure (gain 0.12–0.3),
 * over-exposure (gain 1.7–2.4 plus a lift), a 520 × 390 photo (too small to read), or the card running 12–35 % off one
 * side. Seeded, so every run draws the same set.
 */
import type { PhotoFinding } from '../../src/contract/photo-findings';
import type { RgbaPixels } from '../../src/ui/capture/photo-quality';

export interface SyntheticPhoto {
  name: string;
  /** The fault drawn into the photo, or null for a good photo. */
  fault: PhotoFinding | null;
  /** The photo's copy at the size the checks analyse (as the worker draws it), and the photo's own size. */
  pixels: RgbaPixels;
  photo: { width: number; height: number };
}

/** mulberry32: a small seeded generator, so the set is the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();

interface Scene {
  width: number;
  height: number;
  background: [number, number, number];
  card: [number, number, number];
  header: [number, number, number];
  cardWidth: number;
  centreX: number;
  centreY: number;
  angle: number;
  /** Per text line, per character, a 3 × 5 glyph as 15 bits. */
  glyphs: number[][];
}

const CARD_RATIO = 85.6 / 54;
const TEXT_LINES = 6;
const CHARACTERS = 18;

function tint(random: Random, level: number, spread: number): [number, number, number] {
  return [0, 1, 2].map(() => Math.max(0, Math.min(255, level + between(random, -spread, spread)))) as [
    number,
    number,
    number,
  ];
}

function scene(random: Random, width: number, height: number, offFrame: boolean): Scene {
  const cardWidth = between(random, 0.6, 0.78) * Math.min(width, height * 1.4);
  const cardHeight = cardWidth / CARD_RATIO;
  const angle = (between(random, -8, 8) * Math.PI) / 180;
  // The card's turned bounding box, kept 6 % inside the frame (or pushed off one side).
  const halfX = (Math.abs(Math.cos(angle)) * cardWidth + Math.abs(Math.sin(angle)) * cardHeight) / 2;
  const halfY = (Math.abs(Math.sin(angle)) * cardWidth + Math.abs(Math.cos(angle)) * cardHeight) / 2;
  const marginX = width * 0.06 + halfX;
  const marginY = height * 0.06 + halfY;
  let centreX = between(random, marginX, Math.max(marginX, width - marginX));
  let centreY = between(random, marginY, Math.max(marginY, height - marginY));
  if (offFrame) {
    const off = between(random, 0.12, 0.35);
    const side = Math.floor(random() * 4);
    if (side === 0) centreX = halfX - off * 2 * halfX;
    if (side === 1) centreX = width - halfX + off * 2 * halfX;
    if (side === 2) centreY = halfY - off * 2 * halfY;
    if (side === 3) centreY = height - halfY + off * 2 * halfY;
  }
  const glyphs = Array.from({ length: TEXT_LINES }, () =>
    Array.from({ length: CHARACTERS }, () => Math.floor(random() * 0x8000) | 0x4001),
  );
  return {
    width,
    height,
    background: tint(random, between(random, 50, 150), 25),
    card: tint(random, between(random, 195, 222), 8),
    header: tint(random, between(random, 70, 130), 50),
    cardWidth,
    centreX,
    centreY,
    angle,
    glyphs,
  };
}

const FACE = [120, 95, 80];
const PORTRAIT = [160, 170, 180];
const INK = [25, 30, 45];

/** The card's colour at (u, v) in [0, 1]², or null outside it. */
function cardColour(s: Scene, u: number, v: number): ArrayLike<number> | null {
  if (u < 0 || u > 1 || v < 0 || v > 1) return null;
  if (v < 0.14) {
    const inText = u > 0.08 && u < 0.7 && v > 0.04 && v < 0.1 && Math.floor(u * 90) % 3 !== 0;
    return inText ? s.card : s.header;
  }
  if (u > 0.05 && u < 0.3 && v > 0.22 && v < 0.85) {
    const dx = (u - 0.175) / 0.08;
    const dy = (v - 0.48) / 0.16;
    return dx * dx + dy * dy < 1 ? FACE : PORTRAIT;
  }
  const line = Math.floor((v - 0.24) / 0.1);
  const inLine = (v - 0.24) / 0.1 - line;
  if (line >= 0 && line < TEXT_LINES && inLine < 0.5 && u > 0.36 && u < 0.95) {
    const position = ((u - 0.36) / 0.59) * CHARACTERS;
    const character = Math.floor(position);
    const within = position - character;
    if (within < 0.75) {
      const column = Math.floor((within / 0.75) * 3);
      const row = Math.floor(inLine * 2 * 5);
      if ((s.glyphs[line][character] >> (row * 3 + column)) & 1) return INK;
    }
  }
  return s.card;
}

function draw(s: Scene): Float32Array {
  const { width, height } = s;
  const out = new Float32Array(width * height * 3);
  const cos = Math.cos(-s.angle);
  const sin = Math.sin(-s.angle);
  const cardHeight = s.cardWidth / CARD_RATIO;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - s.centreX;
      const dy = y - s.centreY;
      const colour = cardColour(s, (cos * dx - sin * dy) / s.cardWidth + 0.5, (sin * dx + cos * dy) / cardHeight + 0.5);
      const shade = colour ? 1 : 1 + 0.12 * Math.sin(x / (width * 0.3) + y / (height * 0.5));
      const from = colour ?? s.background;
      const at = (y * width + x) * 3;
      out[at] = from[0] * shade;
      out[at + 1] = from[1] * shade;
      out[at + 2] = from[2] * shade;
    }
  }
  return out;
}

/** One pass of a running box blur of `radius` along rows, or along columns when `vertical`. */
function boxPass(image: Float32Array, width: number, height: number, radius: number, vertical: boolean) {
  if (radius < 1) return;
  const length = vertical ? height : width;
  const lines = vertical ? width : height;
  const stride = vertical ? width * 3 : 3;
  const line = new Float32Array(length);
  for (let l = 0; l < lines; l++) {
    for (let c = 0; c < 3; c++) {
      const start = (vertical ? l * 3 : l * width * 3) + c;
      for (let i = 0; i < length; i++) line[i] = image[start + i * stride];
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += line[Math.min(length - 1, Math.max(0, i))];
      for (let i = 0; i < length; i++) {
        image[start + i * stride] = sum / (2 * radius + 1);
        sum += line[Math.min(length - 1, i + radius + 1)] - line[Math.max(0, i - radius)];
      }
    }
  }
}

/** A Gaussian blur of σ pixels, as three box blurs each way. */
function gaussianBlur(image: Float32Array, width: number, height: number, sigma: number) {
  const radius = Math.round((Math.sqrt((12 * sigma * sigma) / 3 + 1) - 1) / 2);
  for (let pass = 0; pass < 3; pass++) {
    boxPass(image, width, height, radius, false);
    boxPass(image, width, height, radius, true);
  }
}

/** A lens softer than a box blur can draw: the 3 × 3 binomial kernel, repeated (σ ≈ 0.7 per pass). */
function soften(image: Float32Array, width: number, height: number, passes: number) {
  const copy = new Float32Array(image.length);
  for (let pass = 0; pass < passes; pass++) {
    copy.set(image);
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        for (let c = 0; c < 3; c++) {
          const at = (y * width + x) * 3 + c;
          const row = 3 * width;
          image[at] =
            (4 * copy[at] +
              2 * (copy[at - 3] + copy[at + 3] + copy[at - row] + copy[at + row]) +
              copy[at - row - 3] +
              copy[at - row + 3] +
              copy[at + row - 3] +
              copy[at + row + 3]) /
            16;
        }
      }
    }
  }
}

/** A motion blur: the average along a line of `length` pixels at `angle`. */
function motionBlur(image: Float32Array, width: number, height: number, length: number, angle: number) {
  const copy = image.slice();
  image.fill(0);
  for (let i = 0; i < length; i++) {
    const t = i - (length - 1) / 2;
    const ox = Math.round(t * Math.cos(angle));
    const oy = Math.round(t * Math.sin(angle));
    for (let y = 0; y < height; y++) {
      const from = Math.min(height - 1, Math.max(0, y + oy)) * width;
      for (let x = 0; x < width; x++) {
        const source = (from + Math.min(width - 1, Math.max(0, x + ox))) * 3;
        const at = (y * width + x) * 3;
        image[at] += copy[source] / length;
        image[at + 1] += copy[source + 1] / length;
        image[at + 2] += copy[source + 2] / length;
      }
    }
  }
}

/** Exposure, sensor noise, and the 8-bit RGBA a decoded photo gives. */
function expose(image: Float32Array, random: Random, gain: number, lift: number): Uint8ClampedArray {
  const pixels = image.length / 3;
  const out = new Uint8ClampedArray(pixels * 4);
  const noise = between(random, 1.5, 4);
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < 3; c++)
      out[i * 4 + c] = image[i * 3 + c] * gain + lift + (random() + random() + random() - 1.5) * 2 * noise;
    out[i * 4 + 3] = 255;
  }
  return out;
}

function addGlare(
  image: Float32Array,
  width: number,
  height: number,
  glare: { x: number; y: number; sigma: number; strength: number },
) {
  const reach = glare.sigma * 3;
  for (let y = Math.max(0, Math.floor(glare.y - reach)); y < Math.min(height, glare.y + reach); y++) {
    for (let x = Math.max(0, Math.floor(glare.x - reach)); x < Math.min(width, glare.x + reach); x++) {
      const weight = glare.strength * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.sigma ** 2));
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) image[at + c] += (300 - image[at + c]) * Math.min(1, weight);
    }
  }
}

/** A portrait photo: the landscape one turned a quarter. */
function turned({ data, width, height }: RgbaPixels): RgbaPixels {
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      out.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (x * height + (height - 1 - y)) * 4);
  }
  return { data: out, width: height, height: width };
}

/** One photo: a good one when `fault` is null, else one with that fault. */
export function syntheticPhoto(seed: number, fault: PhotoFinding | null, motion = false): SyntheticPhoto {
  const random = seeded(seed);
  const portrait = random() < 0.25;
  const small = fault === 'small';
  const [width, height] = small ? [520, 390] : [640, 480];
  const photoScale = small ? 1 : between(random, 1.25, 3.2);
  const s = scene(random, width, height, fault === 'cutOff');
  const image = draw(s);
  soften(image, width, height, random() < 0.5 ? 1 : 2);
  if (fault === 'blurry') {
    if (motion) motionBlur(image, width, height, Math.round(between(random, 8, 20)), random() * Math.PI);
    else gaussianBlur(image, width, height, between(random, 2, 4));
  }
  if (fault === 'glare') {
    const cardHeight = s.cardWidth / CARD_RATIO;
    addGlare(image, width, height, {
      x: s.centreX + between(random, -0.3, 0.3) * s.cardWidth,
      y: s.centreY + between(random, -0.3, 0.3) * cardHeight,
      sigma: between(random, 0.04, 0.09) * s.cardWidth,
      strength: between(random, 1.3, 2.2),
    });
  }
  const gain =
    fault === 'dark'
      ? between(random, 0.12, 0.3)
      : fault === 'bright'
        ? between(random, 1.7, 2.4)
        : between(random, 0.88, 1.08);
  const lift = fault === 'bright' ? between(random, 20, 60) : 0;
  const data = expose(image, random, gain, lift);
  const photo = { width: Math.round(width * photoScale), height: Math.round(height * photoScale) };
  return {
    name: `${fault ?? 'good'}${motion ? '-motion' : ''}-${seed}`,
    fault,
    pixels: portrait ? turned({ data, width, height }) : { data, width, height },
    photo: portrait ? { width: photo.height, height: photo.width } : photo,
  };
}

/** The set: `good` good photos and `perFault` photos of each fault (blur half Gaussian, half motion). */
export function syntheticPhotoSet(good = 60, perFault = 16): SyntheticPhoto[] {
  const faults: PhotoFinding[] = ['dark', 'bright', 'glare', 'blurry', 'cutOff', 'small'];
  const set: SyntheticPhoto[] = [];
  for (let i = 0; i < good; i++) set.push(syntheticPhoto(1000 + i, null));
  faults.forEach((fault, f) => {
    for (let i = 0; i < perFault; i++)
      set.push(syntheticPhoto(10_000 * (f + 1) + i, fault, fault === 'blurry' && i % 2 === 1));
  });
  return set;
}

const PAGE_RATIO = 210 / 297;
const PAGE_LINES = 28;
const PAGE_CHARACTERS = 40;

/**
 * A bill photographed well: a white A4 page (luminance 232-250 before noise, so part of it clips) with dark print
 * (a heading, lines of small glyphs, a total in bold), upright and turned up to ±5°, filling 80-100 % of the frame's
 * height on a table, or taken close so the paper fills the frame. Nothing is wrong with it: the checks must not call
 * it too bright (issue 46: a clean bill was). `overexposed` draws the same page washed out (gain 1.4-1.9 plus a lift),
 * which must be flagged.
 */
export function syntheticWhitePage(seed: number, overexposed = false): SyntheticPhoto {
  const random = seeded(seed);
  const [width, height] = [640, 480];
  const close = random() < 0.35;
  const pageHeight = (close ? between(random, 1.3, 1.6) : between(random, 0.8, 1)) * height;
  const pageWidth = pageHeight * PAGE_RATIO;
  const angle = (between(random, -5, 5) * Math.PI) / 180;
  const centreX = width / 2 + between(random, -0.1, 0.1) * width;
  const centreY = height / 2 + (close ? 0 : between(random, -0.02, 0.02) * height);
  const paper = between(random, 232, 250);
  const table = tint(random, between(random, 60, 180), 30);
  const ink = between(random, 15, 55);
  const glyphs = Array.from({ length: PAGE_LINES }, () =>
    Array.from({ length: PAGE_CHARACTERS }, () => (random() < 0.2 ? 0 : Math.floor(random() * 0x8000) | 0x4001)),
  );
  // A bill's print is sparse: from a few lines to a full page.
  const lines = Math.round(between(random, 6, PAGE_LINES));
  const lineLength = Array.from({ length: PAGE_LINES }, () => between(random, 0.3, 1));
  const image = new Float32Array(width * height * 3);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - centreX;
      const dy = y - centreY;
      const u = (cos * dx - sin * dy) / pageWidth + 0.5;
      const v = (sin * dx + cos * dy) / pageHeight + 0.5;
      let level: ArrayLike<number> = table;
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1) {
        level = [paper, paper, paper];
        const heading = v > 0.06 && v < 0.1 && u > 0.08 && u < 0.45;
        const line = Math.floor((v - 0.14) / 0.028);
        const inLine = (v - 0.14) / 0.028 - line;
        if (heading && Math.floor(u * 120) % 4 !== 0) level = [ink, ink, ink];
        else if (line >= 0 && line < lines && inLine < 0.45 && u > 0.08 && u < 0.08 + 0.84 * lineLength[line]) {
          const position = ((u - 0.08) / 0.84) * PAGE_CHARACTERS;
          const within = position - Math.floor(position);
          const column = Math.floor((within / 0.8) * 3);
          const row = Math.floor((inLine / 0.45) * 5);
          if (within < 0.8 && (glyphs[line][Math.floor(position)] >> (row * 3 + column)) & 1) level = [ink, ink, ink];
        }
      }
      const at = (y * width + x) * 3;
      image[at] = level[0];
      image[at + 1] = level[1];
      image[at + 2] = level[2];
    }
  }
  soften(image, width, height, random() < 0.5 ? 1 : 2);
  const data = expose(
    image,
    random,
    overexposed ? between(random, 1.4, 1.9) : between(random, 0.97, 1.03),
    overexposed ? between(random, 20, 50) : 0,
  );
  const photoScale = between(random, 2, 4);
  return {
    name: `${overexposed ? 'bright' : 'good'}-page-${seed}`,
    fault: overexposed ? 'bright' : null,
    pixels: { data, width, height },
    photo: { width: Math.round(width * photoScale), height: Math.round(height * photoScale) },
  };
}

/** Clean white pages and as many overexposed ones. */
export const syntheticWhitePages = (count = 16) =>
  Array.from({ length: count }, (_, i) => [
    syntheticWhitePage(50_000 + i),
    syntheticWhitePage(60_000 + i, true),
  ]).flat();
