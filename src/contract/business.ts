import * as v from 'valibot';
import { AccountIdSchema } from './common';
import { BusinessAttachmentItem, BusinessInfoItem } from './steps/kyb-business-info/schemas';
import { BusinessActivityItem } from './steps/kyb-activity/schemas';
import { RegulatoryCompanyItem } from './steps/kyb-compliance/schemas';

/*
 * Business onboarding (KYB, product §3): one folder per step in ./steps (its field declarations, form, request, rules,
 * read-back and mappers), what the steps share in ./steps/kyb-shared.ts, and
 * here the whole business as read back. Field names are the product's, misspellings included (pepfullName; a
 * person's identity document type is misspelt on the wire only, IDENTIFICATION_TYPE_ON_WIRE). How a step is declared:
 * ./README.md.
 */

export {
  ADD_A_DIRECTOR_MESSAGE,
  BUSINESS_DOCUMENT_TYPES,
  businessIdentificationTypeFor,
  FormDocument,
  MAX_PEOPLE,
  MIN_OPERATION_YEARS,
  operationDurationText,
  operationDurationYears,
  SOURCES_OF_FUNDS,
  yesNoChoiceOf,
  type YesNoChoice,
} from './steps/kyb-shared';
export * from './steps/kyb-business-info/schemas';
export * from './steps/kyb-ownership/person-fields';
export * from './steps/kyb-ownership/schemas';
export * from './steps/kyb-activity/fields';
export * from './steps/kyb-activity/schemas';
export * from './steps/kyb-compliance/fields';
export * from './steps/kyb-compliance/schemas';

export const BusinessAccountQuery = v.object({ account_id: AccountIdSchema });

export const BusinessAccountResponse = v.object({
  accountId: v.number(),
  accountStatusId: v.number(),
  businessInfo: v.nullable(BusinessInfoItem),
  businessRegistrationAttachment: v.array(BusinessAttachmentItem),
  businessActivities: v.nullable(BusinessActivityItem),
  regulatoryCompany: v.nullable(RegulatoryCompanyItem),
});
export type BusinessAccountResponse = v.InferOutput<typeof BusinessAccountResponse>;
