import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, snap, VIEWPORTS, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { kybThroughStep, PDF, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { jpegSize, phonePhoto } from '../helpers/phone-photos';
import { readDocument } from '../../server/storage/documents';
import { startShapedLink } from '../helpers/shaped-link';
import { choose, fillKycIdentity, storeSession } from './pages';

/*
 * Issue 20's hand-off, end to end with two browser contexts: the desktop (1280 px) asks for the phone on KYC step 2's
 * identity document, the phone (400 px) opens the QR code's link and takes the photo, the desktop form shows it
 * and submits the step, stored once, also after a reload of the desktop before Submit. The link then refuses a second
 * use, and the phone's grant every other route. Over a poor link: the phone behind a slow shaped link cut once
 * mid-upload, the desktop offline meanwhile; the upload resumes and the desktop gets the one document once back.
 */

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(async () => {
  await e2e?.close();
});

/** A new user's desktop (1280 px) at KYC step 2, its "Use my phone" dialog open on the identity document, and the dialog's link. */
async function desktopHandingOff(colorScheme: 'light' | 'dark' = 'light') {
  const user = await signUp(e2e.app);
  const desktop = await (await e2e.newContext({ viewport: 'wide', colorScheme })).newPage();
  await storeSession(desktop, user, { status: 'Onboarding' });
  await desktop.goto('/accounts');
  await desktop.getByRole('button', { name: 'Add Account' }).click();
  await desktop.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
  await desktop.waitForURL('**/accounts/kyc?activeKycTab=0');
  await fillKycIdentity(desktop, ids);
  await desktop.getByRole('button', { name: 'Save and continue' }).click();
  await desktop.waitForURL('**/accounts/kyc?activeKycTab=1');

  await desktop.getByRole('button', { name: 'Use my phone for Identity document' }).click();
  const dialog = desktop.getByRole('dialog', { name: 'Continue on your phone' });
  await dialog.getByRole('img', { name: 'QR code of the link to open on your phone' }).waitFor();
  const link = new URL((await dialog.getByTestId('handoff-link').textContent())!);
  expect(link.pathname).toBe('/capture');
  return { user, desktop, dialog, link };
}

describe('continue on your phone', () => {
  it("the desktop's Cancel, or leaving the step with the dialog open, stops its link at once", async () => {
    const { desktop, dialog, link } = await desktopHandingOff();
    const cancelled = () =>
      desktop.waitForResponse(
        (response) => response.request().method() === 'DELETE' && /\/handoffs\/[^/]+$/.test(response.url()),
      );
    const open = async (url: URL) =>
      (await e2e.app.request('/handoffs/open', { method: 'POST', json: { token: url.hash.slice(1) } })).status;

    const afterCancel = cancelled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await afterCancel).status()).toBe(200);
    expect(await open(link)).toBe(410);

    await desktop.getByRole('button', { name: 'Use my phone for Identity document' }).click();
    const second = new URL((await dialog.getByTestId('handoff-link').textContent())!);
    expect(second.hash).not.toBe(link.hash);
    const afterLeaving = cancelled();
    await desktop.goBack();
    await desktop.waitForURL('**/accounts/kyc?activeKycTab=0');
    expect((await afterLeaving).status()).toBe(200);
    expect(await open(second)).toBe(410);
  });

  it('a photo taken on the phone reaches the desktop form, and KYC step 2 is stored with it once', async () => {
    const { user, desktop, dialog, link } = await desktopHandingOff();
    await snap(desktop, 'handoff-desktop-dialog');

    const phoneContext = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: VIEWPORTS.narrow,
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    try {
      const maker = await e2e.browser.newPage();
      const photo = await phonePhoto(maker, 'IMG_20261126_081500.jpg', 3);
      await maker.close();

      await phone.goto(`/capture${link.hash}`);
      await phone.getByRole('heading', { name: 'Add your document' }).waitFor();
      await dialog.getByText('Your phone is connected: take the photo there.').waitFor();
      // The capture page leads nowhere else in the app.
      expect(await phone.locator('a[href]').count()).toBe(0);
      expect(new URL(phone.url()).hash).toBe('');
      await phone.locator('input[type=file][capture=environment]').setInputFiles(photo);
      await phone.getByText('You can go back to your computer.').waitFor();
      await snap(phone, 'handoff-phone-sent');

      // The desktop form shows the photo (made small on the phone), the dialog gone.
      await dialog.waitFor({ state: 'detached' });
      await desktop.getByRole('button', { name: 'Open Identity document' }).waitFor();
      await expect.poll(() => desktop.getByText(/^\d+ KB$|^\d\.\d MB$/).count()).toBeGreaterThan(0);
      await snap(desktop, 'handoff-desktop-arrived');

      // A reload before Submit keeps the phone's document in the field (its draft), still named by the phone's upload.
      await desktop.getByText('Saved on this device').waitFor();
      await desktop.reload();
      await desktop.getByRole('button', { name: 'Open Identity document' }).waitFor();
      await expect.poll(() => desktop.getByText(/^\d+ KB$|^\d\.\d MB$/).count()).toBeGreaterThan(0);
      await desktop.getByText('IMG_20261126_081500.jpg').waitFor();
      await desktop.locator('img[src^="data:image/jpeg"]').waitFor();

      await choose(desktop, 'Identification Type', /.+/);
      await desktop.getByLabel(/^Identification Number/).fill('A12345678');
      await choose(desktop, 'Proof of Address Type', /.+/);
      await desktop
        .locator('input[type=file][aria-label="Proof of address"]')
        .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
      await desktop.getByText('bill.pdf').waitFor();
      await choose(desktop, 'Intended Use', 'Payment');
      await choose(desktop, 'Transaction Volume', /.+/);
      await choose(desktop, 'Transaction Frequency', /.+/);
      await choose(desktop, 'Occupation', /.+/);
      await choose(desktop, 'Industry', /.+/);
      await choose(desktop, 'Yearly Income', '$1001-$2000');
      await desktop.getByRole('button', { name: 'Submit' }).click();

      const db = e2e.app.deps.db;
      const { accountId } = await desktop.evaluate(
        () => JSON.parse(sessionStorage.getItem('kycb-props')!) as { accountId: number },
      );
      const stored = () =>
        db
          .selectFrom('individual_other_infos')
          .select('identification_document_id')
          .where('account_id', '=', accountId)
          .execute();
      await expect.poll(async () => (await stored()).length, { timeout: 30_000 }).toBe(1);
      const [{ identification_document_id: documentId }] = await stored();

      // The step names the phone's own upload: the photo was not sent a second time from the desktop.
      const uploaded = await db
        .selectFrom('audit_events')
        .select('details')
        .where('subject_type', '=', 'handoff')
        .where('action', '=', 'handoff_uploaded')
        .where('actor_email', '=', user.email)
        .execute();
      expect(uploaded.map((event) => event.details.uploadId)).toEqual([documentId]);
      const owner = (
        await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow()
      ).id;
      const document = await readDocument(db, owner, documentId, async () => undefined);
      expect(document.mimeType).toBe('image/jpeg');
      expect(document.content.length).toBeLessThan(photo.buffer.length);
      expect(Math.max(...Object.values(jpegSize(document.content)!))).toBeGreaterThanOrEqual(1500);
      const documents = await db.selectFrom('documents').select('id').where('account_id', '=', accountId).execute();
      expect(documents).toHaveLength(2);

      // The link works once; the phone's grant opens no other route.
      const again = await e2e.app.request('/handoffs/open', { method: 'POST', json: { token: link.hash.slice(1) } });
      expect(again.status).toBe(410);
      const secondPhone = await phoneContext.newPage();
      await secondPhone.goto(`/capture${link.hash}`);
      await secondPhone
        .getByText('This link was used, expired or cancelled. Ask for a new one on your computer.')
        .waitFor();
      const { grant } = await phone.evaluate(
        () => JSON.parse(sessionStorage.getItem('handoff-grant')!) as { grant: string },
      );
      for (const path of [
        '/accounts/allAccountsByProfile',
        '/accounts/individualAccounts',
        `/handoffs/${(await db.selectFrom('handoffs').select('id').executeTakeFirstOrThrow()).id}`,
      ]) {
        expect((await e2e.app.request(path, { token: grant })).status).toBe(401);
      }
    } finally {
      await phoneContext.close();
    }
  });
});

describe('continue on your phone over a poor link', () => {
  const kbit = (kilobits: number) => (kilobits * 1000) / 8;

  it('the phone’s upload resumes after the link is cut, and the desktop, offline meanwhile, gets the document once back', async () => {
    const { user, desktop, dialog, link } = await desktopHandingOff('dark');
    await snap(desktop, 'handoff-desktop-dialog-dark');
    // The phone reaches the server only through a slow link (600 kbit/s up), which the test cuts once mid-upload.
    const phoneLink = await startShapedLink({
      target: { port: Number(new URL(e2e.baseUrl).port) },
      upBytesPerSecond: kbit(600),
      downBytesPerSecond: kbit(8000),
      lifetimeMs: 90_000,
    });
    const phoneContext = await e2e.browser.newContext({
      baseURL: phoneLink.origin,
      viewport: VIEWPORTS.narrow,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    });
    try {
      const maker = await e2e.browser.newPage();
      const photo = await phonePhoto(maker, 'IMG_20261126_091200.jpg', 4);
      await maker.close();
      const phone = await phoneContext.newPage();
      const uploadRequests: string[] = [];
      phone.on('request', (request) => request.url().includes('/uploads') && uploadRequests.push(request.method()));
      await phone.goto(`/capture${link.hash}`);
      await phone.getByRole('heading', { name: 'Add your document' }).waitFor();
      await dialog.getByText('Your phone is connected: take the photo there.').waitFor();

      // The desktop loses its connection while the phone sends.
      await desktop.context().setOffline(true);
      const db = e2e.app.deps.db;
      // The hand-off the phone opened: another test's may carry the same creation time.
      const { id: handoffId } = await db
        .selectFrom('handoffs')
        .innerJoin('users', 'users.id', 'handoffs.user_id')
        .select('handoffs.id')
        .where('users.email', '=', user.email)
        .where('handoffs.opened_at', 'is not', null)
        .executeTakeFirstOrThrow();
      const uploads = () =>
        db.selectFrom('uploads').select(['id', 'length', 'received']).where('handoff_id', '=', handoffId).execute();

      const bytesUpBefore = phoneLink.bytesUp;
      await phone.locator('input[type=file][capture=environment]').setInputFiles(photo);
      await expect
        .poll(() => phoneLink.bytesUp - bytesUpBefore, { timeout: 20_000, interval: 100 })
        .toBeGreaterThan(180_000);
      const [created] = await uploads();
      expect(created!.received).toBeLessThan(created!.length);
      phoneLink.cut(3_000);
      expect(phoneLink.droppedConnections).toBeGreaterThan(0);
      // The phone's bar shows what the server acknowledged before the cut (a photo is sent in several pieces).
      await expect
        .poll(async () => Number(await phone.getByRole('progressbar').getAttribute('aria-valuenow')), { interval: 100 })
        .toBeGreaterThan(0);
      expect(Number(await phone.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThan(100);
      await snap(phone, 'handoff-phone-sending-dark');

      await phone.getByText('You can go back to your computer.').waitFor({ timeout: 30_000 });
      await snap(phone, 'handoff-phone-sent-dark');
      // One upload, resumed where the server stood (tus asks with HEAD, then goes on): not a second one.
      const [sent, ...others] = await uploads();
      expect(others).toHaveLength(0);
      expect(sent).toMatchObject({ id: created!.id, received: sent!.length });
      expect(uploadRequests.filter((method) => method === 'POST')).toHaveLength(1);
      expect(uploadRequests).toContain('HEAD');

      // Offline, the desktop has not taken it yet; back online, its polling brings it into the field.
      await desktop.waitForTimeout(2_500);
      expect(await desktop.getByRole('button', { name: 'Open Identity document' }).count()).toBe(0);
      await desktop.context().setOffline(false);
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await desktop.getByRole('button', { name: 'Open Identity document' }).waitFor();
      expect(await desktop.getByRole('button', { name: /^Open / }).count()).toBe(1);
      expect(await db.selectFrom('uploads').select('id').where('handoff_id', '=', handoffId).execute()).toHaveLength(1);
    } finally {
      await phoneContext.close();
      await phoneLink.stop();
    }
  });
});

describe('the person dialog and demo mode', () => {
  it("the director's document fields hand off to the phone, and on localhost the dialog says the link works only on this computer (English and French)", async () => {
    const user = await signUp(e2e.app);
    const accountId = await kybThroughStep(e2e.app, user, ids, 0);
    const context = await e2e.newContext({ viewport: 'wide' });
    const desktop = await context.newPage();
    await storeSession(desktop, user);
    await desktop.goto(`/accounts/kyb/${accountId}?activeKybTab=1`);
    await desktop.getByRole('button', { name: 'Add a director' }).click();
    const person = desktop.getByRole('dialog', { name: 'Add a director' });
    await person.getByRole('button', { name: 'Use my phone for Proof of Address' }).waitFor();
    await person.getByRole('button', { name: 'Use my phone for Identity Document' }).click();
    const handoff = desktop.getByRole('dialog', { name: 'Continue on your phone' });
    await handoff.getByText('This link works only on this computer').waitFor();
    await handoff.getByText(/start the server with PUBLIC_URL set to an address your phone can reach/).waitFor();
    const link = new URL((await handoff.getByTestId('handoff-link').textContent())!);
    expect(link.hostname).toBe('localhost');
    const row = await e2e.app.deps.db
      .selectFrom('handoffs as h')
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.step', 'h.field'])
      .where('u.email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ step: `kyb/person:${accountId}:new-director`, field: 'identificationDocument' });
    await snap(desktop, 'handoff-person-dialog-demo-wide');
    await handoff.getByRole('button', { name: 'Cancel' }).click();

    await desktop.evaluate(() => localStorage.setItem('payway.language', 'fr'));
    await desktop.reload();
    await desktop.getByRole('button', { name: 'Ajouter un dirigeant' }).click();
    await desktop
      .getByRole('dialog', { name: 'Ajouter un dirigeant' })
      .getByRole('button', { name: "Utiliser mon téléphone pour Pièce d'identité" })
      .click();
    await desktop
      .getByRole('dialog', { name: 'Continuer sur votre téléphone' })
      .getByText('Ce lien ne fonctionne que sur cet ordinateur')
      .waitFor();
    await context.close();
  });
});
