import * as v from 'valibot';
import { AccountIdSchema } from '../../common';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { enter } from '../../validation';
import { issueAt, YesNoChoice, type PathInput } from '../kyb-shared';
import { COMPLIANCE_FIELDS } from './fields';

/* KYB step 3, the regulatory compliance: form, request, read-back. */

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
