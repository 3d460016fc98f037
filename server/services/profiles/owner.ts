import { PERMISSION_IDS, type PermissionName } from '../../../src/contract';
import type { Db } from '../../db';
import type { MessageId } from '../../../src/contract/messages';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/** Product §3's nine secondary-profile permissions, as the contract numbers them. */
export const PERMISSIONS = PERMISSION_IDS;
export type Permission = PermissionName;

/** The refusal of each permission a secondary profile lacks. */
const REFUSALS: Record<Permission, MessageId> = {
  createAccount: 'cannotCreateAccounts',
  updateAccount: 'cannotUpdateAccounts',
  deleteAccount: 'cannotDeleteAccounts',
  viewAccounts: 'cannotViewAccounts',
  makePayment: 'cannotMakePayments',
  viewPayments: 'cannotViewPayments',
  cancelPayment: 'cannotCancelPayments',
  createSubProfile: 'cannotCreateProfiles',
  deleteSubProfile: 'cannotDeleteProfiles',
};

/**
 * The user whose accounts and payments a request acts on: the caller itself, or for a secondary (sub) user its
 * parent, provided the sub-user holds the permission now (read on every request, so a change applies at once).
 */
export async function ownerFor(db: Db, user: SessionUser, permission: Permission): Promise<string> {
  if (!user.parentUserId) return user.id;
  const row = await db
    .selectFrom('user_permissions')
    .select('permission_status')
    .where('user_id', '=', user.id)
    .where('permission_id', '=', PERMISSIONS[permission])
    .executeTakeFirst();
  if (row?.permission_status !== 'Yes') throw HttpError.of(403, REFUSALS[permission]);
  return user.parentUserId;
}

/** The permissions that carry documents (an account's steps, a payment's invoice): a sub-user needs one to upload or start a hand-off. */
const DOCUMENT_PERMISSIONS: readonly Permission[] = ['createAccount', 'updateAccount', 'makePayment'];

/** The user whose documents a sub-user may send (uploads, phone hand-offs): its parent, when it holds one of DOCUMENT_PERMISSIONS; else 403. */
export async function documentOwnerFor(db: Db, user: SessionUser): Promise<string> {
  if (!user.parentUserId) return user.id;
  const held = await db
    .selectFrom('user_permissions')
    .select('permission_id')
    .where('user_id', '=', user.id)
    .where(
      'permission_id',
      'in',
      DOCUMENT_PERMISSIONS.map((permission) => PERMISSIONS[permission]),
    )
    .where('permission_status', '=', 'Yes')
    .executeTakeFirst();
  if (!held) throw HttpError.of(403, 'cannotSendDocuments');
  return user.parentUserId;
}

/** ownerFor, or undefined for a sub-user without the permission: for reads that leave out what it may not see. */
export async function ownerIfPermitted(db: Db, user: SessionUser, permission: Permission): Promise<string | undefined> {
  try {
    return await ownerFor(db, user, permission);
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return undefined;
    throw error;
  }
}
