import {
  REVIEW_DOCUMENT_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_SECTION_TITLES,
  REVIEW_VALUE_TEXTS,
} from '@/contract/review-labels';

/**
 * The reviewer's detail view: its fields, documents, the sections not named after a step and the words of some values, by the keys the server
 * sends beside its English (src/contract/review-labels.ts, whose English they are); a payment request's title.
 */
export const reviewFields = {
  fields: REVIEW_FIELD_LABELS,
  documents: REVIEW_DOCUMENT_LABELS,
  sections: REVIEW_SECTION_TITLES,
  values: REVIEW_VALUE_TEXTS,
  paymentTitle: '{amount} · {paymentType}',
};
