/**
 * Draft and outbox ids of the two KYC tabs (src/offline/README.md): one pair per account, 'new' while the account
 * being onboarded may not have its id yet. A tab's draft and its submitted step share the id.
 */
export interface KycStepIds {
  identity: string;
  other: string;
}

export const kycStepIds = (accountId: number | 'new'): KycStepIds => ({
  identity: `kyc/identity:${accountId}`,
  other: `kyc/other:${accountId}`,
});
