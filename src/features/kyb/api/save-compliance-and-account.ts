import type * as v from 'valibot';
import {
  COMPLIANCE_FIELDS,
  mapAll,
  requestValues,
  type ComplianceFields,
  type ComplianceForm,
  type ComplianceRequest,
  type FormMappedKey,
} from '@/contract';

type Compliance = v.InferOutput<typeof ComplianceForm>;

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
