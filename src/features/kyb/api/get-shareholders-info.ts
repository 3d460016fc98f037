import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { yesNoChoiceOf, type BusinessPersonFormValues, type OwnershipFormValues, type ShareholdersInfoResponse } from '@/contract';
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
export async function savedOwnership({ directors, shareholders, ownership }: ShareholdersInfoResponse): Promise<SavedOwnership | null> {
  if (!ownership) return null;
  const people = [...directors, ...shareholders].filter(
    (person, index, all) => all.findIndex((other) => other.personalInfoId === person.personalInfoId) === index,
  );
  const entries = await Promise.all(
    people.map(async (person, index): Promise<BusinessPersonFormValues> => ({
      id: index + 1,
      personalInfoId: person.personalInfoId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      dob: person.dob,
      phone: person.mobileNumber ? `${person.mobileCountryCode}${person.mobileNumber}` : '',
      countryOfResidence: person.countryOfResidence,
      stateOfResidence: String(person.stateOfResidence),
      cityOfResidence: person.cityOfResidence === null ? '' : String(person.cityOfResidence),
      cityOfResidenceName: person.cityOfResidenceName ?? '',
      postalCode: person.postalCode,
      streetAddress: person.streetAddress,
      nationality: person.nationality,
      verificationType: person.verificationType,
      verificationCode: person.verificationCode,
      IsPoliticallyExposed: yesNoChoiceOf(person.politicallyExposed),
      identificationNumber: person.identificationNumber,
      identifcationType: String(person.identifcationType),
      identificationDocument: await downloadDocument(person.identificationAttachment, person.identificationName),
      proofOfAddressIdentificationType: String(person.proofOfAddressIdentificationType),
      proofOfAddressDocument: await downloadDocument(person.proofOfAddressAttachment, person.proofOfAddressAttachmentName),
      numberOfShares: person.numberOfShares,
      directorRole: person.directorRole,
      isDirectorInfo: person.isDirectorInfo,
      isShareholderInfo: person.isShareholderInfo,
    })),
  );
  return { form: { ownershipStructure: await downloadDocument(ownership.ownershipAttachment, ownership.ownershipAttachmentName) }, people: entries };
}

/** Step 1 as saved, documents downloaded once for both the form and the working list. */
export const savedOwnershipQuery = (client: QueryClient, accountId: number) =>
  queryOptions({
    queryKey: ['kyb', 'savedOwnership', accountId],
    queryFn: async () => savedOwnership(await client.fetchQuery(shareholdersInfoQuery(accountId))),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
