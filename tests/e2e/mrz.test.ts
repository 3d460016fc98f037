/*
 * The identity document's MRZ read in the browser (src/ui/capture/read-mrz.ts, Tesseract in a worker, its files served by
 * the app) on generated passport photos (tests/helpers/synthetic-mrz.ts) of the fixture's customer, Ada Obi, born
 * 12 Apr 1990: a passport saying 12 Mar 1990 shows the difference on the document field (the date is on the other
 * tab) and one tap takes it there; a number typed wrong shows beside its field and one tap fixes it; an expired
 * passport is refused with its date; one expiring within 30 days is taken with a notice. English at 1280 px; French at 400 px, the second read offline (the OCR's files
 * from the service worker's cache).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { mrzLines, photographDocuments, type DocumentIdentity } from '../helpers/synthetic-mrz';
import { choose, kycDocumentsPage } from './pages';

const ADA_OBI: DocumentIdentity = {
  surname: 'Obi',
  givenNames: 'Ada',
  dateOfBirth: '1990-03-12',
  expiryDate: '2031-06-30',
  documentNumber: 'A07215348',
  nationality: 'NGA',
  sex: 'F',
};
const EXPIRED = { ...ADA_OBI, expiryDate: '2024-02-03' };
/** Twelve days from the day the test runs: within the 30 days that bring a notice. */
const EXPIRING = { ...ADA_OBI, expiryDate: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) };

let e2e: E2E;
let passport: { name: string; mimeType: string; buffer: Buffer };
let expired: { name: string; mimeType: string; buffer: Buffer };
let expiring: { name: string; mimeType: string; buffer: Buffer };
let matching: { name: string; mimeType: string; buffer: Buffer };
/** The fixture's Ada Obi as her passport says, born 12 Apr 1990 as she typed. */
const MATCHING = { ...ADA_OBI, dateOfBirth: '1990-04-12' };
beforeAll(async () => {
  e2e = await startE2E();
  const photos = await photographDocuments(
    [
      { name: 'valid', format: 'TD3', identity: ADA_OBI, mrz: mrzLines('TD3', ADA_OBI) },
      { name: 'expired', format: 'TD3', identity: EXPIRED, mrz: mrzLines('TD3', EXPIRED) },
      { name: 'expiring', format: 'TD3', identity: EXPIRING, mrz: mrzLines('TD3', EXPIRING) },
      { name: 'matching', format: 'TD3', identity: MATCHING, mrz: mrzLines('TD3', MATCHING) },
    ],
    undefined,
    e2e.browser,
  );
  passport = { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photos[0].jpeg };
  expired = { name: 'old-passport.jpg', mimeType: 'image/jpeg', buffer: photos[1].jpeg };
  expiring = { name: 'passport-expiring.jpg', mimeType: 'image/jpeg', buffer: photos[2].jpeg };
  matching = { name: 'passport-matching.jpg', mimeType: 'image/jpeg', buffer: photos[3].jpeg };
});
afterAll(() => e2e?.close());

const putIn = (page: Page, label: string, file: typeof passport) =>
  page.locator(`input[type=file][aria-label="${label}"]`).setInputFiles(file);
const fieldOf = (page: Page, label: string) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: page.getByLabel(label, { exact: true }) });

describe('the MRZ of a passport photo', () => {
  it('at 1280 px in English: each difference shown where its field is, and one tap takes the passport’s value', async () => {
    const page = (await kycDocumentsPage(e2e)).page;
    await choose(page, 'Identification Type', /passport/i);
    await page.getByLabel(/^Identification Number/).fill('A07215349');
    await putIn(page, 'Identity document', passport);
    // The number is on this tab: beside it. The date of birth is on the other tab: on the document field.
    const number = page.locator('[data-mrz-mismatch=documentNumber]');
    await number.getByText('The passport says').waitFor({ timeout: 20_000 });
    await number.getByText('A07215348', { exact: true }).waitFor();
    const dob = page.locator('[data-mrz-mismatch=dateOfBirth]');
    await dob.getByText('Date of Birth: not what the document says').waitFor();
    await dob.getByText('12 Mar 1990', { exact: true }).waitFor();
    expect(await page.locator('[data-mrz-mismatch]').count()).toBe(2);
    await snap(page, 'mrz-mismatch-wide-en');
    await number.getByRole('button', { name: 'Use A07215348' }).click();
    expect(await page.getByLabel(/^Identification Number/).inputValue()).toBe('A07215348');
    await expect.poll(() => number.count()).toBe(0);

    await page.locator('[data-mrz-mismatch=dateOfBirth]').getByRole('button', { name: 'Use 12 Mar 1990' }).click();
    // The identity tab opens with the passport's date, to be sent again.
    await expect.poll(() => page.getByLabel(/^Date of Birth/).inputValue()).toBe('1990-03-12');
    expect(await page.locator('[data-mrz-mismatch]').count()).toBe(0);
  });

  it('at 1280 px in English: a passport expiring within 30 days is taken, with a notice giving its date', async () => {
    const page = (await kycDocumentsPage(e2e)).page;
    const label = 'Identity document';
    await putIn(page, label, expiring);
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(EXPIRING.expiryDate));
    await page
      .getByText(`This document expires on ${day}. It is accepted, but renew it soon.`)
      .waitFor({ timeout: 20_000 });
    await fieldOf(page, label).getByText(expiring.name).waitFor();
  });

  it('at 400 px in French: an expired passport is refused with its date; offline, a passport is read from the cached files', async () => {
    const page = (await kycDocumentsPage(e2e, { viewport: 'narrow', locale: 'fr-FR' })).page;
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
    const label = "Document d'identité";
    await putIn(page, label, expired);
    await page
      .getByText('Ce document a expiré le 3 févr. 2024. Merci de fournir un document encore valide.')
      .waitFor({ timeout: 20_000 });
    expect(await fieldOf(page, label).getByText(expired.name).count()).toBe(0);
    await snap(page, 'mrz-expired-narrow-fr');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Envoyer' }).waitFor();
    await choose(page, "Type de pièce d'identité", /pass(e)?port/i);
    await page.getByLabel(/^Numéro de la pièce d'identité/).fill('B1234567');
    await putIn(page, label, passport);
    const number = page.locator('[data-mrz-mismatch=documentNumber]');
    await number.getByText('Le passeport indique').waitFor({ timeout: 20_000 });
    await number.getByText('A07215348', { exact: true }).waitFor();
    await number.getByRole('button', { name: 'Utiliser A07215348' }).click();
    expect(await page.getByLabel(/^Numéro de la pièce d'identité/).inputValue()).toBe('A07215348');
    await page.context().setOffline(false);
  });

  it('at 360 px in French on a touch screen: a read that matches says so; a difference shows typed and read side by side with a full-size button, and the jump lands on its field, outlined, with a sentence', async () => {
    const page = (await kycDocumentsPage(e2e, { viewport: 'small', locale: 'fr-FR', touch: true })).page;
    const label = "Document d'identité";
    await choose(page, "Type de pièce d'identité", /pass(e)?port/i);
    await page.getByLabel(/^Numéro de la pièce d'identité/).fill('A07215348');
    await putIn(page, label, matching);
    await page
      .locator('[data-mrz-matches]')
      .getByText('Lu : correspond à vos informations')
      .waitFor({ timeout: 20_000 });

    await putIn(page, label, passport);
    const dob = page.locator('[data-mrz-mismatch=dateOfBirth]');
    await dob.getByText('Date de naissance : différent de ce qu’indique le document').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-mrz-matches]').count()).toBe(0);
    const typed = dob.getByText('Vous avez saisi');
    const read = dob.getByText('Le passeport indique');
    const [typedBox, readBox] = [(await typed.boundingBox())!, (await read.boundingBox())!];
    // Side by side: on one line, what was typed first.
    expect(Math.abs(typedBox.y - readBox.y)).toBeLessThan(2);
    expect(typedBox.x).toBeLessThan(readBox.x);
    await dob.getByText('12 avr. 1990', { exact: true }).waitFor();
    await dob.getByText('12 mars 1990', { exact: true }).waitFor();
    const take = dob.getByRole('button', { name: 'Utiliser 12 mars 1990' });
    expect((await take.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await snap(page, 'mrz-mismatch-small-fr');

    await take.click();
    await expect.poll(() => page.getByLabel(/^Date de naissance/).inputValue()).toBe('1990-03-12');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe('dob');
    const outlined = page.locator('[data-taken]');
    expect(await outlined.count()).toBe(1);
    expect(await outlined.evaluate((box) => getComputedStyle(box).outlineStyle)).toBe('solid');
    await outlined
      .getByText(
        'Repris de votre document. Vérifiez-le, puis choisissez « Enregistrer et continuer » pour l’envoyer de nouveau.',
      )
      .waitFor();
    await snap(page, 'mrz-taken-small-fr');
  });
});
