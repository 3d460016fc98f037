/*
 * The photo quality checks in the browser (src/ui/capture/photo-quality.ts in the photo worker): a blurred photo of a card
 * is attached with what to do, Retake first and "Use it anyway" second, at 400 px in French and 1280 px in English;
 * the override goes with KYC step 2 and the reviewer sees it above the document. The reviewer also sees what the
 * device read in an identity document's MRZ, typed against read, in English and French (the read itself:
 * tests/e2e/mrz.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  MRZ_FINDINGS,
  nextTotpCode,
  otherInfoStep,
  PDF,
  referenceIds,
  signedInReviewer,
  type Reviewer,
} from '../helpers/fixtures';
import { fillKycOtherInfo, kycDocumentsPage, storeSession } from './pages';

let e2e: E2E;
let blurred: { name: string; mimeType: string; buffer: Buffer };
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  reviewer = await signedInReviewer(e2e.app);
  const page = await e2e.newPage();
  await page.goto('/');
  blurred = {
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(await page.evaluate(blurredCardPhoto), 'base64'),
  };
  await page.context().close();
});
afterAll(() => e2e?.close());

/** A 1600 × 1200 photo of an identity card on a desk, shaken: drawn sharp, then through a 14 px blur. */
async function blurredCardPhoto(): Promise<string> {
  const sharp = new OffscreenCanvas(1600, 1200);
  const context = sharp.getContext('2d')!;
  context.fillStyle = '#5a4a3a';
  context.fillRect(0, 0, 1600, 1200);
  context.fillStyle = '#f1ede4';
  context.fillRect(300, 300, 1000, 630);
  context.fillStyle = '#1d2433';
  context.fillRect(340, 380, 260, 340);
  context.font = 'bold 44px sans-serif';
  for (let line = 0; line < 7; line++) context.fillText(`OBI ADA A${12345678 + line}`, 640, 400 + line * 70);
  const photo = new OffscreenCanvas(1600, 1200);
  const blurring = photo.getContext('2d')!;
  blurring.filter = 'blur(14px)';
  blurring.drawImage(sharp, 0, 0);
  const bytes = new Uint8Array(await (await photo.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const fieldOf = (page: Page, label: string) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: page.locator(`input[type=file][aria-label="${label}"]`) });

/** The order of the notice's two buttons, as a screen reader and the Tab key meet them. */
const buttonNames = (field: ReturnType<typeof fieldOf>) => field.getByRole('alert').getByRole('button').allInnerTexts();

async function reviewerSignsIn() {
  const page = await e2e.newPage();
  await page.goto('/');
  await page.getByLabel('Email Address').fill(reviewer.email);
  await page.getByLabel(/^Password\b/).fill(reviewer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = await nextTotpCode(reviewer);
  const boxes = page.locator('.mantine-PinInput-input');
  await boxes.first().waitFor();
  for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/review$/);
  return page;
}

describe('a blurred photo of a document', () => {
  it('at 400 px in French: says what to do, Retake first, and keeps it when used anyway', async () => {
    const { page } = await kycDocumentsPage(e2e, { viewport: 'narrow', locale: 'fr-FR' });
    const label = "Document d'identité";
    await page.locator(`input[type=file][aria-label="${label}"]`).setInputFiles(blurred);
    const field = fieldOf(page, label);
    await field.getByText("Floue : ne bougez plus et touchez l'écran pour faire la mise au point.").waitFor();
    expect(await buttonNames(field)).toEqual(['Reprendre la photo', "L'utiliser quand même"]);
    await snap(page, 'photo-quality-hint-narrow-fr');
    await field.getByRole('button', { name: "L'utiliser quand même" }).click();
    await field.getByText('Gardée telle quelle : floue').waitFor();
  });

  it('at 1280 px in English: the override goes with the step and the reviewer sees it', async () => {
    const { page, accountId } = await kycDocumentsPage(e2e);
    await fillKycOtherInfo(page, blurred, { name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    const field = fieldOf(page, 'Identity document');
    await field.getByText('Blurred: hold still and tap the screen to focus.').waitFor();
    expect(await buttonNames(field)).toEqual(['Retake', 'Use it anyway']);
    await snap(page, 'photo-quality-hint-wide-en');
    await field.getByRole('button', { name: 'Use it anyway' }).click();
    await field.getByText('Kept as it is: blurred').waitFor();
    // The PDF is not checked: no notice on its field.
    expect(await fieldOf(page, 'Proof of address').getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(async () =>
        (
          await e2e.app.deps.db
            .selectFrom('documents')
            .select('device_findings')
            .where('account_id', '=', accountId)
            .execute()
        )
          .map((row) => row.device_findings)
          .sort(),
      )
      .toEqual(['["blurry"]', null]);

    const back = await reviewerSignsIn();
    await back.goto(`/review/account/${accountId}`);
    await back
      .getByText("The customer's device found this photo blurred; the customer chose to use it anyway.")
      .waitFor();
    await snap(back, 'photo-quality-reviewer-wide-en');
  });
});

describe("the reviewer's table of what the device read in the MRZ", () => {
  /** A customer's KYC step 2 sent with the findings, and the reviewer's page of the account. */
  async function caseWithFindings(look: Parameters<E2E['newPage']>[0]) {
    const customer = await signUp(e2e.app);
    const ids = await referenceIds(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, customer, ids);
    const body = otherInfoStep(ids, accountId, customer.email, { identificationMrz: MRZ_FINDINGS });
    expect(
      (await e2e.app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: body }))
        .status,
    ).toBe(200);
    const page = await e2e.newPage(look);
    await storeSession(page, reviewer, { isReviewer: true });
    await page.goto(`/review/account/${accountId}`);
    return page;
  }
  const rows = (page: Page) =>
    page
      .locator('[data-device-mrz="read"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));

  it('at 1280 px in English: each field typed against read, the difference named, the check digits and the expiry', async () => {
    const page = await caseWithFindings({ viewport: 'wide' });
    await page.getByText("Machine-readable zone, as read by the customer's device (TD3)").waitFor();
    expect(await rows(page)).toEqual([
      ['Surname', 'Obi', 'OBI', 'Matches'],
      ['Date of birth', '13 Mar 1990', '12 Mar 1990', 'Differs'],
      ['Sex', 'not asked', 'F', 'Matches'],
    ]);
    await page
      .getByText(
        'Check digits: Document number: valid · Date of birth: valid · Expiry date: valid · Whole line: valid · Expires 1 May 2031',
      )
      .waitFor();
    await snap(page, 'mrz-evidence-reviewer-wide-en');
  });

  it.each([
    { viewport: 'narrow', width: 400 },
    { viewport: 'small', width: 360 },
  ] as const)(
    'at $width px in French, dark: the same table in French, within the screen',
    async ({ viewport, width }) => {
      const page = await caseWithFindings({ viewport, locale: 'fr-FR', colorScheme: 'dark' });
      await page.getByText("Bande de lecture automatique, lue par l'appareil du client (TD3)").waitFor();
      expect(await rows(page)).toEqual([
        ['Nom', 'Obi', 'OBI', 'Concorde'],
        ['Date de naissance', '13 mars 1990', '12 mars 1990', 'Diffère'],
        ['Sexe', 'non demandé', 'F', 'Concorde'],
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The whole table in view, its last column (whether each value matches) included: nothing to scroll sideways.
      const [table, evidence] = await Promise.all([
        page.locator('[data-device-mrz="read"] table').boundingBox(),
        page.locator('[data-device-mrz="read"]').boundingBox(),
      ]);
      expect(table!.x + table!.width).toBeLessThanOrEqual(evidence!.x + evidence!.width + 0.5);
      await snap(page, `mrz-evidence-reviewer-${viewport}-fr-dark`);
    },
  );
});
