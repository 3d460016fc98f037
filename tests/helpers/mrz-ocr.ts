/** The MRZ reader of src/ui/capture/mrz-reader.ts with Tesseract in Node (worker threads), the language data from its npm package. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';
import { createWorker } from 'tesseract.js';
import {
  MRZ_CHARACTERS,
  MRZ_INIT_CONFIG,
  MRZ_PAGE_SEGMENTATION,
  readMrz,
  symbolsOf,
} from '../../src/ui/capture/mrz-reader';

const langPath = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export async function nodeMrzReader() {
  const worker = await createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true }, MRZ_INIT_CONFIG);
  await worker.setParameters({
    tessedit_char_whitelist: MRZ_CHARACTERS,
    tessedit_pageseg_mode: MRZ_PAGE_SEGMENTATION as never,
  });
  const recognize = async (bmp: Uint8Array<ArrayBuffer>) =>
    symbolsOf((await worker.recognize(Buffer.from(bmp), {}, { blocks: true })).data.blocks);
  return {
    read: (jpegBytes: Buffer, today?: Date) => readMrz(jpeg.decode(jpegBytes, { useTArray: true }), recognize, today),
    close: () => worker.terminate(),
  };
}
