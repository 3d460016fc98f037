import type * as v from 'valibot';
import type { BusinessAccountResponse } from '../../business';
import {
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  requestValues,
  type FormMappedKey,
  type PrefillMappedKey,
  type ReadBackMappedKey,
} from '../../step-fields';
import { yesNoChoiceOf } from '../kyb-shared';
import { COMPLIANCE_FIELDS, type ComplianceFields, type ComplianceRow } from './fields';
import type { ComplianceForm, ComplianceFormValues, ComplianceRequest, RegulatoryCompanyItem } from './schemas';

/*
 * KYB step 3's mappers, pure, where the form and the read-back hold a field otherwise (step-fields.ts, LEGACY): the
 * form's Yes/No to the request's booleans, a stored row to the read-back, the read-back to the form's values.
 */

type Compliance = v.InferOutput<typeof ComplianceForm>;

/** Step 3's form before any answer. */
export const EMPTY_COMPLIANCE: ComplianceFormValues = {
  ...emptyFormValues(COMPLIANCE_FIELDS),
  isComplianceRegulator: '',
  isComplianceIssue: '',
  isSanctioned: '',
};

/** The Yes/No answers from the form's radio groups; product §5: a detail is sent only after a Yes. */
const FROM_FORM = {
  complianceRegulator: (form) => {
    const registered = form.isComplianceRegulator === 'true';
    return {
      complianceRegulator: registered,
      nameOfRegulator: registered ? form.nameOfRegulator : '',
      regulatorNumber: registered ? form.regulatorNumber : '',
    };
  },
  complianceIssue: (form) => {
    const penalized = form.isComplianceIssue === 'true';
    return { complianceIssue: penalized, investigationDetail: penalized ? form.investigationDetail : '' };
  },
  sanctioned: (form) => ({ sanctioned: form.isSanctioned === 'true' }),
} satisfies Record<FormMappedKey<ComplianceFields>, (form: Compliance) => object>;

/** Product §3's regulatory payload. */
export const toComplianceRequest = (form: Compliance, accountId: number): ComplianceRequest => ({
  accountId,
  ...requestValues(COMPLIANCE_FIELDS, form),
  ...mapAll(FROM_FORM, form),
});

/** The regulatory answers in the product's read-back names, where they are not read back as stored. */
const READ_BACK = {
  complianceRegulator: (regulatory) => ({ isBusinessRegistered: regulatory.is_registered }),
  regulatorNumber: (regulatory) => ({ regNumber: regulatory.regulator_number }),
  complianceIssue: (regulatory) => ({ isBusinessPenalized: regulatory.is_penalized }),
  investigationDetail: (regulatory) => ({ penalizedDetail: regulatory.penalized_detail }),
  sanctioned: (regulatory) => ({ isSanctioned: regulatory.is_sanctioned }),
} satisfies Record<ReadBackMappedKey<ComplianceFields>, (regulatory: ComplianceRow) => object>;

/** businessAccounts' `regulatoryCompany` from the stored row, but its id. */
export const complianceReadBack = (regulatory: ComplianceRow) => ({
  ...readBackValues(COMPLIANCE_FIELDS, regulatory),
  ...mapAll(READ_BACK, regulatory),
});

/** The regulatory answers' form values where the form or the read-back name them otherwise. */
const PREFILLED = {
  complianceRegulator: (company) => ({ isComplianceRegulator: yesNoChoiceOf(company.isBusinessRegistered) }),
  regulatorNumber: (company) => ({ regulatorNumber: company.regNumber }),
  complianceIssue: (company) => ({ isComplianceIssue: yesNoChoiceOf(company.isBusinessPenalized) }),
  investigationDetail: (company) => ({ investigationDetail: company.penalizedDetail }),
  sanctioned: (company) => ({ isSanctioned: yesNoChoiceOf(company.isSanctioned) }),
} satisfies Record<
  PrefillMappedKey<ComplianceFields>,
  (company: RegulatoryCompanyItem) => Partial<ComplianceFormValues>
>;

/** Step 3's form as saved; null when the step was never saved. */
export function complianceFormValues({
  regulatoryCompany: company,
}: BusinessAccountResponse): ComplianceFormValues | null {
  if (!company) return null;
  return { ...prefilledValues(COMPLIANCE_FIELDS, company), ...mapAll(PREFILLED, company) };
}
