import type { SchemaVersion } from '../../src/offline/schema-versions';

/**
 * A release after this one, as the tests imagine it (tests/unit/offline-versions.test.ts, and the second build of
 * tests/e2e/offline-versions.test.ts): a Dexie version bump with an index added, a field added to every account
 * creation step (`channel`, which today's server ignores: it strips what it does not know) and a field renamed in
 * the payment request's draft (`purposeOfPayment` becomes `paymentPurpose`, kept also under the old name the form
 * reads, so the form of this build still shows it).
 */
export const NEXT_SCHEMA_VERSION: SchemaVersion = {
  version: 7,
  stores: { outbox: '++seq, userId, [userId+stepId], [userId+state], [userId+schemaVersion]' },
  upgrade: (tx) =>
    tx
      .table('outbox')
      .toCollection()
      .modify((row: { upgradedTo?: number }) => {
        row.upgradedTo = 7;
      }),
  step: ({ endpoint, input }) =>
    endpoint === 'saveCustomerAccount'
      ? { endpoint, input: { ...(input as object), body: { ...(input as { body: object }).body, channel: 'web' } } }
      : { endpoint, input },
  draft: (draftId, values) => {
    if (draftId !== 'payments/request:new') return values;
    const { purposeOfPayment = '', ...rest } = values as { purposeOfPayment?: string };
    return { ...rest, paymentPurpose: purposeOfPayment, purposeOfPayment };
  },
};
