import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { importList } from '../../server/screening/import-list';
import { syntheticEntries } from '../../server/screening/synthetic-list';
import { BUSINESS_PEP } from '../../src/contract';
import { signUp } from '../helpers/app';
import {
  activityStep,
  businessInfoStep,
  businessPerson,
  complianceStep,
  newAccount,
  PDF,
  PNG,
  referenceIds,
  saveStep,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
  ownershipStep,
} from '../helpers/fixtures';
import { overflows } from './fit';
import { snap, startE2E, type E2E } from './harness';
import { storeSession } from './pages';
import { sayIn } from './route-walk';

/**
 * Issue 49 in the browser: a director on a sanctions list blocks the approval until the reviewer clears the hit; a
 * high-risk account takes two reviewers; the case file downloads as a PDF that names the decision and the documents'
 * hashes. The server screens against a small generated list (server/screening/synthetic-list.ts) whose first entry,
 * Viktor Drakonov Orlesky born 1961-04-12, is the listed person.
 */

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
let second: Reviewer;
let dir: string;

/** The listed person as a customer would type them: middle name left out. */
const LISTED = { firstName: 'Viktor', lastName: 'Orlesky', dob: '1961-04-12', email: 'viktor@okafor.example' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const en = sayIn('en');
const fr = sayIn('fr');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'screening-e2e-'));
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app, 'screening.reviewer@payway.example');
  second = await signedInReviewer(e2e.app, 'screening.second@payway.example');
  await importList(e2e.app.deps.db, e2e.app.deps.jobs, {
    name: 'synthetic',
    format: 'ftm',
    version: '2026-12-01',
    entries: syntheticEntries(300).entries,
  });
  await e2e.app.jobsDone();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function reviewerOn(account: number, who: Reviewer, options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  await storeSession(page, who, { isReviewer: true });
  await page.goto(`/review/account/${account}`);
  await page.locator('#decision-title').waitFor();
  return page;
}

/** What a screen shows past its right edge, cut or clipped (tests/e2e/fit.ts), once its transitions are over. */
async function fits(page: Page) {
  await page.waitForTimeout(300);
  expect(await overflows(page)).toEqual([]);
}

/** Clicks the case file's PDF button and reads the download as pdftotext does, once pdftoppm rendered its first page. */
async function downloadedCaseFile(page: Page, buttonName: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/review/caseFiles/'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  expect((await answered).status()).toBe(200);
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.pdf`);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', file, `${file}-page`]);
  expect(
    readdirSync(dir).filter((name) => name.startsWith(`${file.split('/').at(-1)}-page`) && name.endsWith('.png')),
  ).toHaveLength(1);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

describe('sanctions screening in the back office', () => {
  it('a director on a list: the reviewer sees the hit, cannot approve, marks it a false match with a reason, approves and downloads the case file', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, customer, 2);
    await saveStep(e2e.app, customer, 'saveBusinessInfo', businessInfoStep(ids, accountId));
    await saveStep(e2e.app, customer, 'saveShareholdersInfo', ownershipStep(accountId, [businessPerson(ids, LISTED)]));
    // No politically exposed person: the cleared hit leaves the account low-risk, for one reviewer.
    await saveStep(
      e2e.app,
      customer,
      'saveBusinessActivity',
      activityStep(accountId, { pepId: BUSINESS_PEP.no, pepFullnames: [] }),
    );
    await saveStep(e2e.app, customer, 'saveComplianceAndAccount', complianceStep(accountId));

    const page = await reviewerOn(accountId, reviewer);
    const screening = page.getByRole('region', { name: en('review.screening.title') });
    const hit = screening.getByTestId('screening-hit').filter({ hasText: 'synthetic-known-1' }).first();
    // The hit names the person it is about, the list entry, its score and why it matched.
    await hit.getByText(/Director: Viktor Orlesky/).waitFor();
    await hit.getByText('Viktor Drakonov Orlesky (synthetic 2026-12-01, synthetic-known-1)').waitFor();
    await hit.getByText('Vic Orlesky', { exact: false }).waitFor();
    await hit.getByText('SYNTHETIC-EO1').waitFor();
    await hit.getByText(/^Score: \d{2,3} %$/).waitFor();
    await hit.getByText(/same date of birth \(1961-04-12\)/).waitFor();
    await page.getByTestId('risk-level').getByText('High').waitFor();
    await fits(page);
    await snap(page, 'screening-hit-wide-light');

    // Approving is not offered while a hit is open, and the choice says why.
    const approve = page.getByRole('radio', { name: en('review.accountChoices.approve') });
    expect(await approve.isDisabled()).toBe(true);
    const why = await approve.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(why).toContain(en('review.screening.approveBlocked'));

    // Every open hit of the person (a director who is also a shareholder is screened as both) is a false match.
    const reason = 'Other person: the passport number and place of birth differ from the listing';
    const openHits = screening
      .getByTestId('screening-hit')
      .filter({ has: page.getByRole('button', { name: en('review.screening.save') }) });
    const total = await screening.getByTestId('screening-hit').count();
    expect(total).toBeGreaterThan(0);
    for (let left = await openHits.count(); left > 0; left--) {
      const open = openHits.first();
      await open.getByRole('button', { name: en('review.screening.save') }).click();
      // No verdict without a reason.
      await open.locator('[aria-invalid="true"]').first().waitFor();
      await open.getByRole('radio', { name: en('review.screening.decisions.falseMatch') }).check();
      await open.getByLabel(en('review.screening.reason')).fill(reason);
      await open.getByRole('button', { name: en('review.screening.save') }).click();
      await expect.poll(() => openHits.count()).toBe(left - 1);
    }
    await expect
      .poll(() => screening.getByText(en('review.screening.states.falseMatch'), { exact: true }).count())
      .toBe(total);
    expect(await hit.getByText(reason, { exact: false }).count()).toBe(1);
    await page.getByTestId('risk-level').getByText('Low').waitFor();
    // The trail words each verdict (not the action's name).
    const trail = page.getByRole('region', { name: en('review.auditTrail') });
    await trail
      .getByText(`False match: screening hit on synthetic-known-1 (synthetic 2026-12-01): ${reason}`)
      .first()
      .waitFor();
    expect(await trail.getByText('screening_hit_decided').count()).toBe(0);

    await expect.poll(() => approve.isDisabled()).toBe(false);
    await approve.check();
    await page.getByRole('button', { name: en('review.saveDecision') }).click();
    await page.getByRole('heading', { name: 'Okafor Trading Limited' }).locator('..').getByText('Active').waitFor();
    await fits(page);
    await snap(page, 'screening-approved-wide-light');

    const audit = await e2e.app.deps.db
      .selectFrom('audit_events')
      .select(['action', 'actor_email'])
      .where('subject_type', '=', 'account')
      .where('subject_id', '=', String(accountId))
      .execute();
    expect(audit.filter((event) => event.action === 'screening_hit_decided')).toHaveLength(total);

    // The case file: a PDF that opens, names the decision, the hit's verdict and reason, and each document's hash.
    const text = await downloadedCaseFile(page, en('review.caseFilePdf'));
    expect(text).toContain(`Case file - Account ${accountId}`);
    expect(text).toContain('Approved');
    expect(text).toContain(reviewer.email);
    expect(text).toContain('Viktor Drakonov Orlesky [synthetic-known-1]');
    expect(text).toContain('False match');
    expect(text).toContain(reason);
    for (const bytes of [PNG, PDF]) expect(text).toContain(sha256(bytes));
    const downloads = await e2e.app.deps.db
      .selectFrom('audit_events')
      .select('actor_email')
      .where('subject_id', '=', String(accountId))
      .where('action', '=', 'case_file_downloaded')
      .execute();
    expect(downloads).toEqual([{ actor_email: reviewer.email }]);
  });

  it('a high-risk account needs two reviewers: the first approval waits, a second reviewer (in French, on a phone, dark) approves', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids, { politicallyExposed: true });

    const first = await reviewerOn(accountId, reviewer);
    await first.getByTestId('risk-level').getByText('High').waitFor();
    await first.getByText(en('review.screening.fourEyes')).waitFor();
    await first.getByRole('radio', { name: en('review.accountChoices.approve') }).check();
    await first.getByRole('button', { name: en('review.saveDecision') }).click();
    await first.getByText(en('review.screening.firstApprovalSaved')).waitFor();
    await first.getByText(`First approval by ${reviewer.email}`, { exact: false }).waitFor();
    // Still pending: the first approval is kept, not a decision.
    await first.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText('Pending').waitFor();
    await fits(first);
    await snap(first, 'screening-first-approval-wide-light');
    const kept = await e2e.app.deps.db
      .selectFrom('first_approvals')
      .innerJoin('users', 'users.id', 'first_approvals.reviewer_user_id')
      .select(['users.email'])
      .where('account_id', '=', accountId)
      .execute();
    expect(kept).toEqual([{ email: reviewer.email }]);
    expect(
      (
        await e2e.app.deps.db
          .selectFrom('accounts')
          .select('status_id')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).status_id,
    ).toBe(1);

    const page = await reviewerOn(accountId, second, { viewport: 'narrow', colorScheme: 'dark', locale: 'fr-FR' });
    await page.getByTestId('risk-level').getByText(fr('review.screening.levels.high')).waitFor();
    await page
      .getByText(fr('review.screening.firstApprovalBy').split('{reviewer}')[0] + reviewer.email, { exact: false })
      .waitFor();
    await page
      .getByRole('region', { name: fr('review.auditTrail') })
      .getByText(fr('review.audit.firstApproval'))
      .waitFor();
    await fits(page);
    await snap(page, 'screening-second-reviewer-narrow-dark-fr');
    await page.getByRole('radio', { name: fr('review.accountChoices.approve') }).check();
    await page.getByRole('button', { name: fr('review.saveDecision') }).click();
    await page.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText(fr('accountStatus.active')).waitFor();
    await fits(page);
    expect(
      await e2e.app.deps.db
        .selectFrom('first_approvals')
        .select('account_id')
        .where('account_id', '=', accountId)
        .execute(),
    ).toEqual([]);

    // The case file in the reviewer's language: both approvals, the decision and the documents' hashes.
    const text = await downloadedCaseFile(page, fr('review.caseFilePdf'));
    expect(text).toContain(`Dossier - Compte ${accountId}`);
    expect(text).toContain('Approuvé');
    expect(text).toContain(second.email);
    for (const bytes of [PNG, PDF]) expect(text).toContain(sha256(bytes));
  });
});
