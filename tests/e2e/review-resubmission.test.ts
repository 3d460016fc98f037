import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CORPORATE_STATUS, INDIVIDUAL_STATUS } from '../../src/contract';
import { signUp } from '../helpers/app';
import { snap, startE2E, type E2E } from './harness';
import {
  decideAccount,
  referenceIds,
  signedInReviewer,
  submittedKyb,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { customerPage, offlineRows } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app);
});
afterAll(() => e2e?.close());

const accountRow = (page: Page, accountId: number) => page.locator(`[data-account-id="${accountId}"]`);
const statusOf = async (accountId: number) =>
  (
    await e2e.app.deps.db
      .selectFrom('accounts')
      .select('status_id')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).status_id;
const auditActions = async (accountId: number, action: string) =>
  (
    await e2e.app.deps.db
      .selectFrom('audit_events')
      .select('id')
      .where('subject_type', '=', 'account')
      .where('subject_id', '=', String(accountId))
      .where('action', '=', action)
      .execute()
  ).length;
const awaitingReview = async () =>
  (
    (await (await e2e.app.request('/review/queue?status=awaiting&type=all', { token: reviewer.token })).json()) as {
      items: Array<{ subjectId: string }>;
    }
  ).items.map((item) => item.subjectId);

describe('after a request for changes', () => {
  it('a KYC step fixed and submitted offline reaches the server once when back online, and the account is pending again', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    const reason = 'The identification number does not match the passport. Type the number printed on it.';
    await decideAccount(e2e.app, reviewer, {
      accountId,
      decision: 'requestChanges',
      reason,
      affectedSteps: ['otherInfo'],
    });
    expect(await auditActions(accountId, 'submitted')).toBe(1);

    const page = await customerPage(e2e, customer);
    const context = page.context();
    const sends: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/accounts/saveCustomerOtherInfo'))
        sends.push(response.status());
    });
    await page.goto('/accounts');
    await accountRow(page, accountId).getByText('Changes requested').waitFor();
    await accountRow(page, accountId).getByRole('link', { name: 'Edit Ada Obi' }).click();
    // The link opens the tab the reviewer named.
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=1`);
    await page.getByTestId('review-notice').filter({ visible: true }).getByText(reason).waitFor();
    await expect.poll(() => page.getByLabel(/^Identification Number/).inputValue()).toBe('A12345678');
    await page.getByText('utility-bill.pdf').waitFor();

    // The connection drops; the customer fixes the named step and submits: it waits in the outbox.
    await context.setOffline(true);
    await page.getByLabel(/^Identification Number/).fill('A87654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Saved on this device: your documents will be sent when you are back online.').waitFor();
    await page.waitForURL(/\/accounts$/);
    expect((await offlineRows(page)).outboxInputs).toBe(1);
    await snap(page, 'review-resubmit-queued-offline-wide-light');
    expect(sends).toEqual([]);
    expect(await statusOf(accountId)).toBe(INDIVIDUAL_STATUS.changesRequested);

    // Back online, the outbox sends the step by itself.
    await context.setOffline(false);
    await expect.poll(() => statusOf(accountId)).toBe(INDIVIDUAL_STATUS.pending);
    await expect.poll(() => offlineRows(page).then((rows) => rows.outboxInputs)).toBe(0);
    expect(sends).toEqual([200]);
    expect(await auditActions(accountId, 'submitted')).toBe(2);
    const saved = await e2e.app.deps.db
      .selectFrom('individual_other_infos')
      .select('identification_number')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(saved.identification_number).toBe('A87654321');
    expect(await awaitingReview()).toContain(String(accountId));

    await page.reload();
    await accountRow(page, accountId).getByText('Pending').waitFor();
    expect(await accountRow(page, accountId).getByText(reason).count()).toBe(0);
  });

  it.each([
    ['wide', 'light'],
    ['narrow', 'dark'],
  ] as const)(
    'a business customer finds the reviewer’s notice on the KYB step it names (%s, %s)',
    async (viewport, colorScheme) => {
      const customer = await signUp(e2e.app);
      const accountId = await submittedKyb(e2e.app, customer, ids);
      const reason = 'Name the source of funds more precisely: which bank accounts and what business income.';
      await decideAccount(e2e.app, reviewer, {
        accountId,
        decision: 'requestChanges',
        reason,
        affectedSteps: ['activity'],
      });
      expect(await statusOf(accountId)).toBe(CORPORATE_STATUS.changesRequested);

      const page = await customerPage(e2e, customer, { viewport, colorScheme });
      await page.goto('/accounts');
      await accountRow(page, accountId).getByText(reason).waitFor();
      // The edit link opens the step the reviewer named.
      await accountRow(page, accountId).getByRole('link', { name: 'Edit Okafor Trading Limited' }).click();
      await page.waitForURL(`**/accounts/kyb/${accountId}?activeKybTab=2`);
      await page.getByRole('heading', { name: 'Business Activities' }).waitFor();
      if (viewport === 'narrow') await page.getByTestId('kyb-step-counter').getByText('Step 3 of 4').waitFor();
      const notice = page.getByTestId('review-notice');
      await notice.getByText('Changes requested by our reviewers').waitFor();
      await notice.getByText(reason).waitFor();
      await snap(page, `review-kyb-notice-${viewport}-${colorScheme}`);

      // Business Information was not named: no notice there.
      await page.goto(`/accounts/kyb/${accountId}?activeKybTab=0`);
      await page.getByLabel(/^Legal Name/).waitFor();
      expect(await page.getByTestId('review-notice').count()).toBe(0);
    },
  );
});
