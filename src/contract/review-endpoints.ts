import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { DocumentParams } from './accounts';
import { AccountReviewQuery, AccountReviewsResponse } from './review/account-review';
import { AuditQuery, AuditResponse } from './review/audit-trail';
import {
  AccountDecisionRequest,
  DecisionResponse,
  HitDecisionRequest,
  HitDecisionResponse,
  PaymentDecisionRequest,
} from './review/decisions';
import { ReviewDetail } from './review/review-detail';
import {
  AssignmentRequest,
  AssignmentResponse,
  ReviewQueueQuery,
  ReviewQueueResponse,
  SubjectQuery,
} from './review/review-queue';

const tag = 'Review';
const reviewer = { tag, auth: 'reviewer' } as const;

/** The reviewers' back office (beyond the product description), and the customer's read of the decision on an account. */
export const reviewEndpoints = {
  reviewQueue: defineEndpoint({
    ...reviewer,
    method: 'GET',
    path: '/review/queue',
    summary: 'Submitted accounts and payment requests, oldest first',
    query: ReviewQueueQuery,
    response: ReviewQueueResponse,
  }),
  assignReview: defineEndpoint({
    ...reviewer,
    method: 'POST',
    path: '/review/assignment',
    summary: 'Assign a queued account or payment request to the calling reviewer',
    body: AssignmentRequest,
    response: AssignmentResponse,
  }),
  reviewDetail: defineEndpoint({
    ...reviewer,
    method: 'GET',
    path: '/review/detail',
    summary: 'Every field and document of one submitted account or payment request, with its decisions',
    query: SubjectQuery,
    response: ReviewDetail,
  }),
  decideScreeningHit: defineEndpoint({
    ...reviewer,
    method: 'POST',
    path: '/review/screeningHit',
    summary:
      'Mark a sanctions screening hit a true match (the account is rejected, the payment fails) or a false match, with a reason',
    body: HitDecisionRequest,
    response: HitDecisionResponse,
  }),
  decideAccount: defineEndpoint({
    ...reviewer,
    method: 'POST',
    path: '/review/accountDecision',
    summary: 'Approve, reject or send back (with the steps to change) a pending account',
    body: AccountDecisionRequest,
    response: DecisionResponse,
  }),
  decidePayment: defineEndpoint({
    ...reviewer,
    method: 'POST',
    path: '/review/paymentDecision',
    summary: 'Approve, hold for a valid invoice, pause or fail a submitted payment request',
    body: PaymentDecisionRequest,
    response: DecisionResponse,
  }),
  reviewAudit: defineEndpoint({
    ...reviewer,
    method: 'GET',
    path: '/review/audit',
    summary: 'The audit trail of one subject, or the latest events of all (read-only)',
    query: AuditQuery,
    response: AuditResponse,
  }),
  /** Binary, not JSON: fetch it with fetchDocument (client.ts); the detail gives its URL. */
  reviewDocument: defineEndpoint({
    ...reviewer,
    method: 'GET',
    path: '/review/documents/{documentId}',
    summary: "A submitted document's content (binary), for reviewers",
    params: DocumentParams,
    response: v.blob(),
  }),
  accountReviewStatus: defineEndpoint({
    tag,
    auth: 'user',
    method: 'GET',
    path: '/accounts/reviewStatus',
    summary: "The reviewers' latest decision on the caller's accounts (or one of them)",
    query: AccountReviewQuery,
    response: AccountReviewsResponse,
  }),
};

/** The URL the review detail gives for a document. */
export const reviewDocumentPath = (documentId: string) => `/review/documents/${documentId}`;

/** An account's case file (issue 49): the PDF, or a ZIP of its documents; each download is audited. */
export const CASE_FILE_FORMATS = ['pdf', 'zip'] as const;
export type CaseFileFormat = (typeof CASE_FILE_FORMATS)[number];
export const reviewCaseFilePath = (accountId: string | number, format: CaseFileFormat | ':format') =>
  `/review/caseFiles/${accountId}/${format}`;
