import * as v from 'valibot';
import { SOURCES_OF_FUNDS } from '../steps/kyb-shared';
import { VERIFICATION_TYPES } from '../steps/kyc-identity/verification';
import { MrzFindingsSchema } from '../mrz-findings';
import { Destination, PAYMENT_FORM_KINDS } from '../payments/payment-forms';
import { PhotoFindingsSchema } from '../photo-findings';
import { SUBJECT_KINDS, SubjectType } from '../review-subjects';
import { Screening } from '../screening';
import { REVISION_STATES, ReviewStepKeySchema } from './decisions';
import { PaymentTitleParts } from './review-queue';

/* A submission as the reviewers read it: its sections, fields and documents, what changed since the last decision. */

/**
 * The words of a label in a language are found by its key (and params, filling its placeholders); `label` is the
 * English, for a key the reader does not know. Decisions' snapshots from before the keys have none.
 */
const LabelKey = { key: v.optional(v.string()), params: v.optional(v.record(v.string(), v.string())) };

/** The reference lists whose items a detail names by id (the back office names them in the reviewer's language). */
export const REVIEW_VALUE_LISTS = [
  'purposes',
  'volumes',
  'frequencies',
  'occupations',
  'industries',
  'incomes',
  'identificationTypes',
  'natureOfBusiness',
  'financialTransactionTypes',
  'businessPeps',
  'paymentTypes',
] as const;

/**
 * What a field's value is before the server puts it in English, for the back office to write it in the reviewer's
 * language: an answer, a date, a country code, a list's id, a town typed by the customer (not in the city list), an id
 * its list lacks, an amount, a bank by code, a payment's form and destination, a business's source of funds. Absent for what the customer typed and
 * for proper names (states, cities, banks, networks), shown as they are.
 */
export const ReviewFieldValue = v.variant('kind', [
  v.object({ kind: v.literal('yesNo'), answer: v.boolean() }),
  /** A calendar date, YYYY-MM-DD. */
  v.object({ kind: v.literal('date'), date: v.string() }),
  /** A moment, ISO 8601. */
  v.object({ kind: v.literal('dateTime'), at: v.string() }),
  v.object({ kind: v.literal('country'), countryCode: v.string() }),
  v.object({ kind: v.literal('listItem'), list: v.picklist(REVIEW_VALUE_LISTS), id: v.number() }),
  v.object({ kind: v.literal('unknownId'), id: v.string() }),
  v.object({ kind: v.literal('typedCity'), city: v.string() }),
  v.object({ kind: v.literal('amount'), amount: v.number(), currency: v.string() }),
  /** A Nigerian bank by its code; bank is null for a code no longer in the list. */
  v.object({ kind: v.literal('bank'), bank: v.nullable(v.string()), bankCode: v.string() }),
  v.object({ kind: v.literal('paymentForm'), formKind: v.picklist(PAYMENT_FORM_KINDS) }),
  v.object({ kind: v.literal('destination'), destination: Destination }),
  v.object({ kind: v.literal('sourceOfFunds'), source: v.picklist(SOURCES_OF_FUNDS) }),
  /** A verification number with its type (BVN, SSN, ITIN, passport, national ID card). */
  v.object({ kind: v.literal('verification'), type: v.picklist(VERIFICATION_TYPES), number: v.string() }),
  /** A duration in whole years (how long a business has operated: the product sends '{n} years'). */
  v.object({ kind: v.literal('years'), years: v.number() }),
  /** How a payment request was confirmed: a passkey (by the name its owner gave it) or the emailed code. */
  v.object({
    kind: v.literal('confirmation'),
    method: v.picklist(['passkey', 'emailCode']),
    deviceName: v.nullable(v.string()),
  }),
]);
export type ReviewFieldValue = v.InferOutput<typeof ReviewFieldValue>;

/** `value` is the English words (what API clients show); `raw` what they say, when the reader's language may differ. */
export const ReviewField = v.object({
  ...LabelKey,
  label: v.string(),
  value: v.string(),
  raw: v.optional(ReviewFieldValue),
});
export type ReviewField = v.InferOutput<typeof ReviewField>;
/** A document's label is named by its key, or is a reference list's words (a business attachment's type): no key. */
export const ReviewDocument = v.object({
  key: v.optional(v.string()),
  /** A business attachment's document type (identificationTypes), which its label names in English. */
  identificationTypeId: v.optional(v.number()),
  label: v.string(),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  url: v.string(),
  /** The device's photo quality findings the customer kept ("Use it anyway"); absent when there were none. */
  deviceFindings: v.optional(PhotoFindingsSchema),
  /** What the customer's device read in the identity document's MRZ, compared with what was typed; absent when not tried. */
  deviceMrz: v.optional(MrzFindingsSchema),
});
export type ReviewDocument = v.InferOutput<typeof ReviewDocument>;
/** One block of the detail view: a step, one director or shareholder, or the payment request. */
export const ReviewSection = v.object({
  /** Stable across saves (a person keeps theirs when renamed), to compare two versions of a submission. */
  key: v.string(),
  step: v.nullable(ReviewStepKeySchema),
  title: v.string(),
  /** A title not named after its step (a director, the payment request), by key and params; absent otherwise. */
  titleKey: v.optional(v.string()),
  titleParams: v.optional(v.record(v.string(), v.string())),
  fields: v.array(ReviewField),
  documents: v.array(ReviewDocument),
  /** The section's address as its country writes it, line by line (beyond the product description); absent without one. */
  postalAddress: v.optional(v.array(v.string())),
});
export type ReviewSection = v.InferOutput<typeof ReviewSection>;

export const ReviewDecisionEntry = v.object({
  decision: v.string(),
  decisionText: v.string(),
  statusId: v.number(),
  reason: v.string(),
  affectedSteps: v.array(ReviewStepKeySchema),
  decidedAt: v.string(),
  reviewerEmail: v.string(),
});
export type ReviewDecisionEntry = v.InferOutput<typeof ReviewDecisionEntry>;

/** How a change names its section's title in a language: as the section does (its step, or its titleKey). */
const ChangedSection = {
  section: v.string(),
  sectionStep: v.optional(v.nullable(ReviewStepKeySchema)),
  sectionTitleKey: v.optional(v.string()),
  sectionTitleParams: v.optional(v.record(v.string(), v.string())),
};
/** A field whose value changed since the last decision, in words. */
export const ReviewFieldChange = v.object({
  ...ChangedSection,
  ...LabelKey,
  label: v.string(),
  before: v.string(),
  after: v.string(),
  /** What before and after say (see ReviewFieldValue); absent for free text and for snapshots older than them. */
  beforeRaw: v.optional(ReviewFieldValue),
  afterRaw: v.optional(ReviewFieldValue),
});
export type ReviewFieldChange = v.InferOutput<typeof ReviewFieldChange>;
/** A document added, replaced or removed since the last decision; a replaced `before` stays stored until the next decision. */
export const ReviewDocumentChange = v.object({
  ...ChangedSection,
  key: v.optional(v.string()),
  label: v.string(),
  change: v.picklist(['added', 'replaced', 'removed']),
  before: v.nullable(ReviewDocument),
  after: v.nullable(ReviewDocument),
});
export type ReviewDocumentChange = v.InferOutput<typeof ReviewDocumentChange>;
export const ReviewChanges = v.object({
  /** What the submission is compared with: 'approved' (the data on file) or 'lastDecision' (as last decided on). */
  since: v.picklist(['approved', 'lastDecision']),
  fields: v.array(ReviewFieldChange),
  documents: v.array(ReviewDocumentChange),
});
export type ReviewChanges = v.InferOutput<typeof ReviewChanges>;

export const ReviewDetail = v.object({
  subjectType: SubjectType,
  subjectId: v.string(),
  kind: v.picklist(SUBJECT_KINDS),
  title: v.string(),
  customerEmail: v.string(),
  statusId: v.number(),
  statusText: v.string(),
  submittedAt: v.nullable(v.string()),
  /** Whether a decision can be taken now (the subject is waiting for the reviewers). */
  decidable: v.boolean(),
  /** The reviewer who took the case, if one did. */
  assignedTo: v.nullable(v.string()),
  /** An approved account's revision not yet decided; when submitted, the sections show the proposed values. */
  revisionState: v.nullable(v.picklist(REVISION_STATES)),
  sections: v.array(ReviewSection),
  /** A payment request's title in parts; absent for accounts. */
  payment: v.optional(PaymentTitleParts),
  /** A resubmitted account or a submitted revision: what changed since the last decision (null: nothing to compare). */
  changes: v.nullable(ReviewChanges),
  decisions: v.array(ReviewDecisionEntry),
  /** The sanctions screening hits of the account's people or the payment's recipient, and an account's risk level. */
  screening: Screening,
});
export type ReviewDetail = v.InferOutput<typeof ReviewDetail>;
