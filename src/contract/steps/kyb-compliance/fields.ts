import * as v from 'valibot';
import { optionalText } from '../../common';
import type { ReviewFieldKey } from '../../review-labels';
import { LEGACY, stepField, type Columns } from '../../step-fields';
import { YesNoBoolean } from '../kyb-shared';

/* KYB step 3, the regulatory compliance: its fields (schemas.ts: form, request, read-back; mappers.ts: between them). */

/** A Yes/No answer of the request, read back, shown to the reviewer and held by the form under names of their own. */
const yesNoAnswer = <const C extends string>(key: string, column: C, label: ReviewFieldKey) =>
  stepField({ schema: YesNoBoolean(key), column, readBack: LEGACY, review: { label, shows: 'worded' }, form: LEGACY });

/** A detail given on Yes: the reviewer reads it only then. */
const detailOnYes = <
  S extends v.GenericSchema<string | undefined, string>,
  const C extends string,
  const R extends v.GenericSchema | typeof LEGACY,
>(
  schema: S,
  column: C,
  readBack: R,
  label: ReviewFieldKey,
) => stepField({ schema, column, readBack, review: { label, shows: 'worded' }, form: { empty: '' } });

/**
 * KYB step 3, the regulatory compliance (product §3), field by field in the reviewer's order: the request's key, the
 * regulatory_companies column, the read-back, the reviewer's line and the form's empty value (step-fields.ts).
 */
export const COMPLIANCE_FIELDS = {
  /** Registered with a regulator. */
  complianceRegulator: yesNoAnswer('complianceRegulator', 'is_registered', 'registeredWithRegulator'),
  nameOfRegulator: detailOnYes(optionalText(), 'name_of_regulator', v.string(), 'nameOfRegulator'),
  regulatorNumber: detailOnYes(optionalText(60), 'regulator_number', LEGACY, 'regulatorNumber'),
  /** Penalized or investigated. */
  complianceIssue: yesNoAnswer('complianceIssue', 'is_penalized', 'penalized'),
  investigationDetail: detailOnYes(optionalText(2000), 'penalized_detail', LEGACY, 'investigationDetails'),
  sanctioned: yesNoAnswer('sanctioned', 'is_sanctioned', 'sanctioned'),
};
export type ComplianceFields = typeof COMPLIANCE_FIELDS;

/** A regulatory_companies row's declared columns as stored. */
export type ComplianceRow = Columns<ComplianceFields>;
