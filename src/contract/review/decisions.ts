import * as v from 'valibot';
import { TransactionId, AccountIdSchema } from '../common';
import { ACCOUNT_TYPE, PAYMENT_STATUS } from '../reference';
import { HIT_DECISIONS } from '../screening';
import { choose, say } from '../validation';

/*
 * The review loop (beyond the product description): reviewers decide on submitted accounts and payment requests; customers see the
 * decision. Decisions set the product's status ids (account-status.ts, PAYMENT_STATUS); the audit trail records every
 * submission and decision. Here the decisions (on an account and the steps it sends back, on a payment request, on a
 * screening hit); the queue, the detail, the audit trail and the customer's view are the other files of ./review.
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
