import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signInThroughForm, storeSession } from './pages';
import { signUp } from '../helpers/app';

let e2e: E2E;

async function fillCode(page: Page, code: string) {
  const boxes = page.locator('.mantine-PinInput-input');
  for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]);
}
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

describe('sign-up, sign-in, reset', () => {
  it('registers, verifies with the prefilled code and lands on /accounts as Onboarding', async () => {
    const page = await e2e.newPage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Get Started' }).waitFor();
    await snap(page, 'register-wide-light');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('8031234567');
    await page.getByLabel(/^Password\b/).fill('correct horse battery');
    await page.getByLabel('Confirm Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify-password/ada%40example.com');
    const go = page.getByRole('button', { name: "Let's go" });
    await go.waitFor();
    await snap(page, 'verify-wide-light');
    await go.click();
    await page.getByText('Account Creation Success').waitFor();
    await page.waitForURL('**/accounts', { timeout: 10_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('payway.session') ?? 'null'));
    expect(stored).toMatchObject({ userId: 'ada@example.com', status: 'Onboarding' });
  });

  it('shows 6 digits left and keeps the button disabled until six digits', async () => {
    await e2e.app.request('/auth/register', {
      method: 'POST',
      json: {
        emailAddress: 'digits@example.com',
        password: 'correct horse battery',
        mobileNumber01: '8031234567',
        countryCode: '+234',
      },
    });
    const page = await e2e.newPage();
    await page.goto('/verify-password/digits%40example.com');
    // Opened without registering in this tab: no code is sent until asked for (it would void the one in the inbox).
    await page.getByRole('button', { name: 'Send a new code' }).click();
    const button = page.getByRole('button', { name: "Let's go" });
    await button.waitFor();
    await page.locator('.mantine-PinInput-input').first().focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: '6 digits left' }).waitFor();
    expect(await page.getByRole('button', { name: '6 digits left' }).isDisabled()).toBe(true);
  });

  it('refuses one of the most used passwords beside the password field and keeps what was typed', async () => {
    const page = await e2e.newPage({ viewport: 'narrow' });
    await page.goto('/register');
    await page.getByLabel('Email Address').fill('common.choice@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('8031234567');
    const password = page.getByLabel(/^Password\b/);
    await password.fill('Password123');
    await page.getByLabel('Confirm Password').fill('Password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This password is one of the most used ones and easy to guess. Choose another.').waitFor();
    // The field itself carries the message: it is the error its input is described by.
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'This password is one of the most used ones and easy to guess. Choose another.',
    );
    expect(await page.getByLabel('Email Address').inputValue()).toBe('common.choice@example.com');
    expect(page.url()).toMatch(/\/register$/);
  });

  it('marks an invalid phone red after blur and refuses to submit', async () => {
    const page = await e2e.newPage();
    await page.goto('/register');
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('12');
    await phone.blur();
    await page.getByText('Please enter a valid phone number').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in, shows Login success, then goes to accounts after 2 seconds', async () => {
    const { email, password } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in to Payway' }).waitFor();
    await snap(page, 'login-wide-light');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password\b/).fill(password);
    await page.getByLabel('Remember Me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login success').waitFor();
    const started = Date.now();
    await page.waitForURL('**/accounts');
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(await page.evaluate(() => ({ ...localStorage }))).not.toHaveProperty('password');
    expect(await page.evaluate(() => localStorage.getItem('payway.rememberedEmail'))).toBe(email);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(password);
  });

  it("keeps the session out of reach of the page's scripts: an HttpOnly cookie, no token in any storage", async () => {
    const { email, password } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await signInThroughForm(page, email, password);
    const [cookie] = (await page.context().cookies()).filter((stored) => stored.name === 'payway_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    const readable = await page.evaluate(() =>
      JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]),
    );
    expect(readable).not.toContain(cookie.value);
    expect(readable).not.toContain('payway_session');
    // Signed in all the same: the API answers the page's own calls.
    expect(
      await page.evaluate(() =>
        fetch('/api/v1/auth/deviceKey', { headers: { 'X-Payway-Client': 'web' } }).then((response) => response.status),
      ),
    ).toBe(200);
  });

  it('signs in on http://localhost with the production cookie, which is Secure', async () => {
    const production = await startE2E({ env: { NODE_ENV: 'production' } });
    try {
      const { email, password } = await signUp(production.app);
      const page = await production.newPage();
      await signInThroughForm(page, email, password);
      const [cookie] = (await page.context().cookies()).filter((stored) => stored.name === 'payway_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true });
      await page.reload();
      await page.getByRole('button', { name: 'Add Account' }).waitFor();
    } finally {
      await production.close();
    }
  });

  it('drops a token an older version kept in localStorage, and asks to sign in again', async () => {
    const { email, password, token } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await page.goto('/');
    await page.evaluate(
      ([t, e]) =>
        localStorage.setItem(
          'payway.session',
          JSON.stringify({ userId: e, token: t, status: 'Active', isSubUser: false, isReviewer: false }),
        ),
      [token, email],
    );
    await page.goto('/accounts');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(token);
    await signInThroughForm(page, email, password);
  });

  it('counts tries down and shows the locked screen after the third failure', async () => {
    const { email } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByLabel('Email Address').fill(email);
    for (const left of ['2 tries left', '1 try left']) {
      await page.getByLabel(/^Password\b/).fill('wrong password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText(left).waitFor();
      await page.getByText('Incorrect email or password, try again.').waitFor();
    }
    await page.getByLabel(/^Password\b/).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('You have been locked out.').waitFor();
    await page.getByRole('link', { name: 'Contact Support' }).waitFor();
  });

  const LOCKED_SCREENS = [
    {
      locale: 'en-GB',
      email: 'Email Address',
      password: /^Password\b/,
      signIn: 'Sign In',
      waiting: /^You can try again in 0:[0-5]\d\.$/,
      over: 'The wait is over: you can sign in again.',
      back: 'Back to sign in',
      success: 'Login success',
    },
    {
      locale: 'fr-FR',
      email: 'Adresse e-mail',
      password: /^Mot de passe\b/,
      signIn: 'Se connecter',
      waiting: /^Vous pourrez réessayer dans 0:[0-5]\d\.$/,
      over: 'L’attente est terminée : vous pouvez vous reconnecter.',
      back: 'Retour à la connexion',
      success: 'Connexion réussie',
    },
  ];
  for (const words of LOCKED_SCREENS) {
    it(`counts the lock's wait down at 400 px and leads back to sign-in (${words.locale})`, async () => {
      const { email, password } = await signUp(e2e.app);
      for (let i = 0; i < 2; i++)
        await e2e.app.request('/auth/authenticate', {
          method: 'POST',
          json: { username: email, password: 'wrong password' },
        });
      const page = await e2e.newPage({ viewport: 'narrow', locale: words.locale });
      await page.clock.install();
      await page.goto('/');
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.password).fill('wrong password');
      await page.getByRole('button', { name: words.signIn }).click();
      const wait = page.getByTestId('lock-wait');
      await wait.filter({ hasText: words.waiting }).waitFor();
      const first = await wait.textContent();
      await page.clock.fastForward(5_000);
      await expect.poll(() => wait.textContent()).not.toBe(first);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
      await snap(page, `locked-narrow-${words.locale}`);

      e2e.app.advance(61_000);
      await page.clock.fastForward(60_000);
      await page.getByText(words.over).waitFor();
      await page.getByRole('button', { name: words.back }).click();
      expect(await page.getByLabel(words.email).inputValue()).toBe(email);
      await page.getByLabel(words.password).fill(password);
      await page.getByRole('button', { name: words.signIn }).click();
      await page.getByText(words.success).waitFor();
    });
  }

  it('resets a password: email, code (wrong then right), new password, sign in', async () => {
    const { email } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByText("Let's help you get back in.").waitFor();
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/verify-password-reset');
    await page.getByRole('heading', { name: "Verify it's you" }).waitFor();
    const boxes = page.locator('.mantine-PinInput-input');
    const code = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '111111' ? '222222' : '111111';
    await fillCode(page, wrong);
    await page.getByRole('button', { name: "Let's go" }).click();
    await page.getByRole('button', { name: 'Incorrect Code' }).waitFor();
    expect(await boxes.first().getAttribute('data-error')).toBe('true');
    await fillCode(page, code);
    await page.getByRole('button', { name: "Let's go" }).click();
    await page.waitForURL('**/password-reset');
    await page.getByLabel('New Password').fill('my new long password');
    await page.getByLabel('Confirm Password').fill('my new long password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password\b/).fill('my new long password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login success').waitFor();
  });
});

describe('shell, theme, not found', () => {
  it('sends a signed-out visitor to login and back to the page after sign-in', async () => {
    const { email, password } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await page.goto('/payments');
    await page.getByRole('heading', { name: 'Sign in to Payway' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/payments');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password\b/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/payments');
    await page.getByRole('link', { name: 'Overview' }).waitFor();
  });

  it('keeps the dark theme in localStorage isDark across reloads', async () => {
    const { email, password } = await signUp(e2e.app);
    const page = await e2e.newPage();
    await signInThroughForm(page, email, password);
    await page.getByLabel('Dark theme').check({ force: true });
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('true');
    await page.reload();
    await page.getByRole('link', { name: 'Overview' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await snap(page, 'shell-wide-dark');
  });

  it('opens the slide-in menu under 500 px without the Profiles link', async () => {
    const page = await e2e.newPage({ viewport: 'narrow' });
    await storeSession(page, await signUp(e2e.app), { status: 'Onboarding' });
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Payments' }).waitFor();
    expect(await page.getByRole('link', { name: 'Profiles' }).count()).toBe(0);
    await snap(page, 'shell-narrow-light');
  });

  it('shows the 404 page with Go Back', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.goto('/no/such/page');
    await page.getByText('Oops! This page could not be found.').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
