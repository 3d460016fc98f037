/**
 * Reads the MRZ of a photo: the band cut out (mrz-band.ts), its characters found one by one (mrz-glyphs.ts), each line
 * read by an OCR engine given as `recognize` (Tesseract in the browser's worker, or in Node for the tests and the
 * bench), and checked (mrz-text.ts). Null when no MRZ is read: the photo is still kept, and the reviewer sees 'not read'.
 */
import type { MrzReading } from '@/contract/mrz-findings';
import type { RgbaPixels } from './photo-quality';
import { greyBmp, mrzBand } from './mrz-band';
import { bandGlyphLines } from './mrz-glyphs';
import { readingOfLinesSeen, type OcrSymbol } from './mrz-text';

/** Tesseract's settings for an MRZ: one line of text per call, MRZ characters only, no dictionary. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
export const MRZ_INIT_CONFIG = { load_system_dawg: '0', load_freq_dawg: '0' };
export const MRZ_PAGE_SEGMENTATION = '7';

/** Reads one picture (an 8-bit BMP of one line of the MRZ): called once per line of print in the band. */
export type Recognize = (bmp: Uint8Array<ArrayBuffer>) => Promise<OcrSymbol[][]>;

/** The symbols of Tesseract's result, line by line (the result of recognize(image, {}, { blocks: true })). */
export function symbolsOf(
  blocks: Array<{
    paragraphs: Array<{
      lines: Array<{
        words: Array<{
          symbols: Array<{
            text: string;
            confidence: number;
            bbox: { x0: number; x1: number; y0: number; y1: number };
          }>;
        }>;
      }>;
    }>;
  }> | null,
) {
  return (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) =>
        line.words.flatMap((word) =>
          word.symbols.map((symbol) => ({ text: symbol.text, confidence: symbol.confidence, ...symbol.bbox })),
        ),
      ),
    ),
  );
}

/** The most lines an MRZ has (TD1): only the band's bottom lines are read. */
const MOST_LINES = 3;

export async function readMrz(
  pixels: RgbaPixels,
  recognize: Recognize,
  today = new Date(),
): Promise<MrzReading | null> {
  const band = mrzBand(pixels);
  if (!band) return null;
  const seen = [];
  for (const line of bandGlyphLines(band).slice(-MOST_LINES))
    seen.push({ ...line, symbols: (await recognize(greyBmp(line.image))).flat() });
  return readingOfLinesSeen(seen, today);
}
