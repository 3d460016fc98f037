import {
  ADDRESS_KIND_WORDS,
  BUSINESS_IDENTIFIER_WORDS,
  VALIDATION_MESSAGES,
  VALIDATION_SUBJECTS,
} from '@/contract/message-texts';

/** What the contract's schemas say about a field, by message id; subjects, addressKinds and businessIdentifiers are the words its values name. */
export const validation = {
  ...VALIDATION_MESSAGES,
  subjects: VALIDATION_SUBJECTS,
  addressKinds: ADDRESS_KIND_WORDS,
  businessIdentifiers: BUSINESS_IDENTIFIER_WORDS,
};
