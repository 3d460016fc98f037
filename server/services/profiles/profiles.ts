import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PERMISSION_IDS, type UserPermission } from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { ownerFor } from './owner';

/**
 * Secondary (sub) profiles: a users row with parent_user_id, a sub_profiles row (subId, country, entry date) and
 * nine user_permissions rows. Every rule about who may see or change which profile lives here.
 */

const ALL_PERMISSION_IDS = Object.values(PERMISSION_IDS);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const countryName = (code: string) => (code ? (regionNames.of(code) ?? code) : 'Unknown');
/** A sub-user's country: its English name and, when known, its code (the app names it in the reader's language). */
const countryOf = (code: string) => ({ country: countryName(code), ...(code && { countryCode: code }) });

export async function grantedPermissionIds(db: Db, userId: string) {
  const rows = await db
    .selectFrom('user_permissions')
    .select('permission_id')
    .where('user_id', '=', userId)
    .where('permission_status', '=', 'Yes')
    .execute();
  return new Set(rows.map((row) => row.permission_id));
}

export async function permissionsOf(db: Db, userId: string): Promise<UserPermission[]> {
  const granted = await grantedPermissionIds(db, userId);
  return ALL_PERMISSION_IDS.map((permissionId) => ({
    permissionId,
    permissionStatus: granted.has(permissionId) ? 'Yes' : 'No',
  }));
}

/** The parent whose profiles the caller may look at: itself, or for a sub-user its parent when it may create or delete profiles. */
async function profileOwnerForViewing(db: Db, user: SessionUser) {
  if (!user.parentUserId) return user.id;
  const granted = await grantedPermissionIds(db, user.id);
  if (!granted.has(PERMISSION_IDS.createSubProfile) && !granted.has(PERMISSION_IDS.deleteSubProfile)) {
    throw HttpError.of(403, 'cannotManageProfiles');
  }
  return user.parentUserId;
}

/** A sub-profile of this owner by email; another owner's profile is answered like a missing one. */
async function subProfileOf(db: Db, ownerId: string, email: string) {
  const row = await db
    .selectFrom('users')
    .innerJoin('sub_profiles', 'sub_profiles.user_id', 'users.id')
    .select(['users.id', 'users.email'])
    .where('users.email', '=', email)
    .where('sub_profiles.parent_user_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSuchProfile');
  return row;
}

export async function listSubProfiles(db: Db, user: SessionUser) {
  const ownerId = await profileOwnerForViewing(db, user);
  const rows = await db
    .selectFrom('sub_profiles')
    .innerJoin('users', 'users.id', 'sub_profiles.user_id')
    .select([
      'sub_profiles.id',
      'sub_profiles.country',
      'sub_profiles.created_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.status',
    ])
    .where('sub_profiles.parent_user_id', '=', ownerId)
    .orderBy('sub_profiles.created_at', 'desc')
    .orderBy('sub_profiles.id', 'desc')
    .execute();
  const subUsers = rows.map((row) => ({
    subId: row.id,
    entryDate: row.created_at.toISOString(),
    invitationAccepted: row.status === 'Active',
    subUser: {
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: row.email,
      country: countryOf(row.country),
    },
  }));
  return { subUsers, requestCount: subUsers.filter((entry) => !entry.invitationAccepted).length };
}

/** The caller's own permissions (a parent holds all nine), or those of a profile the caller may manage. */
export async function readPermissions(db: Db, user: SessionUser, email: string) {
  if (email === user.email) {
    const userPermissions = user.parentUserId
      ? await permissionsOf(db, user.id)
      : ALL_PERMISSION_IDS.map((permissionId) => ({ permissionId, permissionStatus: 'Yes' as const }));
    return { userId: user.email, isSubUser: user.parentUserId !== null, userPermissions };
  }
  const ownerId = await profileOwnerForViewing(db, user);
  const target = await subProfileOf(db, ownerId, email);
  return { userId: target.email, isSubUser: true, userPermissions: await permissionsOf(db, target.id) };
}

/**
 * Sets permissions of a secondary profile. A parent sets its own profiles'; a sub-user holding permission 8 sets its
 * siblings', granting only what it holds itself; nobody sets their own, and a parent has no permissions to set.
 */
export async function writePermissions(db: Db, user: SessionUser, email: string, changes: UserPermission[]) {
  if (email === user.email) throw HttpError.of(403, 'cannotChangeOwnPermissions');
  const ownerId = await ownerFor(db, user, 'createSubProfile');
  if (user.parentUserId) {
    const owner = await db.selectFrom('users').select('email').where('id', '=', ownerId).executeTakeFirstOrThrow();
    if (owner.email === email) throw HttpError.of(403, 'cannotChangeOwnerPermissions');
    const granted = await grantedPermissionIds(db, user.id);
    const beyond = changes.find((change) => change.permissionStatus === 'Yes' && !granted.has(change.permissionId));
    if (beyond) throw HttpError.of(403, 'grantOnlyOwnPermissions');
  }
  const target = await subProfileOf(db, ownerId, email);
  await db
    .insertInto('user_permissions')
    .values(
      changes.map((change) => ({
        user_id: target.id,
        permission_id: change.permissionId,
        permission_status: change.permissionStatus,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'permission_id'])
        .doUpdateSet((eb) => ({ permission_status: eb.ref('excluded.permission_status') })),
    )
    .execute();
}

interface NewSubProfile {
  parentEmailAddress: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates an invited sub-user (status Unverified) with every permission off and the hash of a random password nobody
 * knows (made before the transaction: unusablePasswordHash). The profile becomes Active only when the invited person
 * accepts by choosing a password through the reset flow the invitation points to (acceptInvitation). Until then the
 * email is not theirs to hold: its owner may register on their own, which withdraws the invitation
 * (withdrawInvitation). An email that has a user already gets nothing created: the answer is the same as for any
 * other (`registered` tells the route to mail its owner that it was invited), so inviting tells nobody who is registered.
 */
export async function createSubProfile(db: Db, user: SessionUser, input: NewSubProfile, passwordHash: string) {
  const ownerId = await ownerFor(db, user, 'createSubProfile');
  const owner = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'country_code', 'mobile_number'])
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (input.parentEmailAddress !== owner.email && input.parentEmailAddress !== user.email) {
    throw HttpError.of(403, 'createOwnProfilesOnly');
  }
  const ownerName = [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.email;
  const country = parsePhoneNumberFromString(owner.country_code + owner.mobile_number)?.country ?? '';
  const subUser = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.emailAddress,
    country: countryOf(country),
  };
  const taken = await db.selectFrom('users').select('id').where('email', '=', input.emailAddress).executeTakeFirst();
  // The answer must not tell whether the email has a user: the invitee learns it by mail (the route sends it).
  if (taken)
    return {
      ownerName,
      registered: true,
      entry: { subId: 0, entryDate: new Date().toISOString(), invitationAccepted: false, subUser },
    };

  const created = await db
    .insertInto('users')
    .values({
      email: input.emailAddress,
      password_hash: passwordHash,
      country_code: owner.country_code,
      mobile_number: '',
      status: 'Unverified',
      parent_user_id: owner.id,
      first_name: input.firstName,
      last_name: input.lastName,
      totp_secret: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('sub_profiles')
    .values({ user_id: created.id, parent_user_id: owner.id, country, created_by: user.id })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_permissions')
    .values(
      ALL_PERMISSION_IDS.map((permission_id) => ({
        user_id: created.id,
        permission_id,
        permission_status: 'No' as const,
      })),
    )
    .execute();
  return {
    ownerName,
    registered: false,
    entry: { subId: profile.id, entryDate: profile.created_at.toISOString(), invitationAccepted: false, subUser },
  };
}

/** Deletes a sub-user with everything of its own (sessions, permissions); the owner's accounts stay. */
export async function deleteSubProfile(db: Db, user: SessionUser, email: string) {
  if (email === user.email) throw HttpError.of(403, 'cannotDeleteOwnProfile');
  const ownerId = await ownerFor(db, user, 'deleteSubProfile');
  const target = await subProfileOf(db, ownerId, email);
  await db.deleteFrom('users').where('id', '=', target.id).execute();
}

/** An invited sub-user whose invitation is not accepted yet. */
export const isPendingInvitee = (user: { status: string; parent_user_id: string | null }) =>
  user.status === 'Unverified' && user.parent_user_id !== null;

/** The invited person proved their email by a reset code and chose a password: the profile becomes Active. */
export async function acceptInvitation(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({ status: 'Active' })
    .where('id', '=', userId)
    .where('status', '=', 'Unverified')
    .where('parent_user_id', 'is not', null)
    .execute();
}

/**
 * The owner of an invited email registered on their own and proved it with the sign-up code: the invitation is
 * withdrawn (the profile and its permissions go) and the user is nobody's sub-user.
 */
export async function withdrawInvitation(db: Db, userId: string) {
  await db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  await db.deleteFrom('sub_profiles').where('user_id', '=', userId).execute();
  await db.updateTable('users').set({ parent_user_id: null }).where('id', '=', userId).execute();
}
