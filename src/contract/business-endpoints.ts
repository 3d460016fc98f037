import { defineEndpoint, DOCUMENT_REQUEST_MAX_BODY } from './endpoint';
import {
  BusinessAccountQuery,
  BusinessAccountResponse,
  BusinessActivityRequest,
  BusinessActivityResponse,
  BusinessInfoRequest,
  BusinessInfoResponse,
  ComplianceRequest,
  ComplianceResponse,
  OwnershipRequest,
  OwnershipResponse,
  ShareholdersInfoResponse,
} from './business';

const tag = 'Business onboarding (KYB)';
const common = { tag, auth: 'user' } as const;

export const businessEndpoints = {
  saveBusinessInfo: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/accounts/saveBusinessInfo',
    summary: 'KYB step 0: business information and its four documents (replaces what the account had)',
    body: BusinessInfoRequest,
    response: BusinessInfoResponse,
    maxBody: DOCUMENT_REQUEST_MAX_BODY,
  }),
  saveShareholdersInfo: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/accounts/saveShareholdersInfo',
    summary:
      'KYB step 1: the ownership structure document and every director and shareholder (the list replaces the stored one)',
    body: OwnershipRequest,
    response: OwnershipResponse,
    maxBody: DOCUMENT_REQUEST_MAX_BODY,
  }),
  saveBusinessActivity: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/accounts/saveBusinessActivity',
    summary: 'KYB step 2: intended use, volumes, politically exposed persons and source of funds',
    body: BusinessActivityRequest,
    response: BusinessActivityResponse,
  }),
  saveComplianceAndAccount: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/accounts/saveComplianceAndAccount',
    summary: 'KYB step 3: regulatory compliance; completes the onboarding and sends the account for review',
    body: ComplianceRequest,
    response: ComplianceResponse,
  }),
  businessAccounts: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/accounts/businessAccounts',
    summary: 'A business account as stored: business information, documents, activity and compliance',
    query: BusinessAccountQuery,
    response: BusinessAccountResponse,
  }),
  shareholdersInfo: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/accounts/shareholdersInfo',
    summary: 'The directors, shareholders and ownership structure of a business account',
    query: BusinessAccountQuery,
    response: ShareholdersInfoResponse,
  }),
};
