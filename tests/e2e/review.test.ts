import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import {
  decideAccount,
  nextTotpCode,
  otherInfoStep,
  pngSaying,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { startE2E, snap, type E2E } from './harness';
import { customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
let reviewerAccount: Reviewer;

beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewerAccount = await signedInReviewer(e2e.app);
});
afterAll(() => e2e?.close());

async function reviewerSignsIn(options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  await page.goto('/');
  await page.getByLabel('Email Address').fill(reviewerAccount.email);
  await page.getByLabel(/^Password\b/).fill(reviewerAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  const code = await nextTotpCode(reviewerAccount);
  const boxes = page.locator('.mantine-PinInput-input');
  for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/review$/);
  await page.getByRole('heading', { name: 'Review queue' }).waitFor();
  return page;
}

async function openSubmission(page: Page, accountId: number) {
  await page.locator(`[data-subject-id="${accountId}"]`).getByRole('link', { name: 'Ada Obi' }).click();
  await page.waitForURL(`**/review/account/${accountId}`);
  await page.getByRole('heading', { name: 'Decision', exact: true }).waitFor();
}

const accountRow = (page: Page, accountId: number) => page.locator(`[data-account-id="${accountId}"]`);

describe('the review loop in the browser', () => {
  it('a reviewer requests changes on a KYC, the customer fixes the step and resubmits, the reviewer approves, the account is active', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);

    // The reviewer signs in on the same login page and lands on the queue.
    const reviewer = await reviewerSignsIn();
    await snap(reviewer, 'review-queue-wide-light');
    await openSubmission(reviewer, accountId);
    await reviewer.getByText('12 Marina Road', { exact: true }).waitFor();
    const identityPreview = reviewer.getByRole('img', { name: /Identity document/ });
    await identityPreview.waitFor();
    await expect
      .poll(() => identityPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await reviewer.getByRole('button', { name: 'Preview' }).click();
    await reviewer.locator('iframe[title^="Proof of address"]').waitFor();
    await snap(reviewer, 'review-detail-wide-light');

    const reason = 'The last name does not match the passport. Use the name printed on it.';
    // No outcome is chosen for the reviewer.
    const outcome = reviewer.getByRole('radiogroup', { name: 'Outcome' });
    expect(await outcome.getByRole('radio', { checked: true }).count()).toBe(0);
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByText('Choose a decision', { exact: true }).waitFor();
    await reviewer.getByRole('radio', { name: 'Request changes' }).check();
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByText('Give the reason the customer will see').waitFor();
    await reviewer.getByText('Choose the steps the customer has to change').waitFor();
    await reviewer.getByRole('checkbox', { name: 'Customer Identity Information' }).check();
    // Chromium's PDF viewer in the preview above takes the focus once it has loaded, which can land in the middle of
    // the typing and drop it: type until the box holds the reason, as a reviewer would.
    const reasonBox = reviewer.getByLabel('Reason');
    await expect
      .poll(async () => {
        await reasonBox.fill(reason);
        return reasonBox.inputValue();
      })
      .toBe(reason);
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText('Changes requested').waitFor();
    await reviewer.getByText('No decision to take').waitFor();
    await snap(reviewer, 'review-detail-sent-back-wide-light');

    // The customer sees the decision on the row and the reason on the step, fixes it and submits again.
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/uploads') && request.method() === 'POST') uploads.push(request.url());
    });
    await page.goto('/accounts');
    const row = accountRow(page, accountId);
    await row.getByText('Changes requested').waitFor();
    await row.getByText(reason).waitFor();
    await snap(page, 'review-customer-accounts-narrow-light');
    await row.getByRole('link', { name: 'Edit Ada Obi' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=0`);
    await page.getByTestId('review-notice').getByText(reason).waitFor();
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Obi');
    await snap(page, 'review-customer-notice-narrow-light');
    await page.getByLabel('Last Name').fill('Obi-Okeke');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=1`);
    expect(await page.getByTestId('review-notice').filter({ visible: true }).count()).toBe(0);
    await page.getByText('utility-bill.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    await accountRow(page, accountId).getByText('Pending').waitFor();
    expect(await accountRow(page, accountId).getByText(reason).count()).toBe(0);
    // The documents were kept as they were: named, not uploaded again.
    expect(uploads).toEqual([]);

    // Back with the reviewer: the resubmission is in the trail; approve.
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: 'Decision', exact: true }).waitFor();
    await reviewer.getByText('Saved Customer Identity Information (changed: Last name)').waitFor();
    await reviewer.getByText('Obi-Okeke').first().waitFor();
    // Nothing of the untouched documents shows as replaced.
    await reviewer.getByRole('heading', { name: 'What changed' }).waitFor();
    expect(await reviewer.locator('[data-document-change]').count()).toBe(0);
    await reviewer.getByRole('radio', { name: 'Approve' }).check();
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText('Active').waitFor();
    await snap(reviewer, 'review-detail-approved-wide-light');

    await page.reload();
    await accountRow(page, accountId).getByText('Active').waitFor();
    await snap(page, 'review-customer-active-narrow-light');
    const mails = e2e.app.mailer.sent.filter((mail) => mail.to === customer.email).map((mail) => mail.subject);
    expect(mails).toEqual(
      expect.arrayContaining([expect.stringContaining('changes requested'), expect.stringContaining('approved')]),
    );
  });

  it('shows both sides of a replaced document: the old one still opens for the reviewer', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    await decideAccount(e2e.app, reviewerAccount, {
      accountId,
      decision: 'requestChanges',
      reason: 'Blurred',
      affectedSteps: ['otherInfo'],
    });
    const newPassport = pngSaying('a sharper scan').toString('base64');
    await requestOk(e2e.app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email, {
        identificationName: 'passport-2.png',
        identificationAttachment: newPassport,
      }),
    });

    const reviewer = await reviewerSignsIn();
    await openSubmission(reviewer, accountId);
    const change = reviewer.locator('[data-document-change="replaced"]');
    await change.waitFor();
    for (const name of ['passport.png', 'passport-2.png']) {
      const image = change.locator(`[data-document="${name}"]`).getByRole('img');
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    }
    expect(await change.getByText('No such document').count()).toBe(0);
  });

  it('keeps customers out of /review and shows the back office narrow and dark', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    const page = await customerPage(e2e, customer);
    await page.goto('/review');
    await page.waitForURL(/\/accounts$/);

    const reviewer = await reviewerSignsIn({ viewport: 'narrow', colorScheme: 'dark' });
    await reviewer.locator(`[data-subject-id="${accountId}"]`).waitFor();
    await snap(reviewer, 'review-queue-narrow-dark');
    await openSubmission(reviewer, accountId);
    await reviewer.getByRole('img', { name: /Identity document/ }).waitFor();
    await snap(reviewer, 'review-detail-narrow-dark');
    // A reviewer sent to a customer page goes back to the back office.
    await reviewer.goto('/accounts');
    await reviewer.waitForURL(/\/review$/);
    await reviewer.getByRole('link', { name: 'Audit trail' }).click();
    await reviewer.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await reviewer
      .getByText(/Submitted for review with Other information and document upload/)
      .first()
      .waitFor();
    await snap(reviewer, 'review-audit-narrow-dark');
  });
});
