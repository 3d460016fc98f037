import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { snap, startE2E, type E2E } from './harness';
import {
  approvedCustomer,
  confirmedPayment,
  decidePayment,
  fiatPayment,
  referenceIds,
  signedInReviewer,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app);
});
afterAll(() => e2e?.close());

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Text of the reason and its hints too faint to read (axe-core's WCAG AA colour contrast rule). */
async function contrastIssues(page: Page, within: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const result = await axe.run(selector, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  }, within);
}

const DECLINED =
  'The beneficiary bank refused the transfer: the account number does not exist. Check it with the beneficiary and create a new request.';
const PAUSED = 'Our compliance team needs the contract behind this invoice. Reply to our mail with it.';

describe("the reviewers' reason on a decided payment request", () => {
  it.each([
    ['wide', 'light'],
    ['wide', 'dark'],
    ['narrow', 'light'],
    ['narrow', 'dark'],
  ] as const)('shows in the list and in the details (%s, %s)', async (viewport, colorScheme) => {
    const customer = await approvedCustomer(e2e.app, ids, reviewer);
    const declined = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 120 }));
    const paused = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 75 }));
    const approved = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 30 }));
    await decidePayment(e2e.app, reviewer, { transactionId: declined, decision: 'failed', reason: DECLINED });
    await decidePayment(e2e.app, reviewer, { transactionId: paused, decision: 'paused', reason: PAUSED });
    await decidePayment(e2e.app, reviewer, { transactionId: approved, decision: 'approved' });

    const page = await customerPage(e2e, customer, { viewport, colorScheme });
    await page.goto('/payments');
    // A row or card per request: the one holding its transaction id.
    const item = (transactionId: string) =>
      page.locator(viewport === 'wide' ? 'tr' : '.mantine-Card-root').filter({ hasText: transactionId });
    await item(declined).getByText('Failed', { exact: true }).waitFor();
    await item(declined).getByTestId('payment-reason-hint').getByText(DECLINED).waitFor();
    await item(paused).getByTestId('payment-reason-hint').getByText(PAUSED).waitFor();
    await item(approved).getByText('Approved', { exact: true }).waitFor();
    expect(await item(approved).getByTestId('payment-reason-hint').count()).toBe(0);
    await snap(page, `payments-decision-list-${viewport}-${colorScheme}`);
    expect(await contrastIssues(page, 'main')).toEqual([]);

    await page.getByRole('tab', { name: 'Failed requests' }).click();
    await item(declined).getByTestId('payment-reason-hint').getByText(DECLINED).waitFor();
    expect(await item(paused).count()).toBe(0);
    await item(declined).getByRole('button', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment request' });
    await dialog.getByRole('heading', { name: 'Request Failed' }).waitFor();
    const notice = dialog.getByTestId('review-notice');
    await notice.getByText('Why our reviewers declined it').waitFor();
    await notice.getByText(DECLINED).waitFor();
    await notice.getByText(/Create a new request if you still want to make this payment\./).waitFor();
    // Once the dialog's opening transition is over, as a person reads it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.mantine-Modal-content')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
    );
    await snap(page, `payments-decision-detail-${viewport}-${colorScheme}`);
    expect(await contrastIssues(page, '.mantine-Modal-content')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // An approval without a reason shows no notice.
    await page.getByRole('tab', { name: 'Payment requests' }).click();
    await item(approved).getByRole('button', { name: 'View details' }).click();
    await dialog.getByRole('heading', { name: 'Request Approved' }).waitFor();
    expect(await dialog.getByTestId('review-notice').count()).toBe(0);
  });

  it('shows a decision made while the customer was on another screen, without a reload', async () => {
    const customer = await approvedCustomer(e2e.app, ids, reviewer);
    const transactionId = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 90 }));
    const page = await customerPage(e2e, customer, { viewport: 'wide', colorScheme: 'light' });
    await page.goto('/payments');
    const row = page.locator('tr').filter({ hasText: transactionId });
    await row.getByText('Submitted', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/accounts');

    await decidePayment(e2e.app, reviewer, { transactionId, decision: 'failed', reason: DECLINED });
    await page.getByRole('link', { name: 'Payments' }).click();
    await row.getByText('Failed', { exact: true }).waitFor();
    await row.getByTestId('payment-reason-hint').getByText(DECLINED).waitFor();
  });
});
