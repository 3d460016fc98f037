import { describe, expect, it } from 'vitest';
import { PHOTO_FINDINGS } from '../../src/contract/photo-findings';
import { checkPhotoQuality } from '../../src/ui/capture/photo-quality';
import { syntheticPhotoSet, syntheticWhitePages } from '../helpers/synthetic-photos';

describe('the photo quality checks on the generated set', () => {
  it('find each fault with precision and recall of at least 0.9, and pass 98 % of the good photos', () => {
    const results = syntheticPhotoSet().map((photo) => ({
      photo,
      findings: checkPhotoQuality(photo.pixels, photo.photo),
    }));
    const good = results.filter(({ photo }) => photo.fault === null);
    const goodPassing = good.filter(({ findings }) => findings.length === 0).length / good.length;
    const lines = [`good photos passing every check: ${(goodPassing * 100).toFixed(1)} % of ${good.length}`];
    const figures = PHOTO_FINDINGS.map((check) => {
      const flagged = results.filter(({ findings }) => findings.includes(check));
      const truePositives = flagged.filter(({ photo }) => photo.fault === check).length;
      const faulty = results.filter(({ photo }) => photo.fault === check).length;
      const precision = flagged.length ? truePositives / flagged.length : 0;
      const recall = truePositives / faulty;
      lines.push(
        `${check.padEnd(7)} precision ${precision.toFixed(2)}  recall ${recall.toFixed(2)}  (${faulty} photos)`,
      );
      return { check, precision, recall };
    });
    console.log(`Photo quality checks, ${results.length} generated photos:\n  ${lines.join('\n  ')}`);
    expect(goodPassing).toBeGreaterThanOrEqual(0.98);
    for (const { check, precision, recall } of figures)
      expect({ check, precision: precision >= 0.9, recall: recall >= 0.9 }).toEqual({
        check,
        precision: true,
        recall: true,
      });
  }, 120_000);

  it('do not call a clean white page too bright (a bill: white paper, dark print), and still flag it overexposed', () => {
    const results = syntheticWhitePages().map((photo) => ({
      photo,
      bright: checkPhotoQuality(photo.pixels, photo.photo).includes('bright'),
    }));
    const flagged = results.filter(({ bright }) => bright);
    const precision = flagged.filter(({ photo }) => photo.fault === 'bright').length / flagged.length;
    const recall =
      flagged.filter(({ photo }) => photo.fault === 'bright').length /
      results.filter(({ photo }) => photo.fault === 'bright').length;
    console.log(
      `White pages, ${results.length} generated: bright precision ${precision.toFixed(2)}  recall ${recall.toFixed(2)}`,
    );
    expect(
      results.filter(({ photo, bright }) => photo.fault === null && bright).map(({ photo }) => photo.name),
    ).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.94);
    expect(recall).toBeGreaterThanOrEqual(0.94);
  }, 60_000);

  it('judge a 12-megapixel photo by its own size, not by the reduced copy analysed', () => {
    const [photo] = syntheticPhotoSet(1, 0);
    expect(checkPhotoQuality(photo.pixels, { width: 4000, height: 3000 })).toEqual([]);
    expect(checkPhotoQuality(photo.pixels, { width: 560, height: 420 })).toEqual(['small']);
  });
});
