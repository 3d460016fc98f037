import * as v from 'valibot';
import { QUEUE_STATUSES, QUEUE_TYPES, QueueSearch, SUBJECT_KINDS, SubjectType } from '../review-subjects';
import { say } from '../validation';
import { REVISION_STATES } from './decisions';

/* The reviewers' queue: what it lists and how it is filtered, and who took a case. */

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

/** "Assign to me": the caller takes the case (from another reviewer too; the queue shows who has it). */
export const AssignmentRequest = v.object({ subjectType: SubjectType, subjectId: SubjectQuery.entries.subject_id });
export type AssignmentRequest = v.InferInput<typeof AssignmentRequest>;
export const AssignmentResponse = v.object({ assignedTo: v.string() });
