import * as v from 'valibot';
import { defineEndpoint, DOCUMENT_REQUEST_MAX_BODY } from './endpoint';
import { MessageResponse } from './common';
import {
  AccountIdQuery,
  AccountsByProfileResponse,
  CustomerIdentityRequest,
  CustomerIdentityResponse,
  CustomerOtherInfoRequest,
  CustomerOtherInfoResponse,
  DocumentParams,
  IndividualAccountResponse,
  ProfileQuery,
  SaveCustomerAccountRequest,
  SaveCustomerAccountResponse,
} from './accounts';

const tag = 'Accounts';

/** The accounts list, the individual (KYC) onboarding, deletions, and the documents' download URL. */
export const accountsEndpoints = {
  allAccountsByProfile: defineEndpoint({
    method: 'GET',
    path: '/accounts/allAccountsByProfile',
    tag,
    auth: 'user',
    summary: "The caller's individual and business accounts",
    query: ProfileQuery,
    response: AccountsByProfileResponse,
  }),
  saveCustomerAccount: defineEndpoint({
    method: 'POST',
    path: '/accounts/saveCustomerAccount',
    tag,
    auth: 'user',
    summary: 'Create an account (1 individual, 2 corporate) to onboard',
    body: SaveCustomerAccountRequest,
    response: SaveCustomerAccountResponse,
  }),
  saveOrUpdateCustomerIdentity: defineEndpoint({
    method: 'POST',
    path: '/accounts/saveOrUpdateCustomerIdentity',
    tag,
    auth: 'user',
    summary: "KYC step 1: the individual's personal details; the user becomes Active",
    body: CustomerIdentityRequest,
    response: CustomerIdentityResponse,
  }),
  saveCustomerOtherInfo: defineEndpoint({
    method: 'POST',
    path: '/accounts/saveCustomerOtherInfo',
    tag,
    auth: 'user',
    summary: 'KYC step 2: identity document, proof of address and other information',
    body: CustomerOtherInfoRequest,
    response: CustomerOtherInfoResponse,
    maxBody: DOCUMENT_REQUEST_MAX_BODY,
  }),
  individualAccounts: defineEndpoint({
    method: 'GET',
    path: '/accounts/individualAccounts',
    tag,
    auth: 'user',
    summary: 'One individual account as saved, to edit it',
    query: AccountIdQuery,
    response: IndividualAccountResponse,
  }),
  deleteKycAccount: defineEndpoint({
    method: 'DELETE',
    path: '/accounts/deleteKycAccount',
    tag,
    auth: 'user',
    summary: 'Delete an individual account and its documents',
    query: AccountIdQuery,
    response: MessageResponse,
  }),
  deleteKybAccount: defineEndpoint({
    method: 'DELETE',
    path: '/accounts/deleteKybAccount',
    tag,
    auth: 'user',
    summary: 'Delete a business account and its documents',
    query: AccountIdQuery,
    response: MessageResponse,
  }),
  /** Binary, not JSON: fetch it with fetchDocument (client.ts). The read-back shapes give its URL. */
  fetchDocument: defineEndpoint({
    method: 'GET',
    path: '/documents/{documentId}',
    tag: 'Documents',
    auth: 'user',
    summary: "A stored document's content (binary), for its owner only (beyond the product description)",
    params: DocumentParams,
    response: v.blob(),
  }),
};

/** The URL the read-back shapes give for a document; fetchDocument downloads it. */
export const documentPath = (documentId: string) => `/documents/${documentId}`;
