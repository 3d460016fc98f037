import * as v from 'valibot';
import { ACCOUNT_TYPE, PAYMENT_STATUS } from './reference';
import { CORPORATE_STATUS, INDIVIDUAL_STATUS } from './account-status';
import { AccountIdSchema, TransactionId } from './common';
import { choose, say } from './validation';
import { Destination, PAYMENT_FORM_KINDS } from './payments/payment-forms';
import { SOURCES_OF_FUNDS } from './business';
import { VERIFICATION_TYPES } from './accounts';
import { QUEUE_STATUSES, QUEUE_TYPES, QueueSearch, SUBJECT_KINDS, SubjectType } from './review-subjects';
import { PhotoFindingsSchema } from './photo-findings';
import { MrzFindingsSchema } from './mrz-findings';
import { HIT_DECISIONS, Screening } from './screening';

/*
 * The review loop (beyond the product description): reviewers decide on submitted accounts and payment requests; customers see the
 * decision. Decisions set the product's status ids (account-status.ts, PAYMENT_STATUS); the audit trail records every
 * submission and decision.
 */

/** The onboarding steps a reviewer can send back, with the tab (activeKycTab / activeKybTab) each lives on. */
export const REVIEW_STEPS = {
  identity: { accountType: ACCOUNT_TYPE.individual, tab: 0, label: 'Customer Identity Information' },
  otherInfo: { accountType: ACCOUNT_TYPE.individual, tab: 1, label: 'Other information and document upload' },
  businessInfo: { accountType: ACCOUNT_TYPE.corporate, tab: 0, label: 'Business Information' },
  ownership: { accountType: ACCOUNT_TYPE.corporate, tab: 1, label: 'Director(s) and Shareholder(s) Information' },
  activity: { accountType: ACCOUNT_TYPE.corporate, tab: 2, label: 'Business Activities' },
  compliance: { accountType: ACCOUNT_TYPE.corporate, tab: 3, label: 'Regulatory compliance' },
} as const;
export type ReviewStepKey = keyof typeof REVIEW_STEPS;
const STEP_KEYS = Object.keys(REVIEW_STEPS) as ReviewStepKey[];
export const ReviewStepKeySchema = v.picklist(STEP_KEYS, say('unknownStep'));

export const stepsOfAccountType = (accountType: number) =>
  STEP_KEYS.filter((key) => REVIEW_STEPS[key].accountType === accountType);
export const stepAtTab = (accountType: number, tab: number) =>
  stepsOfAccountType(accountType).find((key) => REVIEW_STEPS[key].tab === tab);

export const ACCOUNT_DECISIONS = ['approve', 'reject', 'requestChanges'] as const;
export type AccountDecision = (typeof ACCOUNT_DECISIONS)[number];
export const ACCOUNT_DECISION_TEXT: Record<AccountDecision, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  requestChanges: 'Changes requested',
};

/**
 * A change to an approved account (a revision): open while the customer edits it, submitted once the last step is
 * saved again (then with the reviewers), changesRequested when sent back. The approved data stays in force meanwhile.
 */
export const REVISION_STATES = ['open', 'submitted', 'changesRequested'] as const;
export type RevisionState = (typeof REVISION_STATES)[number];

/** Product §4's three categories of the payment dialog, plus failed; each sets the payment status beside it. */
export const PAYMENT_DECISIONS = {
  approved: { statusId: PAYMENT_STATUS.approved, text: 'Request Approved' },
  invalidInvoice: {
    statusId: PAYMENT_STATUS.invalidInvoice,
    text: 'Processing Request — invoice not valid, upload a valid one',
  },
  paused: { statusId: PAYMENT_STATUS.paused, text: 'Request Paused' },
  failed: { statusId: PAYMENT_STATUS.failed, text: 'Failed' },
} as const;
export type PaymentDecision = keyof typeof PAYMENT_DECISIONS;
const PAYMENT_DECISION_KEYS = Object.keys(PAYMENT_DECISIONS) as PaymentDecision[];

/** Payment statuses a reviewer may still decide on (a paused or invalid-invoice request can be decided again). */
export const DECIDABLE_PAYMENT_STATUSES: readonly number[] = [
  PAYMENT_STATUS.submitted,
  PAYMENT_STATUS.invalidInvoice,
  PAYMENT_STATUS.paused,
];

export const REASON_MAX = 2000;
const REASON_REQUIRED = say('reasonRequired');
const STEPS_REQUIRED = say('stepsRequired');
const Reason = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(REASON_MAX, say('tooManyCharacters', { max: REASON_MAX }))),
  '',
);

export const AccountDecisionRequest = v.pipe(
  v.object({
    accountId: AccountIdSchema,
    decision: v.picklist(ACCOUNT_DECISIONS, choose('aDecision')),
    reason: Reason,
    affectedSteps: v.optional(v.pipe(v.array(ReviewStepKeySchema), v.maxLength(STEP_KEYS.length)), []),
  }),
  v.forward(
    v.check((input) => input.decision === 'approve' || input.reason !== '', REASON_REQUIRED),
    ['reason'],
  ),
  v.forward(
    v.check((input) => input.decision !== 'requestChanges' || input.affectedSteps.length > 0, STEPS_REQUIRED),
    ['affectedSteps'],
  ),
);
export type AccountDecisionRequest = v.InferInput<typeof AccountDecisionRequest>;

export const PaymentDecisionRequest = v.pipe(
  v.object({
    transactionId: TransactionId,
    decision: v.picklist(PAYMENT_DECISION_KEYS, choose('aDecision')),
    reason: Reason,
  }),
  v.forward(
    v.check((input) => input.decision === 'approved' || input.reason !== '', REASON_REQUIRED),
    ['reason'],
  ),
);
export type PaymentDecisionRequest = v.InferInput<typeof PaymentDecisionRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Queue and detail (reviewers)

export const ReviewQueueQuery = v.object({
  status: v.optional(v.picklist(QUEUE_STATUSES, 'Unknown status filter'), 'awaiting'),
  type: v.optional(v.picklist(QUEUE_TYPES, 'Unknown type filter'), 'all'),
  q: v.optional(QueueSearch, ''),
});
export type ReviewQueueQuery = v.InferInput<typeof ReviewQueueQuery>;

/** A payment request's title ("1,250.5 CAD · Fiat to fiat") in parts: its amount, currency and payment type. */
export const PaymentTitleParts = v.object({
  amount: v.number(),
  currency: v.string(),
  paymentTypeId: v.number(),
  paymentType: v.string(),
});
export type PaymentTitleParts = v.InferOutput<typeof PaymentTitleParts>;

export const ReviewQueueItem = v.object({
  subjectType: SubjectType,
  /** An account id (as text) or a transaction id. */
  subjectId: v.string(),
  kind: v.picklist(SUBJECT_KINDS),
  title: v.string(),
  customerEmail: v.string(),
  submittedAt: v.string(),
  statusId: v.number(),
  statusText: v.string(),
  /** An approved account's revision not yet decided (statusText names it too); absent for payments. */
  revisionState: v.optional(v.nullable(v.picklist(REVISION_STATES))),
  /** The reviewer who took the case ("assign to me"), if one did. */
  assignedTo: v.nullable(v.string()),
  /** A payment request's title in parts, for the back office to write in the reviewer's language; absent for accounts. */
  payment: v.optional(PaymentTitleParts),
});
export type ReviewQueueItem = v.InferOutput<typeof ReviewQueueItem>;
export const ReviewQueueResponse = v.object({ items: v.array(ReviewQueueItem) });

export const SubjectQuery = v.object({
  subject_type: SubjectType,
  subject_id: v.pipe(
    v.string('subject_id is required'),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{1,40}$/, say('unknownSubject')),
  ),
});
export type SubjectQuery = v.InferInput<typeof SubjectQuery>;

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

/** "Assign to me": the caller takes the case (from another reviewer too; the queue shows who has it). */
export const AssignmentRequest = v.object({ subjectType: SubjectType, subjectId: SubjectQuery.entries.subject_id });
export type AssignmentRequest = v.InferInput<typeof AssignmentRequest>;
export const AssignmentResponse = v.object({ assignedTo: v.string() });

/** A reviewer's verdict on a screening hit: the person is the one listed (the account is rejected) or is not. */
export const HitDecisionRequest = v.object({
  hitId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  decision: v.picklist(HIT_DECISIONS, choose('aDecision')),
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, REASON_REQUIRED),
    v.maxLength(REASON_MAX, say('tooManyCharacters', { max: REASON_MAX })),
  ),
});
export type HitDecisionRequest = v.InferInput<typeof HitDecisionRequest>;
export const HitDecisionResponse = v.object({
  hitId: v.number(),
  state: v.picklist(['trueMatch', 'falseMatch']),
  message: v.string(),
});

export const DecisionResponse = v.object({ statusId: v.number(), statusText: v.string(), message: v.string() });

// ---------------------------------------------------------------------------------------------------------------
// Audit trail (reviewers; read-only through the API)

export const AuditQuery = v.object({
  subject_type: v.optional(SubjectType),
  subject_id: v.optional(SubjectQuery.entries.subject_id),
});
export const AuditEvent = v.object({
  id: v.string(),
  at: v.string(),
  actorEmail: v.string(),
  actorRole: v.picklist(['customer', 'reviewer']),
  subjectType: SubjectType,
  subjectId: v.string(),
  action: v.string(),
  /** The event in words: what was done and what changed. */
  summary: v.string(),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEvent = v.InferOutput<typeof AuditEvent>;
export const AuditResponse = v.object({ events: v.array(AuditEvent) });

// ---------------------------------------------------------------------------------------------------------------
// The customer's view of the review

export const AccountReviewQuery = v.object({ account_id: v.optional(AccountIdSchema) });
export const AccountReview = v.object({
  accountId: v.number(),
  accountStatusId: v.number(),
  decision: v.picklist(ACCOUNT_DECISIONS),
  decisionText: v.string(),
  reason: v.string(),
  affectedSteps: v.array(ReviewStepKeySchema),
  decidedAt: v.string(),
  /** Whether the latest decision was on a revision (then the account's status did not change). */
  aboutRevision: v.boolean(),
  /** The account's revision not yet decided, if any. */
  revisionState: v.nullable(v.picklist(REVISION_STATES)),
});
export type AccountReview = v.InferOutput<typeof AccountReview>;
/** Whether the reviewers sent the account (or the revision of an approved one) back and wait for the changes. */
export const isChangesRequested = (review: Pick<AccountReview, 'accountStatusId' | 'revisionState'>) =>
  review.accountStatusId === INDIVIDUAL_STATUS.changesRequested ||
  review.accountStatusId === CORPORATE_STATUS.changesRequested ||
  review.revisionState === 'changesRequested';
/** The latest decision of each of the caller's accounts that has one. */
export const AccountReviewsResponse = v.object({ reviews: v.array(AccountReview) });
