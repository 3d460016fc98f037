import { describe, expect, it } from 'vitest';
import { PHOTO_FINDINGS } from '../../src/contract/photo-findings';
import { checkPhotoQuality } from '../../src/ui/photo-quality';
import { syntheticPhotoSet } from '../helpers/synthetic-photos';

describe('the photo quality checks on the generated set', () => {
  it('find each fault with precision and recall of at least 0.9, and pass 98 % of the good photos', () => {
    const results = syntheticPhotoSet().map((photo) => ({ photo, findings: checkPhotoQuality(photo.pixels, photo.photo) }));
    const good = results.filter(({ photo }) => photo.fault === null);
    const goodPassing = good.filter(({ findings }) => findings.length === 0).length / good.length;
    const lines = [`good photos passing every check: ${(goodPassing * 100).toFixed(1)} % of ${good.length}`];
    const figures = PHOTO_FINDINGS.map((check) => {
      const flagged = results.filter(({ findings }) => findings.includes(check));
      const truePositives = flagged.filter(({ photo }) => photo.fault === check).length;
      const faulty = results.filter(({ photo }) => photo.fault === check).length;
      const precision = flagged.length ? truePositives / flagged.length : 0;
      const recall = truePositives / faulty;
      lines.push(`${check.padEnd(7)} precision ${precision.toFixed(2)}  recall ${recall.toFixed(2)}  (${faulty} photos)`);
      return { check, precision, recall };
    });
    console.log(`Photo quality checks, ${results.length} generated photos:\n  ${lines.join('\n  ')}`);
    expect(goodPassing).toBeGreaterThanOrEqual(0.98);
    for (const { check, precision, recall } of figures)
      expect({ check, precision: precision >= 0.9, recall: recall >= 0.9 }).toEqual({ check, precision: true, recall: true });
  }, 120_000);

  it('judge a 12-megapixel photo by its own size, not by the reduced copy analysed', () => {
    const [photo] = syntheticPhotoSet(1, 0);
    expect(checkPhotoQuality(photo.pixels, { width: 4000, height: 3000 })).toEqual([]);
    expect(checkPhotoQuality(photo.pixels, { width: 560, height: 420 })).toEqual(['small']);
  });
});
