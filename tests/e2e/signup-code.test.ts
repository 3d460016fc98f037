import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

const boxes = (page: Page) => page.locator('.mantine-PinInput-input');

async function typeCode(page: Page, code: string) {
  for (let i = 0; i < code.length; i++) await boxes(page).nth(i).fill(code[i]!);
}

/** Registers through the form and waits on the code screen; returns the code the server sent (demo mail prefills it). */
async function registerAndOpenCodeScreen(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('8031234567');
  await page.getByLabel(/^Password\b/).fill('correct horse battery');
  await page.getByLabel('Confirm Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: "Let's go" }).waitFor();
  const digits = await boxes(page).evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value).join(''),
  );
  expect(digits).toMatch(/^\d{6}$/);
  return digits;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the sign-up code screen', () => {
  for (const viewport of ['narrow', 'wide'] as const) {
    it(`a mistyped code keeps the user on the code screen with the tries left (${viewport})`, async () => {
      const page = await e2e.newPage({ viewport });
      const code = await registerAndOpenCodeScreen(page, `typo-${viewport}@example.com`);
      await typeCode(page, otherCode(code));
      await page.getByRole('button', { name: "Let's go" }).click();

      const incorrect = page.getByRole('button', { name: 'Incorrect Code' });
      await incorrect.waitFor();
      expect(await incorrect.isDisabled()).toBe(true);
      await page
        .getByRole('alert')
        .getByText('That code is not right. 4 tries left before the code stops working.')
        .waitFor();
      expect(await boxes(page).first().getAttribute('data-error')).toBe('true');
      expect(await page.getByText('Account creation failed').count()).toBe(0);
      await snap(page, `signup-code-typo-${viewport}`);

      // Fixing the typo is enough: the same code still works.
      await typeCode(page, code);
      await page.getByRole('button', { name: "Let's go" }).click();
      await page.getByText('Account Creation Success').waitFor();
    });
  }

  it('a code made void by too many wrong tries fails the creation and offers a new code', async () => {
    const page = await e2e.newPage({ viewport: 'narrow' });
    const email = 'void@example.com';
    const code = await registerAndOpenCodeScreen(page, email);
    for (let i = 0; i < 4; i++)
      await e2e.app.request('/auth/token/validate', { method: 'POST', json: { email, token: otherCode(code) } });
    await typeCode(page, otherCode(code));
    await page.getByRole('button', { name: "Let's go" }).click();
    await page.getByRole('heading', { name: 'Account creation failed!' }).waitFor();
    await page.getByText('Too many wrong codes').waitFor();
    await page.getByRole('button', { name: /^Send a new code/ }).waitFor();
  });

  it('reopening the code screen sends no new code: it says when the code was sent and counts down to "Send a new code"', async () => {
    const page = await e2e.newPage();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/token/send/')) sends.push(request.url());
    });
    const code = await registerAndOpenCodeScreen(page, 'reload@example.com');
    expect(sends).toHaveLength(1);

    await page.reload();
    await page.getByText(/^We sent a code at \d\d:\d\d \(just now\)/).waitFor();
    const resend = page.getByRole('button', { name: /^Send a new code in \d+ s$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await snap(page, 'signup-code-reopened-wide');
    await page.waitForTimeout(1000);
    expect(sends).toHaveLength(1);

    // The code in the inbox still works.
    await typeCode(page, code);
    await page.getByRole('button', { name: "Let's go" }).click();
    await page.getByText('Account Creation Success').waitFor();
  });
});
