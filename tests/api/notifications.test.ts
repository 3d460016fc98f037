import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  approvedCustomer,
  confirmedPayment,
  createdPayment,
  decideAccount,
  decidePayment,
  fiatPayment,
  identityStep,
  otherInfoStep,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app, 'notifications.reviewer@payway.example');
});
afterAll(() => app.close());

const notificationsOf = async (customer: { token: string }) =>
  (await requestOk(app, '/notifications', { token: customer.token })).notifications as Array<Record<string, unknown>>;

describe('GET /notifications', () => {
  it('is empty for a brand-new customer, and refuses a caller without a session', async () => {
    expect(await notificationsOf(await signUp(app))).toEqual([]);
    expect((await app.request('/notifications')).status).toBe(401);
  });

  it('names an account sent back for changes, with the first step named and the reason', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    expect(await notificationsOf(customer)).toEqual([]);
    await decideAccount(app, reviewer, {
      accountId,
      decision: 'requestChanges',
      reason: 'The passport photo is blurred.',
      affectedSteps: ['otherInfo'],
    });
    expect(await notificationsOf(customer)).toEqual([
      {
        kind: 'changesRequested',
        accountId,
        accountType: 1,
        accountName: expect.any(String),
        tab: 1,
        reason: 'The passport photo is blurred.',
        since: expect.any(String),
      },
    ]);
  });

  it('names a payment request waiting for its token until it is confirmed, and a request held for a valid invoice', async () => {
    const customer = await approvedCustomer(app, ids, reviewer);
    const waiting = await createdPayment(app, customer, fiatPayment(ids, { amount: 42 }));
    expect(await notificationsOf(customer)).toEqual([
      { kind: 'confirmPayment', transactionId: waiting, amount: 42, currency: 'CAD', since: expect.any(String) },
    ]);

    const held = await confirmedPayment(app, customer, fiatPayment(ids, { amount: 500, amountCurrency: 'USD' }));
    await decidePayment(app, reviewer, {
      transactionId: held,
      decision: 'invalidInvoice',
      reason: 'The invoice is not signed.',
    });
    const approved = await confirmedPayment(app, customer, fiatPayment(ids, { amount: 7 }));
    await decidePayment(app, reviewer, { transactionId: approved, decision: 'approved' });
    const notifications = await notificationsOf(customer);
    expect(notifications.map((item) => [item.kind, item.transactionId])).toEqual([
      ['invoiceNeeded', held],
      ['confirmPayment', waiting],
    ]);
    expect(notifications[0]).toMatchObject({ amount: 500, currency: 'USD' });
  });

  it('names a change to an approved account that the reviewers approved or declined, until the customer saw it in the list', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    await decideAccount(app, reviewer, { accountId, decision: 'approve' });
    const revise = async (lastName: string) => {
      await requestOk(app, '/accounts/saveOrUpdateCustomerIdentity', {
        token: customer.token,
        json: identityStep(ids, accountId, customer.email, { lastName }),
      });
      await requestOk(app, '/accounts/saveCustomerOtherInfo', {
        token: customer.token,
        json: otherInfoStep(ids, accountId, customer.email),
      });
    };
    await revise('Okonkwo');
    expect(await notificationsOf(customer)).toEqual([]);
    await decideAccount(app, reviewer, {
      accountId,
      decision: 'reject',
      reason: 'The new name does not match the passport',
    });
    const [declined] = await notificationsOf(customer);
    expect(declined).toMatchObject({
      kind: 'revisionDecided',
      accountId,
      approved: false,
      reason: 'The new name does not match the passport',
    });

    // Another customer cannot mark it seen; its owner can, once.
    const stranger = await signUp(app);
    expect(
      await requestOk(app, '/notifications/seen', {
        token: stranger.token,
        json: { revisionIds: [declined!.revisionId] },
      }),
    ).toEqual({ seen: 0 });
    expect(await notificationsOf(customer)).toHaveLength(1);
    expect(
      await requestOk(app, '/notifications/seen', {
        token: customer.token,
        json: { revisionIds: [declined!.revisionId] },
      }),
    ).toEqual({ seen: 1 });
    expect(await notificationsOf(customer)).toEqual([]);

    await revise('Okafor');
    await decideAccount(app, reviewer, { accountId, decision: 'approve' });
    expect(await notificationsOf(customer)).toEqual([
      expect.objectContaining({ kind: 'revisionDecided', accountId, approved: true, accountName: 'Ada Okafor' }),
    ]);
    expect(
      (
        await app.request('/notifications/seen', {
          method: 'POST',
          token: customer.token,
          json: { revisionIds: ['x'] },
        })
      ).status,
    ).toBe(400);
  });
});
