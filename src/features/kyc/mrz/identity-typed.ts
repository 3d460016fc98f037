/**
 * What the customer typed on the identity tab, for the other tab to compare with the identity document's MRZ.
 * The identity tab is not mounted while the other is, and its draft is gone once its step reached the server:
 * the values it last sent are kept here, in memory only (never written anywhere unsealed). After a reload the
 * identity tab's draft (a step not yet sent) or the account's saved values (editing) stand in; with none of them,
 * only the other tab's own field (the document's number) is compared.
 */
import type { IdentityValues } from '@/contract/steps/kyc-identity/mappers';

const sentByStep = new Map<string, IdentityValues>();

export function rememberSentIdentity(stepId: string, values: IdentityValues) {
  sentByStep.set(stepId, values);
}

export const sentIdentity = (stepId: string) => sentByStep.get(stepId);
