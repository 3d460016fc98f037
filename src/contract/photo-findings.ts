import * as v from 'valibot';

/**
 * What the device's quality checks found wrong with a document photo (src/ui/capture/photo-quality.ts). A finding the customer
 * kept with "Use it anyway" is sent with the step and shown to the reviewer, labelled as the device's finding.
 */
export const PHOTO_FINDINGS = ['dark', 'bright', 'glare', 'blurry', 'cutOff', 'small'] as const;
export type PhotoFinding = (typeof PHOTO_FINDINGS)[number];
export const PhotoFindingsSchema = v.pipe(v.array(v.picklist(PHOTO_FINDINGS)), v.maxLength(PHOTO_FINDINGS.length));
