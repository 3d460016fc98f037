import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

/**
 * What waits for the customer, derived from their data on each read (nothing is stored): an account or a revision
 * the reviewers sent back (`tab`: the first step named), a payment request created by the caller still waiting for
 * its 6-digit token, a confirmed request held until a valid invoice is uploaded, and (until seen, for 30 days at
 * most) a change to an approved account that the reviewers approved or declined. `since` orders them, newest first.
 */
export const CustomerNotification = v.variant('kind', [
  v.object({
    kind: v.literal('changesRequested'),
    accountId: v.number(),
    accountType: v.number(),
    accountName: v.nullable(v.string()),
    tab: v.number(),
    reason: v.string(),
    since: v.string(),
  }),
  v.object({
    kind: v.literal('confirmPayment'),
    transactionId: v.string(),
    amount: v.number(),
    currency: v.string(),
    since: v.string(),
  }),
  v.object({
    kind: v.literal('invoiceNeeded'),
    transactionId: v.string(),
    amount: v.number(),
    currency: v.string(),
    since: v.string(),
  }),
  v.object({
    kind: v.literal('revisionDecided'),
    revisionId: v.number(),
    accountId: v.number(),
    accountType: v.number(),
    accountName: v.nullable(v.string()),
    approved: v.boolean(),
    reason: v.string(),
    since: v.string(),
  }),
]);
export type CustomerNotification = v.InferOutput<typeof CustomerNotification>;
export const NotificationsResponse = v.object({ notifications: v.array(CustomerNotification) });
/** How long a decided revision stays in the list when its notification is never opened. */
export const REVISION_DECISION_NOTICE_DAYS = 30;
export const MarkNotificationsSeenRequest = v.object({
  revisionIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(100)),
});
export const MarkNotificationsSeenResponse = v.object({ seen: v.number() });

export const notificationEndpoints = {
  notifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    tag: 'Notifications',
    auth: 'user',
    summary: 'What waits for the customer: steps sent back, payment requests to confirm or needing a valid invoice',
    response: NotificationsResponse,
  }),
  markNotificationsSeen: defineEndpoint({
    method: 'POST',
    path: '/notifications/seen',
    tag: 'Notifications',
    auth: 'user',
    summary:
      'The customer saw these decided revisions in the list: they no longer count (beyond the product description)',
    body: MarkNotificationsSeenRequest,
    response: MarkNotificationsSeenResponse,
  }),
};
