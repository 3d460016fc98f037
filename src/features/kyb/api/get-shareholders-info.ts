import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BusinessPersonFormValues, OwnershipFormValues, ShareholdersInfoResponse } from '@/contract';
import { personFormValues } from '@/contract/steps/kyb-ownership/mappers';
import { api } from '@/app/api';
import { downloadDocument } from './download-document';

/** GET /accounts/shareholdersInfo?account_id= (product §7: retried 2 times on failure). */
export const shareholdersInfoQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['kyb', 'shareholdersInfo', accountId],
    queryFn: () => api.call('shareholdersInfo', { query: { account_id: accountId } }),
    retry: 2,
    refetchOnWindowFocus: false,
  });

export interface SavedOwnership {
  form: OwnershipFormValues;
  people: BusinessPersonFormValues[];
}

/**
 * Step 1 as saved: the ownership document and one working-list entry per person (a person who is both director and
 * shareholder is in both read-back lists), documents downloaded; null when the step was never saved.
 */
export async function savedOwnership({
  directors,
  shareholders,
  ownership,
}: ShareholdersInfoResponse): Promise<SavedOwnership | null> {
  if (!ownership) return null;
  const people = [...directors, ...shareholders].filter(
    (person, index, all) => all.findIndex((other) => other.personalInfoId === person.personalInfoId) === index,
  );
  const entries = await Promise.all(
    people.map(async (person, index) =>
      personFormValues(person, index + 1, {
        identificationDocument: await downloadDocument(person.identificationAttachment, person.identificationName),
        proofOfAddressDocument: await downloadDocument(
          person.proofOfAddressAttachment,
          person.proofOfAddressAttachmentName,
        ),
      }),
    ),
  );
  return {
    form: {
      ownershipStructure: await downloadDocument(ownership.ownershipAttachment, ownership.ownershipAttachmentName),
    },
    people: entries,
  };
}

/** Step 1 as saved, documents downloaded once for both the form and the working list. */
export const savedOwnershipQuery = (client: QueryClient, accountId: number) =>
  queryOptions({
    queryKey: ['kyb', 'savedOwnership', accountId],
    queryFn: async () => savedOwnership(await client.fetchQuery(shareholdersInfoQuery(accountId))),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
