import type * as v from 'valibot';
import type { ComplianceForm, ComplianceRequest } from '@/contract';

/** Product §3's regulatory payload; product §5: the regulator's details are sent only when registered. */
export const toComplianceRequest = (form: v.InferOutput<typeof ComplianceForm>, accountId: number): ComplianceRequest => ({
  accountId,
  complianceRegulator: form.isComplianceRegulator === 'true',
  nameOfRegulator: form.isComplianceRegulator === 'true' ? form.nameOfRegulator : '',
  regulatorNumber: form.isComplianceRegulator === 'true' ? form.regulatorNumber : '',
  complianceIssue: form.isComplianceIssue === 'true',
  investigationDetail: form.isComplianceIssue === 'true' ? form.investigationDetail : '',
  sanctioned: form.isSanctioned === 'true',
});
