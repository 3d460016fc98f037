import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '../../src/contract';
import { ownerFor, PERMISSIONS, type Permission } from '../../server/services/profiles/owner';
import { HttpError } from '../../server/http/errors';
import type { SessionUser } from '../../server/http/session';
import { createTestApp, signUp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const post = (path: string, token: string, body: unknown) => app.request(path, { method: 'POST', json: body, token });
const PERMISSIONS_PATH = '/settings/updatePermissionForParentOrSecondaryUsers';
const allPermissions = (status: 'Yes' | 'No') =>
  Object.values(PERMISSION_IDS).map((permissionId) => ({ permissionId, permissionStatus: status }));
const newEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function invite(parent: { email: string; token: string }, emailAddress = newEmail('sub')) {
  const response = await post('/user/subProfile', parent.token, {
    parentEmailAddress: parent.email,
    emailAddress,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  return { response, emailAddress };
}

/** The invited person sets a password through the reset flow the invitation points to, then signs in. */
async function acceptInvitation(email: string, password = 'sub user passphrase') {
  const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`));
  const { resetToken } = await json(
    await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email, token: code } }),
  );
  const reset = await app.request('/auth/resetPassword', {
    method: 'POST',
    json: { email, newPassword: password, confirmPassword: password, resetToken },
  });
  expect(reset.status).toBe(200);
  const user = await json(
    await app.request('/auth/authenticate', { method: 'POST', json: { username: email, password } }),
  );
  expect(user).toMatchObject({ userId: email, isSubUser: true, status: 'Active' });
  return { email, token: user.token as string };
}

const setPermissions = (
  token: string,
  userId: string,
  userPermissions: Array<{ permissionId: number; permissionStatus: 'Yes' | 'No' }>,
) => post(PERMISSIONS_PATH, token, { userId, userPermissions });

describe('creating secondary profiles (POST /user/subProfile)', () => {
  it('creates a pending sub-user with every permission off and mails an invitation; no placeholder password works; Active once accepted', async () => {
    const parent = await signUp(app);
    const sent = app.mailer.sent.length;
    const response = await post('/user/subProfile', parent.token, {
      parentEmailAddress: parent.email,
      emailAddress: 'Grace.Hopper@Example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      countryCode: '+234',
      mobileNumber01: '8000000000',
      password: 'Password@123',
    });
    expect(response.status).toBe(200);
    const created = await json(response);
    expect(created.subUser).toMatchObject({
      invitationAccepted: false,
      subUser: { email: 'grace.hopper@example.com', firstName: 'Grace', country: { country: 'Nigeria' } },
    });
    const mail = app.mailer.sent.at(-1)!;
    expect(app.mailer.sent.length).toBe(sent + 1);
    expect(mail.to).toBe('grace.hopper@example.com');
    expect(mail.text).toContain('/initial-password-reset');
    const placeholder = await app.request('/auth/authenticate', {
      method: 'POST',
      json: { username: 'grace.hopper@example.com', password: 'Password@123' },
    });
    expect(placeholder.status).toBe(401);

    const list = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(list.requestCount).toBe(1);
    expect(list.subUsers).toHaveLength(1);
    expect(list.subUsers[0]).toMatchObject({
      subId: expect.any(Number),
      entryDate: expect.any(String),
      subUser: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@example.com',
        country: { country: 'Nigeria', countryCode: 'NG' },
      },
    });
    const permissions = await json(
      await app.request('/settings/clientUserPermssion?email_address=grace.hopper%40example.com', {
        token: parent.token,
      }),
    );
    expect(permissions).toEqual({
      userId: 'grace.hopper@example.com',
      isSubUser: true,
      userPermissions: allPermissions('No'),
    });

    const status = () =>
      app.deps.db
        .selectFrom('users')
        .select('status')
        .where('email', '=', 'grace.hopper@example.com')
        .executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: 'Unverified' });
    await acceptInvitation('grace.hopper@example.com');
    expect(await status()).toEqual({ status: 'Active' });
    const after = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(after.requestCount).toBe(0);
    expect(after.subUsers[0].invitationAccepted).toBe(true);
  });

  it("does not take the invited email: its owner registers on their own, proves it with the code and is nobody's sub-user", async () => {
    const parent = await signUp(app);
    const { emailAddress } = await invite(parent, newEmail('claimed'));
    const registered = await app.request('/auth/register', {
      method: 'POST',
      json: { emailAddress, password: 'my very own passphrase', mobileNumber01: '8031234567', countryCode: '+234' },
    });
    expect(registered.status).toBe(200);
    const { message: code } = await json(await app.request(`/auth/token/send/${encodeURIComponent(emailAddress)}`));
    const verified = await app.request('/auth/token/validate', {
      method: 'POST',
      json: { email: emailAddress, token: code },
    });
    expect(verified.status).toBe(200);
    const owner = await json(verified);
    expect(owner).toMatchObject({ userId: emailAddress, status: 'Onboarding' });

    const row = await app.deps.db
      .selectFrom('users')
      .select(['parent_user_id', 'status'])
      .where('email', '=', emailAddress)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parent_user_id: null, status: 'Onboarding' });
    const list = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(list).toEqual({ subUsers: [], requestCount: 0 });
    const permissions = await app.request(
      `/settings/clientUserPermssion?email_address=${encodeURIComponent(emailAddress)}`,
      { token: parent.token },
    );
    expect(permissions.status).toBe(404);
  });

  it("answers the same for a registered email and an unknown one; the registered person learns it by mail and becomes nobody's sub-user (issue 48)", async () => {
    const parent = await signUp(app);
    const other = await signUp(app);
    const answer = async (emailAddress: string) => {
      const response = await post('/user/subProfile', parent.token, {
        parentEmailAddress: parent.email,
        emailAddress,
        firstName: 'A',
        lastName: 'B',
      });
      const body = await json(response);
      return {
        status: response.status,
        message: String(body.message).replace(emailAddress, '<email>'),
        keys: Object.keys(body.subUser ?? {}).sort(),
      };
    };
    const unknownEmail = newEmail('unknown');
    expect(await answer(other.email)).toEqual(await answer(unknownEmail));
    expect((await answer(other.email)).status).toBe(200);
    const mails = app.mailer.sent.filter((mail) => mail.to === other.email);
    expect(mails.at(-1)!.text).toContain('already belongs to a Payway user');
    const row = await app.deps.db
      .selectFrom('users')
      .select(['parent_user_id'])
      .where('email', '=', other.email)
      .executeTakeFirstOrThrow();
    expect(row.parent_user_id).toBeNull();
    const list = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(list.subUsers.map((entry: { subUser: { email: string } }) => entry.subUser.email)).toEqual([unknownEmail]);
  });

  it('refuses a foreign parentEmailAddress and a missing name', async () => {
    const parent = await signUp(app);
    const other = await signUp(app);
    const foreign = await post('/user/subProfile', parent.token, {
      parentEmailAddress: other.email,
      emailAddress: newEmail('x'),
      firstName: 'A',
      lastName: 'B',
    });
    expect(foreign.status).toBe(403);
    const noName = await json(
      await post('/user/subProfile', parent.token, {
        parentEmailAddress: parent.email,
        emailAddress: newEmail('x'),
        firstName: ' ',
        lastName: 'B',
      }),
    );
    expect(noName.fieldErrors.firstName).toBe('Enter the first name');
  });
});

describe('permissions (POST updatePermissionForParentOrSecondaryUsers, GET clientUserPermssion)', () => {
  it('lets the parent read and write its sub-user; the sub-user reads its own', async () => {
    const parent = await signUp(app);
    const { emailAddress } = await invite(parent);
    const write = await setPermissions(parent.token, emailAddress, [
      { permissionId: 4, permissionStatus: 'Yes' },
      { permissionId: 6, permissionStatus: 'Yes' },
    ]);
    expect(write.status).toBe(200);
    expect(await json(write)).toEqual({ message: 'Permissions updated.' });
    const read = await json(
      await app.request(`/settings/clientUserPermssion?email_address=${encodeURIComponent(emailAddress)}`, {
        token: parent.token,
      }),
    );
    expect(
      read.userPermissions
        .filter((p: { permissionStatus: string }) => p.permissionStatus === 'Yes')
        .map((p: { permissionId: number }) => p.permissionId),
    ).toEqual([4, 6]);

    const sub = await acceptInvitation(emailAddress);
    const own = await json(
      await app.request(`/settings/clientUserPermssion?email_address=${encodeURIComponent(emailAddress)}`, {
        token: sub.token,
      }),
    );
    expect(own).toEqual(read);
    const parentOwn = await json(
      await app.request(`/settings/clientUserPermssion?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(parentOwn).toEqual({ userId: parent.email, isSubUser: false, userPermissions: allPermissions('Yes') });
  });

  it('never lets a sub-user change its own or its parent’s permissions, nor grant what it lacks', async () => {
    const parent = await signUp(app);
    const { emailAddress } = await invite(parent);
    await setPermissions(parent.token, emailAddress, [{ permissionId: 8, permissionStatus: 'Yes' }]);
    const sub = await acceptInvitation(emailAddress);

    const own = await setPermissions(sub.token, emailAddress, allPermissions('Yes'));
    expect(own.status).toBe(403);
    expect((await json(own)).errorMessage).toBe('You cannot change your own permissions.');
    const ofParent = await setPermissions(sub.token, parent.email, allPermissions('No'));
    expect(ofParent.status).toBe(403);

    // With permission 8 it may invite and set a sibling's permissions, but only within its own.
    const { response, emailAddress: sibling } = await invite({ email: sub.email, token: sub.token });
    expect(response.status).toBe(200);
    expect((await setPermissions(sub.token, sibling, [{ permissionId: 1, permissionStatus: 'Yes' }])).status).toBe(403);
    expect((await setPermissions(sub.token, sibling, [{ permissionId: 8, permissionStatus: 'Yes' }])).status).toBe(200);
    const list = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(list.subUsers.map((entry: { subUser: { email: string } }) => entry.subUser.email)).toEqual([
      sibling,
      emailAddress,
    ]);

    // Without permission 8 nothing of this is allowed.
    await setPermissions(parent.token, emailAddress, allPermissions('No'));
    expect((await invite({ email: sub.email, token: sub.token })).response.status).toBe(403);
    expect((await setPermissions(sub.token, sibling, [{ permissionId: 8, permissionStatus: 'No' }])).status).toBe(403);
    expect(
      (
        await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(sub.email)}`, {
          token: sub.token,
        })
      ).status,
    ).toBe(403);
  });

  it("answers another parent's sub-user with 404 for reading, writing and deleting", async () => {
    const parent = await signUp(app);
    const stranger = await signUp(app);
    const { emailAddress } = await invite(parent);
    const query = `?email_address=${encodeURIComponent(emailAddress)}`;
    expect((await app.request(`/settings/clientUserPermssion${query}`, { token: stranger.token })).status).toBe(404);
    expect((await setPermissions(stranger.token, emailAddress, allPermissions('Yes'))).status).toBe(404);
    expect((await app.request(`/user/subProfile${query}`, { method: 'DELETE', token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (
        await app.request(`/settings/clientUserPermssion?email_address=${encodeURIComponent(parent.email)}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    const read = await json(await app.request(`/settings/clientUserPermssion${query}`, { token: parent.token }));
    expect(read.userPermissions).toEqual(allPermissions('No'));
  });

  it('refuses unknown permission ids and duplicates', async () => {
    const parent = await signUp(app);
    const { emailAddress } = await invite(parent);
    expect(
      (await setPermissions(parent.token, emailAddress, [{ permissionId: 10, permissionStatus: 'Yes' }])).status,
    ).toBe(400);
    const duplicate = await setPermissions(parent.token, emailAddress, [
      { permissionId: 1, permissionStatus: 'Yes' },
      { permissionId: 1, permissionStatus: 'No' },
    ]);
    expect(duplicate.status).toBe(400);
    const mixed = await post(PERMISSIONS_PATH, parent.token, { userId: emailAddress, userPermissions: 'all' });
    expect(mixed.status).toBe(400);
  });
});

describe('deleting secondary profiles (DELETE /user/subProfile, beyond the product description)', () => {
  it('lets the parent and a sub-user with permission 9 delete, never oneself', async () => {
    const parent = await signUp(app);
    const { emailAddress: first } = await invite(parent);
    const { emailAddress: second } = await invite(parent);
    const sub = await acceptInvitation(first);
    const remove = (token: string, email: string) =>
      app.request(`/user/subProfile?email_address=${encodeURIComponent(email)}`, { method: 'DELETE', token });

    expect((await remove(sub.token, second)).status).toBe(403);
    await setPermissions(parent.token, first, [{ permissionId: 9, permissionStatus: 'Yes' }]);
    expect((await remove(sub.token, first)).status).toBe(403);
    expect((await remove(sub.token, second)).status).toBe(200);
    expect((await remove(parent.token, first)).status).toBe(200);
    // A deleted profile's session ends with it.
    expect(
      (
        await app.request(`/settings/clientUserPermssion?email_address=${encodeURIComponent(first)}`, {
          token: sub.token,
        })
      ).status,
    ).toBe(401);
    const list = await json(
      await app.request(`/settings/parentAndSecondaryUser?email_address=${encodeURIComponent(parent.email)}`, {
        token: parent.token,
      }),
    );
    expect(list).toEqual({ subUsers: [], requestCount: 0 });
  });
});

describe('ownerFor (server/services/profiles/owner.ts) with each of the nine permissions', () => {
  const names = Object.keys(PERMISSIONS) as Permission[];

  it('gives a parent itself for every permission', async () => {
    const parent = await signUp(app);
    const row = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', parent.email)
      .executeTakeFirstOrThrow();
    const user: SessionUser = {
      id: row.id,
      email: parent.email,
      status: 'Onboarding',
      role: 'customer',
      parentUserId: null,
      twoFactorEnabled: false,
      language: 'en',
      tokenHash: '',
      signedInAt: new Date(),
      factors: ['password'],
    };
    for (const name of names) expect(await ownerFor(app.deps.db, user, name)).toBe(row.id);
  });

  it.each(names.map((name) => [name, PERMISSIONS[name]] as const))(
    '%s (id %i): Yes gives the parent, No refuses with 403',
    async (name, id) => {
      const parent = await signUp(app);
      const { emailAddress } = await invite(parent);
      const others = allPermissions('Yes').map((p) =>
        p.permissionId === id ? p : { ...p, permissionStatus: 'No' as const },
      );
      const sub = await app.deps.db
        .selectFrom('users')
        .select(['id', 'parent_user_id'])
        .where('email', '=', emailAddress)
        .executeTakeFirstOrThrow();
      const user: SessionUser = {
        id: sub.id,
        email: emailAddress,
        status: 'Active',
        role: 'customer',
        parentUserId: sub.parent_user_id,
        twoFactorEnabled: false,
        language: 'en',
        tokenHash: '',
        signedInAt: new Date(),
        factors: ['password'],
      };

      await setPermissions(parent.token, emailAddress, others);
      expect(await ownerFor(app.deps.db, user, name)).toBe(sub.parent_user_id);
      for (const other of names.filter((n) => n !== name))
        await expect(ownerFor(app.deps.db, user, other)).rejects.toBeInstanceOf(HttpError);

      await setPermissions(parent.token, emailAddress, [{ permissionId: id, permissionStatus: 'No' }]);
      const refusal = await ownerFor(app.deps.db, user, name).catch((error: HttpError) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).status).toBe(403);
    },
  );
});
