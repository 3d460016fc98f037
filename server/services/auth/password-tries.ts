import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { verifyPassword } from './passwords';
import { giveTryBack, takeTry } from '../shared/rate-limit';

/**
 * A password typed again to confirm a sensitive action (a payment, a security setting), checked against guessing
 * with a stolen session: each try is counted before the password is checked (shared/rate-limit.ts takeTry), so tries
 * sent together see each other and at most `limit` are checked in the window; a try refused unchecked and a right
 * password give their try back. Runs before the request's transaction (argon2 is the slow part).
 */
export async function tryPassword(
  db: Db,
  now: Date,
  bucket: string,
  limits: { limit: number; windowMs: number },
  storedHash: string,
  password: string,
) {
  const attempt = await takeTry(db, now, bucket, limits.limit, limits.windowMs);
  const passwordOk = attempt.allowed && (await verifyPassword(storedHash, password));
  if (!attempt.allowed || passwordOk) await giveTryBack(db, bucket, attempt.windowStart);
  return { tryAllowed: attempt.allowed, passwordOk };
}

/** Inside the request's transaction: refuses unless the try was allowed and the password right. */
export function requireRightPassword(tried: { tryAllowed: boolean; passwordOk: boolean }) {
  if (!tried.tryAllowed) throw HttpError.of(429, 'tooManyPasswordTries');
  if (!tried.passwordOk) throw HttpError.of(400, 'wrongPassword');
}
