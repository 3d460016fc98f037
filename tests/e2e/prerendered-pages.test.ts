import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The signed-out pages drawn at build time (vite.config.ts), each with the heading a first visit sees, in English and French. */
const PAGES = [
  ['/', 'Sign in to Payway', 'Connexion à Payway'],
  ['/register', 'Get Started', 'Commencer'],
  ['/initial-password-reset', 'Forgot your password?', 'Mot de passe oublié ?'],
  ['/verify-password-reset', "Verify it's you", "Confirmez que c'est vous"],
  ['/password-reset', 'Reset password', 'Réinitialiser le mot de passe'],
  ['/new-password', 'Reset password', 'Réinitialiser le mot de passe'],
] as const;
const FRENCH_BROWSER = 'fr-FR,fr;q=0.9,en;q=0.8';

/**
 * What React says when the page it hydrates is not the page it would draw (it then draws it again, or, for an
 * attribute, keeps the wrong one), and any file the page asks for in vain (a build-time path to an image, say).
 */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('the prerendered signed-out pages', () => {
  it("arrive as HTML with their heading and form, before any JavaScript runs, in the browser's language", async () => {
    for (const [path, english, french] of PAGES) {
      for (const [acceptLanguage, language, heading] of [
        [undefined, 'en', english],
        ['en-GB,en;q=0.9', 'en', english],
        [FRENCH_BROWSER, 'fr', french],
        ['de-DE,fr;q=0.8', 'fr', french],
      ] as const) {
        const response = await fetch(new URL(path, e2e.baseUrl), {
          headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
        });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('vary'), path).toMatch(/Accept-Language/i);
        const html = await response.text();
        expect(html, `${path} ${acceptLanguage}`).toContain(`<html lang="${language}"`);
        expect(html, path).toContain(`data-prerendered="${path}"`);
        expect(html, `${path} ${acceptLanguage}`).toContain(heading.replace("'", '&#x27;'));
      }
    }
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 400, height: 860 },
    });
    try {
      const page = await context.newPage();
      for (const [path, heading] of PAGES) {
        await page.goto(path);
        expect(await page.getByRole('heading', { name: heading }).isVisible(), path).toBe(true);
      }
      const french = await context
        .browser()!
        .newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false, locale: 'fr-FR' });
      const frenchPage = await french.newPage();
      for (const [path, , heading] of PAGES) {
        await frenchPage.goto(path);
        expect(await frenchPage.getByRole('heading', { name: heading }).isVisible(), path).toBe(true);
      }
      await french.close();
      await page.goto('/password-reset');
      expect(await page.getByLabel(/^New Password/).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(['en-GB', 'fr-FR'])(
    'are taken over as drawn: the app draws the same page, which then takes input (%s browser)',
    async (locale) => {
      const page = await e2e.newPage({ viewport: 'narrow', locale });
      const problems = watchHydration(page);
      for (const [path, english, french] of PAGES) {
        const heading = locale === 'fr-FR' ? french : english;
        await page.goto(path);
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.locator('#root[data-started]').waitFor({ state: 'attached' });
        const brokenImages = () =>
          page
            .locator('#root img')
            .evaluateAll((images) =>
              (images as HTMLImageElement[])
                .filter((image) => !image.complete || image.naturalWidth === 0)
                .map((image) => image.src),
            );
        await expect.poll(brokenImages, { message: path }).toEqual([]);
      }
      await page.goto('/password-reset');
      await page.locator('#root[data-started]').waitFor({ state: 'attached' });
      const newPassword = page.getByLabel(locale === 'fr-FR' ? /^Nouveau mot de passe/ : /^New Password/);
      await newPassword.fill('a new passphrase');
      expect(await newPassword.inputValue()).toBe('a new passphrase');
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['narrow', 'fr-FR', 'email', 'Adresse e-mail', /^Mot de passe\b/, 'Se connecter', 'Connexion réussie'],
    ['wide', 'en-GB', 'password', 'Email Address', /^Password\b/, 'Sign In', 'Login success'],
  ] as const)(
    'take typing as soon as they are drawn; the app, once it runs, keeps what was typed and the focus, and signs in with it (%s, %s, typing in the %s field)',
    async (viewport, locale, lastField, emailLabel, passwordLabel, signInButton, success) => {
      const user = await signUp(e2e.app);
      const page = await e2e.newPage({ viewport, locale });
      const problems = watchHydration(page);
      // The app's scripts arrive only when the test lets them: the page is drawn from its HTML and stylesheet alone.
      let letScriptsThrough!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (letScriptsThrough = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const email = page.getByLabel(emailLabel);
      const password = page.getByLabel(passwordLabel);
      const [first, last] = lastField === 'email' ? [password, email] : [email, password];
      const [firstText, lastText] = lastField === 'email' ? [user.password, user.email] : [user.email, user.password];
      await first.pressSequentially(firstText);
      // Enter before the app runs sends nothing (the browser's own submit would put the password in the URL).
      await page.keyboard.press('Enter');
      await last.pressSequentially(lastText);
      // In the password field, the customer moves the caret back to mend a character as the app starts (an email
      // field has no caret position a script can read: there it stays at the end).
      const caret = lastField === 'password' ? lastText.length - 4 : lastText.length;
      for (let step = caret; step < lastText.length; step++) await page.keyboard.press('ArrowLeft');
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('#root').getAttribute('data-started')).toBe(null);

      letScriptsThrough();
      await page.locator('#root[data-started]').waitFor({ state: 'attached' });
      expect(await email.inputValue()).toBe(user.email);
      expect(await password.inputValue()).toBe(user.password);
      expect(await last.evaluate((field) => field === document.activeElement)).toBe(true);
      // Typing goes on where it was, into the app's form: a character typed at the caret, then taken back.
      await page.keyboard.type('x');
      expect(await last.inputValue()).toBe(`${lastText.slice(0, caret)}x${lastText.slice(caret)}`);
      await page.keyboard.press('Backspace');
      await page.getByRole('button', { name: signInButton }).click();
      await page.getByText(success).waitFor();
      await page.waitForURL('**/accounts');
      expect(problems).toEqual([]);
    },
  );

  it('a French browser whose device chose English gets the French page hidden, then the English one drawn in its place', async () => {
    const page = await e2e.newPage({ viewport: 'narrow', locale: 'fr-FR' });
    const problems = watchHydration(page);
    await page.addInitScript(() => localStorage.setItem('payway.language', 'en'));
    const response = await page.goto('/register');
    expect(await response!.text()).toContain('<html lang="fr"');
    await page.getByRole('heading', { name: 'Get Started' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    expect(problems).toEqual([]);
  });

  it.each([
    ['en-GB', 0],
    ['fr-FR', 1],
  ] as const)(
    'come from the service worker on later visits, offline too, in the device language (%s browser)',
    async (locale, column) => {
      const context = await e2e.newContext({ viewport: 'narrow', locale });
      try {
        const page = await context.newPage();
        const problems = watchHydration(page);
        await page.goto('/');
        await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
        const language = column === 0 ? 'en' : 'fr';
        for (const offline of [false, true]) {
          await context.setOffline(offline);
          for (const [path, ...headings] of PAGES) {
            const heading = headings[column];
            const response = await page.goto(path);
            expect(response!.fromServiceWorker(), path).toBe(true);
            const html = await response!.text();
            expect(html, `${path} offline=${offline}`).toContain(`<html lang="${language}"`);
            expect(html, path).toContain(heading.replace("'", '&#x27;'));
            await page.getByRole('heading', { name: heading }).waitFor();
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("follow the language chosen on the device once the app has told its service worker, not the browser's", async () => {
    const context = await e2e.newContext({ viewport: 'narrow', locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      const problems = watchHydration(page);
      const toldLanguage = () =>
        page.evaluate(
          async () => (await caches.match('/page-language', { cacheName: 'payway-device' }))?.text() ?? null,
        );
      await page.goto('/');
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
      await expect.poll(toldLanguage).toBe('fr');

      await page.getByText('English', { exact: true }).click();
      await expect.poll(toldLanguage).toBe('en');
      await context.setOffline(true);
      const response = await page.goto('/register');
      expect(response!.fromServiceWorker()).toBe(true);
      expect(await response!.text()).toContain('<html lang="en"');
      await page.getByRole('heading', { name: 'Get Started' }).waitFor();
      // The page matches the device: drawn at once, and hydrated rather than replaced.
      expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
      await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe('/register');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a reload in the middle of a password reset shows what the tab holds, not the first visit drawn at build time', async () => {
    // No service worker: it would serve the scripts held back below from its cache.
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      serviceWorkers: 'block',
      viewport: { width: 400, height: 860 },
    });
    const page = await context.newPage();
    const problems = watchHydration(page);
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'user-registration-props',
        JSON.stringify({ emailForPasswordReset: 'ada@example.com', resetToken: 'a-reset-proof' }),
      ),
    );

    await page.goto('/initial-password-reset');
    await expect.poll(() => page.getByLabel(/^Email Address/).inputValue()).toBe('ada@example.com');

    await page.goto('/verify-password-reset');
    await page.getByText('ada@example.com').waitFor();

    // Until the app runs, the page drawn at build time ('verify the code first') is not shown to this tab.
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/password-reset', { waitUntil: 'commit' });
    await page.locator('#root[data-prerendered="/password-reset"]').waitFor({ state: 'attached' });
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    releaseScripts();
    await expect.poll(() => page.getByLabel(/^Email Address/).inputValue()).toBe('ada@example.com');
    expect(await page.getByText('Verify the code we send to your email first.').count()).toBe(0);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are painted whole on a slowed phone: nothing moves while the page arrives and the app takes it over', async () => {
    for (const path of ['/', '/register']) {
      const page = await e2e.newPage({ viewport: 'small', touch: true });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
          >)
            shifts.push(
              `${entry.value.toFixed(3)} ${entry.sources.map((source) => source.node?.textContent?.slice(0, 40)).join(' | ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.locator('#root[data-started]').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts), path).toEqual(
        [],
      );
      await page.context().close();
    }
  });
});
