import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { unusablePasswordHash } from '../auth/passwords';

/**
 * Makes a reviewer: a users row with role 'reviewer' and a random password nobody knows; the person chooses their
 * own through the password reset flow. Refuses an email a customer already uses.
 */
export async function createReviewer(db: Db, email: string) {
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing) throw HttpError.of(400, existing.role === 'reviewer' ? 'alreadyReviewer' : 'customerEmail', { email });
  return db
    .insertInto('users')
    .values({
      email,
      password_hash: await unusablePasswordHash(),
      country_code: '',
      mobile_number: '',
      status: 'Active',
      role: 'reviewer',
      parent_user_id: null,
      first_name: null,
      last_name: null,
      totp_secret: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
