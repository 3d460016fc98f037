import * as v from 'valibot';
import { AccountIdSchema, optionalText } from '../../common';
import type { ReviewFieldKey } from '../../review-labels';
import { formEntries, LEGACY, readBackEntries, requestEntries, stepField, type Columns } from '../../step-fields';
import { enter } from '../../validation';
import { issueAt, YesNoBoolean, YesNoChoice, type PathInput } from '../kyb-shared';

/* KYB step 3, the regulatory compliance: fields, form, request, read-back. */

/**
 * Product §5: registered with a regulator asks for its name and number, penalized or investigated for the details. The
 * form's radio groups ('true' / 'false') and the request's booleans have their own names: `registered`, `penalized`.
 * Like partialCheck, each rule waits only for its own two fields to be valid, so the form shows it while the rest is unfilled.
 */
const complianceRules = <T>(registered: string, penalized: string) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as PathInput | null;
    if (typeof input !== 'object' || input === null) return;
    const invalid = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    const detailsOnYes = [
      [registered, 'nameOfRegulator', 'theNameOfTheRegulator'],
      [registered, 'regulatorNumber', 'theRegulatorNumber'],
      [penalized, 'investigationDetail', 'theInvestigationDetails'],
    ] as const;
    for (const [answer, detail, what] of detailsOnYes) {
      const saidYes = input[answer] === true || input[answer] === 'true';
      if (!invalid.has(answer) && !invalid.has(detail) && saidYes && input[detail] === '')
        addIssue(issueAt(input, detail, enter(what)));
    }
  });

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

/** The compliance form: Yes/No answers as the radio groups hold them, details shown (and required) only on Yes. */
export const ComplianceForm = v.pipe(
  v.object({
    ...formEntries(COMPLIANCE_FIELDS),
    isComplianceRegulator: YesNoChoice,
    isComplianceIssue: YesNoChoice,
    isSanctioned: YesNoChoice,
  }),
  complianceRules('isComplianceRegulator', 'isComplianceIssue'),
);
export type ComplianceFormValues = v.InferInput<typeof ComplianceForm>;

export const ComplianceRequest = v.pipe(
  v.object({ accountId: AccountIdSchema, ...requestEntries(COMPLIANCE_FIELDS) }),
  complianceRules('complianceRegulator', 'complianceIssue'),
  // Product §5: the regulator's details are kept only when registered, the investigation only when penalized.
  v.transform((input) => ({
    ...input,
    nameOfRegulator: input.complianceRegulator ? input.nameOfRegulator : '',
    regulatorNumber: input.complianceRegulator ? input.regulatorNumber : '',
    investigationDetail: input.complianceIssue ? input.investigationDetail : '',
  })),
);
export type ComplianceRequest = v.InferInput<typeof ComplianceRequest>;

export const ComplianceResponse = v.object({
  accountId: v.number(),
  regulatoryCompanyId: v.number(),
  accountStatusId: v.number(),
});

export const RegulatoryCompanyItem = v.object({
  regulatoryCompanyId: v.number(),
  ...readBackEntries(COMPLIANCE_FIELDS),
  isBusinessRegistered: v.boolean(),
  regNumber: v.string(),
  isBusinessPenalized: v.boolean(),
  penalizedDetail: v.string(),
  isSanctioned: v.boolean(),
});
export type RegulatoryCompanyItem = v.InferOutput<typeof RegulatoryCompanyItem>;

/** A regulatory_companies row's declared columns as stored. */
export type ComplianceRow = Columns<ComplianceFields>;
