import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
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
import { snap, startE2E, type E2E } from './harness';
import { customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app, 'dashboard.reviewer@payway.example');
});
afterAll(() => e2e?.close());

describe('the overview', () => {
  it('a new customer sees no sample figures: what to do first and an empty state, and no chart code is loaded', async () => {
    const customer = await signUp(e2e.app);
    const page = await customerPage(e2e, customer, { status: 'Onboarding', viewport: 'narrow', colorScheme: 'dark' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByText('Open your first account to send payment requests.').waitFor();
    await page.getByText('No payment requests yet.', { exact: false }).waitFor();
    await page.getByText('None yet', { exact: true }).waitFor();
    for (const sample of ['CAD 128,450.00', '342', 'TX-10477', 'Sample figures'])
      expect(await page.getByText(sample, { exact: false }).count()).toBe(0);
    await page.getByText('Sample rates', { exact: true }).waitFor();
    await snap(page, 'dashboard-empty-narrow-dark');
    expect(scripts.some((path) => path.includes('ActivityChart'))).toBe(false);
  });

  it("shows the customer's own volume per currency, counts, chart, latest requests and the request that needs a new invoice", async () => {
    const customer = await approvedCustomer(e2e.app, ids, reviewer);
    const first = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 120 }));
    await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 80.5 }));
    const usd = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 50, amountCurrency: 'USD' }));
    const failed = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 1000 }));
    const paid = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 75.25 }));
    await decidePayment(e2e.app, reviewer, {
      transactionId: first,
      decision: 'invalidInvoice',
      reason: 'The invoice is not signed.',
    });
    await decidePayment(e2e.app, reviewer, {
      transactionId: failed,
      decision: 'failed',
      reason: 'Declined by the bank.',
    });
    await decidePayment(e2e.app, reviewer, { transactionId: paid, decision: 'approved' });
    await decidePayment(e2e.app, reviewer, { transactionId: usd, decision: 'approved' });

    for (const [viewport, colorScheme] of [
      ['wide', 'light'],
      ['narrow', 'dark'],
    ] as const) {
      const page = await customerPage(e2e, customer, { viewport, colorScheme });
      await page.goto('/dashboard');
      // Only approved (paid out) requests moved money: 75.25 CAD, and the USD one apart, never added to it.
      await page.getByText('75.25 CAD', { exact: true }).filter({ visible: true }).first().waitFor();
      await page.getByText('50.00 USD', { exact: true }).filter({ visible: true }).first().waitFor();
      expect(await page.getByText('275.75 CAD', { exact: true }).count()).toBe(0);
      await page.getByText('5 this month', { exact: true }).waitFor();
      await page.getByText(`Payment request ${first} needs a valid invoice: upload a new one to continue.`).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByText(usd, { exact: true }).filter({ visible: true }).first().waitFor();
      await page.waitForTimeout(400);
      await snap(page, `dashboard-${viewport}-${colorScheme}`);
      await page.close();
    }
  });
});
