/**
 * What the back office's routes parse from the address (a subject's type, the queue's filters and search), apart from
 * the rest of the review contract: the routes' search and params checks run with the first screen, which then needs
 * none of the detail's schemas (and what they import: payments, banks, networks).
 */
import * as v from 'valibot';
import { say } from './validation';

export const SUBJECT_TYPES = ['account', 'payment'] as const;
export const SubjectType = v.picklist(SUBJECT_TYPES, 'Unknown subject type');
export type SubjectType = v.InferOutput<typeof SubjectType>;
export const SUBJECT_KINDS = ['kyc', 'kyb', 'payment'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * Queue filters. awaiting: accounts pending (1, 10) and confirmed payment requests (2); changesRequested: accounts
 * sent back (5, 14) and payments held for an invalid invoice (4); paused: payments paused (5); approved; rejected:
 * rejected accounts and failed payments; all: everything submitted.
 */
export const QUEUE_STATUSES = ['awaiting', 'changesRequested', 'paused', 'approved', 'rejected', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const QUEUE_TYPES = ['all', ...SUBJECT_KINDS] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

export const QUEUE_SEARCH_MAX = 100;
/** Search of the queue: part of the customer's name or email, or an account id or transaction id. */
export const QueueSearch = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(QUEUE_SEARCH_MAX, say('tooManyCharacters', { max: QUEUE_SEARCH_MAX })),
);
