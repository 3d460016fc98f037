/**
 * Writes src/ui/capture/mrz-ocrb.ts: OCR-B's characters of the MRZ sampled on GLYPH_GRID (src/ui/capture/mrz-glyphs.ts), for the
 * reader to tell apart the characters the OCR confuses (0 and O, 8 and B, 2 and Z, 6 and G, ...). Drawn in Chromium
 * from Debian's fonts-ocr-b (public domain). Run again after a change of the grid or the sampling:
 * `node --import tsx scripts/mrz-ocrb.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/helpers/chromium';
import { OCR_B_FONT } from '../tests/helpers/synthetic-mrz';
import { glyphSample, GLYPH_GRID } from '../src/ui/capture/mrz-glyphs';

const CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SIZE = 200;
/**
 * Print and photograph thicken OCR-B's strokes: drawn 12 px bolder at 200 px, its shapes matched 97.5 % of the
 * generated photos' characters against 90 % as drawn (6 px: 95 %, 18 px: 95 %).
 */
const BOLDER = 12;

/** Runs in Chromium: each character black on white, its grey pixels and the box of its ink. */
async function drawCharacters({
  font,
  characters,
  size,
  bolder,
}: {
  font: string;
  characters: string;
  size: number;
  bolder: number;
}) {
  const face = new FontFace(
    'OCR-B',
    Uint8Array.from(atob(font), (c) => c.charCodeAt(0)),
  );
  await face.load();
  document.fonts.add(face);
  return [...characters].map((character) => {
    const canvas = new OffscreenCanvas(size * 2, size * 2);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, size * 2, size * 2);
    g.fillStyle = '#000';
    g.font = `${size}px "OCR-B"`;
    g.fillText(character, size / 2, size * 1.5);
    g.strokeStyle = '#000';
    g.lineWidth = bolder;
    g.strokeText(character, size / 2, size * 1.5);
    const rgba = g.getImageData(0, 0, size * 2, size * 2).data;
    const pixels: number[] = [];
    const box = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
    for (let i = 0; i < rgba.length; i += 4) {
      pixels.push(rgba[i]);
      if (rgba[i] < 128) {
        const x = (i / 4) % (size * 2);
        const y = Math.floor(i / 4 / (size * 2));
        box.x0 = Math.min(box.x0, x);
        box.x1 = Math.max(box.x1, x + 1);
        box.y0 = Math.min(box.y0, y);
        box.y1 = Math.max(box.y1, y + 1);
      }
    }
    return { character, pixels, box };
  });
}

const browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const drawn = await page.evaluate(drawCharacters, {
    font: readFileSync(OCR_B_FONT).toString('base64'),
    characters: CHARACTERS,
    size: SIZE,
    bolder: BOLDER,
  });
  const height = drawn.find(({ character }) => character === 'H')!.box;
  const characterHeight = height.y1 - height.y0;
  const samples = drawn.map(({ character, pixels, box }) => {
    const sample = glyphSample(
      { pixels: Uint8ClampedArray.from(pixels), width: SIZE * 2, height: SIZE * 2 },
      box,
      characterHeight,
    );
    return `  ${character}: '${Buffer.from(Array.from(sample, (value) => Math.round(value * 255))).toString('base64')}',`;
  });
  writeFileSync(
    'src/ui/capture/mrz-ocrb.ts',
    `/**
 * OCR-B's characters of the MRZ, each sampled on GLYPH_GRID (${GLYPH_GRID.columns} × ${GLYPH_GRID.rows}, ink 255) by glyphSample
 * (mrz-glyphs.ts), base64. Written by scripts/mrz-ocrb.ts from Debian's fonts-ocr-b (public domain): do not edit.
 */
export const OCR_B_SAMPLES: Record<string, string> = {
${samples.join('\n')}
};
`,
  );
} finally {
  await browser.close();
}
