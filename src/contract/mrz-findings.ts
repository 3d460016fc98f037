import * as v from 'valibot';

/*
 * What the device read in an identity document's machine-readable zone (ICAO 9303: passports TD3, ID cards TD1 and
 * TD2) and how it compares with what the customer typed (src/ui/capture/mrz-*.ts). Sent with KYC step 2 as the device's
 * findings for the identity document, stored with it and shown to the reviewer as a table, labelled as the device's.
 */

export const MRZ_FORMATS = ['TD1', 'TD2', 'TD3'] as const;
export type MrzFormatName = (typeof MRZ_FORMATS)[number];

/** The identity fields compared, in the order the reviewer's table shows them. */
export const MRZ_COMPARED_FIELDS = [
  'surname',
  'givenNames',
  'dateOfBirth',
  'documentNumber',
  'nationality',
  'sex',
] as const;
export type MrzComparedField = (typeof MRZ_COMPARED_FIELDS)[number];

/** A reading on the device (not sent as such: its comparison is). Dates are ISO; names as the MRZ writes them. */
export interface MrzReading {
  format: MrzFormatName;
  lines: string[];
  /** Every check digit right. */
  valid: boolean;
  checks: { documentNumber: boolean; dateOfBirth: boolean; expiryDate: boolean; composite: boolean };
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  dateOfBirth: string | null;
  expiryDate: string | null;
  sex: 'M' | 'F' | null;
}

const Short = v.pipe(v.string(), v.maxLength(80));

export const MrzComparison = v.object({
  field: v.picklist(MRZ_COMPARED_FIELDS),
  /** What the customer typed; null when the step does not ask for it (e.g. the document number of another type). */
  typed: v.nullable(Short),
  read: Short,
  matches: v.boolean(),
});
export type MrzComparison = v.InferOutput<typeof MrzComparison>;

export const MrzFindingsSchema = v.variant('status', [
  /** The OCR found no MRZ it could read: the photo is kept, and the reviewer is told. */
  v.object({ status: v.literal('notRead') }),
  v.object({
    status: v.literal('read'),
    format: v.picklist(MRZ_FORMATS),
    checks: v.object({
      documentNumber: v.boolean(),
      dateOfBirth: v.boolean(),
      expiryDate: v.boolean(),
      composite: v.boolean(),
    }),
    comparisons: v.pipe(v.array(MrzComparison), v.maxLength(MRZ_COMPARED_FIELDS.length)),
    expiryDate: v.nullable(v.pipe(v.string(), v.isoDate())),
  }),
]);
export type MrzFindings = v.InferOutput<typeof MrzFindingsSchema>;
