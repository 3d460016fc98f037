import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { customerPage } from './pages';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

type Viewport = 'wide' | 'narrow';
type Scheme = 'light' | 'dark';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

describe('secondary profiles', () => {
  it('creates a profile, sets permissions that survive a reload; the invited person sets a password and sees only what is allowed', async () => {
    const parent = await signUp(e2e.app);
    const subEmail = 'grace.hopper@example.com';
    const page = await customerPage(e2e, parent);
    await page.goto('/profiles/secondary-profiles');
    await page.getByRole('heading', { name: 'Secondary profiles' }).waitFor();
    await page.getByText('No secondary profiles yet.').waitFor();

    await page.getByRole('button', { name: 'Create profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a secondary profile' });
    await dialog.getByLabel('Email Address').fill('not an email');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Please enter a valid email').waitFor();
    await dialog.getByLabel('Email Address').fill(subEmail);
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await snap(page, 'profiles-invite-wide-light');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`We sent an invitation to ${subEmail}.`).waitFor();
    const row = page.getByRole('row', { name: /Grace Hopper/ });
    await row.getByText('Nigeria').waitFor();
    await row.getByText('Invited').waitFor();
    await page.getByText('1 pending invitation').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await snap(page, 'profiles-list-wide-light');

    const invitation = e2e.app.mailer.sent.filter((mail) => mail.to === subEmail).at(-1)!;
    expect(invitation.subject).toBe('You have been invited to Payway');
    const link = /https?:\/\/\S+\/initial-password-reset/.exec(invitation.text)![0];

    await row.getByRole('link', { name: 'Permissions of Grace Hopper' }).click();
    await page.waitForURL(`**/profiles/secondary-profiles/${encodeURIComponent(subEmail)}`);
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    expect(await checkbox(page, 'View accounts: No').isChecked()).toBe(true);
    await checkbox(page, 'View accounts: Yes').check();
    await checkbox(page, 'View requests: Yes').check();
    expect(await checkbox(page, 'View accounts: No').isChecked()).toBe(false);
    await snap(page, 'profiles-permissions-wide-light');
    await page.getByRole('button', { name: 'Save & Update' }).click();
    await page.getByText('Permissions updated.').waitFor();
    await page.reload();
    await checkbox(page, 'View accounts: Yes').waitFor();
    expect(await checkbox(page, 'View accounts: Yes').isChecked()).toBe(true);
    expect(await checkbox(page, 'View requests: Yes').isChecked()).toBe(true);
    expect(await checkbox(page, 'Create sub-profiles: No').isChecked()).toBe(true);
    expect(await checkbox(page, 'Make payment request: No').isChecked()).toBe(true);

    // The invited person: the mail's link, the reset code (prefilled in demo mode), a password, then sign-in.
    const sub = await e2e.newPage();
    await sub.goto(new URL(link).pathname);
    await sub.getByLabel('Email Address').fill(subEmail);
    await sub.getByRole('button', { name: 'Reset Password' }).click();
    await sub.waitForURL('**/verify-password-reset');
    await sub.getByRole('button', { name: "Let's go" }).click();
    await sub.waitForURL('**/password-reset');
    await sub.getByLabel('New Password').fill('grace chooses her own');
    await sub.getByLabel('Confirm Password').fill('grace chooses her own');
    await sub.getByRole('button', { name: 'Reset Password' }).click();
    await sub.waitForURL((url) => url.pathname === '/');
    await sub.getByLabel('Email Address').fill(subEmail);
    await sub.getByLabel(/^Password\b/).fill('grace chooses her own');
    await sub.getByRole('button', { name: 'Sign In' }).click();
    await sub.waitForURL('**/accounts');
    await sub.getByRole('link', { name: 'Payments' }).waitFor();
    expect(await sub.getByRole('link', { name: 'Profiles' }).count()).toBe(0);
    await sub.goto('/profiles/secondary-profiles');
    await sub.getByText('Your profile is not allowed to manage secondary profiles.', { exact: false }).waitFor();
    expect(await sub.getByRole('button', { name: 'Create profile' }).count()).toBe(0);

    // The owner grants permission 8: after a reload the Profiles link and the create action appear.
    const { token: parentToken } = (await (
      await e2e.app.request('/auth/authenticate', {
        method: 'POST',
        json: { username: parent.email, password: parent.password },
      })
    ).json()) as { token: string };
    await e2e.app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
      method: 'POST',
      token: parentToken,
      json: { userId: subEmail, userPermissions: [{ permissionId: 8, permissionStatus: 'Yes' }] },
    });
    await sub.reload();
    await sub.getByRole('link', { name: 'Profiles' }).waitFor();
    await sub.getByRole('button', { name: 'Create profile' }).waitFor();
    await sub
      .getByRole('row', { name: /Grace Hopper/ })
      .getByText('Joined')
      .waitFor();

    await page.goto('/profiles/secondary-profiles');
    await page
      .getByRole('row', { name: /Grace Hopper/ })
      .getByText('Joined')
      .waitFor();
    await page.getByText('0 pending invitations').waitFor();
  });

  it('deletes a profile after confirmation', async () => {
    const parent = await signUp(e2e.app);
    await e2e.app.request('/user/subProfile', {
      method: 'POST',
      token: parent.token,
      json: {
        parentEmailAddress: parent.email,
        emailAddress: 'leaving@example.com',
        firstName: 'Ada',
        lastName: 'Leaving',
      },
    });
    const page = await customerPage(e2e, parent);
    await page.goto('/profiles/secondary-profiles');
    await page.getByRole('button', { name: 'Delete Ada Leaving' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete secondary profile' });
    await dialog.getByText('leaving@example.com').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The secondary profile was deleted.').waitFor();
    await page.getByText('No secondary profiles yet.').waitFor();
  });

  it('looks right at 1280 and 400 px, light and dark', async () => {
    const parent = await signUp(e2e.app);
    for (const name of ['Ada Lovelace', 'Alan Turing']) {
      const [firstName, lastName] = name.split(' ');
      await e2e.app.request('/user/subProfile', {
        method: 'POST',
        token: parent.token,
        json: {
          parentEmailAddress: parent.email,
          emailAddress: `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
          firstName,
          lastName,
        },
      });
    }
    for (const [viewport, scheme] of [
      ['wide', 'dark'],
      ['narrow', 'light'],
      ['narrow', 'dark'],
    ] as Array<[Viewport, Scheme]>) {
      const page = await customerPage(e2e, parent, { viewport, colorScheme: scheme });
      await page.goto('/profiles/secondary-profiles');
      await page.getByRole('link', { name: 'Permissions of Alan Turing' }).waitFor();
      await snap(page, `profiles-list-${viewport}-${scheme}`);
      await page.getByRole('link', { name: 'Permissions of Alan Turing' }).click();
      await page.getByRole('button', { name: 'Save & Update' }).waitFor();
      await snap(page, `profiles-permissions-${viewport}-${scheme}`);
    }
  });
});
