import type { Context } from 'hono';
import { sha256 } from '../services/crypto';
import type { Deps } from '../deps';
import { preparedStatement } from '../db';
import type { Endpoint } from '../../src/contract';
import { forbidden, HttpError, unauthorized } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  status: 'Unverified' | 'Onboarding' | 'Active';
  role: 'customer' | 'reviewer';
  parentUserId: string | null;
  twoFactorEnabled: boolean;
  /** The language mails to this user are written in. */
  language: 'en' | 'fr';
  tokenHash: string;
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

const sessionByToken = preparedStatement((db, tokenHash: string, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.status', 'users.role', 'users.parent_user_id', 'users.totp_enabled', 'users.language'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

/** The signed-in user behind the bearer token, or null when there is none or it expired. */
export async function resolveSession(deps: Deps, c: Context): Promise<SessionUser | null> {
  const token = bearerToken(c);
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const {
    rows: [row],
  } = await sessionByToken(deps.db, tokenHash, deps.now());
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    role: row.role,
    parentUserId: row.parent_user_id,
    twoFactorEnabled: row.totp_enabled,
    language: row.language,
    tokenHash,
  };
}

/**
 * The caller an endpoint of this kind accepts, from the bearer token alone (nothing else of the request is read):
 * 401 without a valid session, 403 for the wrong role, and for a reviewer without two-factor sign-in (staff see
 * every identity document: the back office opens only once TOTP is set up; 'signedIn' endpoints, their own session
 * and security, stay open so they can set it up). Without a token there is no database lookup. register()
 * calls it first; an endpoint with its own body handling (uploads) calls it before reading anything.
 */
export async function authenticate(deps: Deps, c: Context, auth: Endpoint['auth']): Promise<SessionUser | null> {
  const user = await resolveSession(deps, c);
  if (auth !== 'public' && !user) throw unauthorized();
  if (auth === 'reviewer' && user?.role !== 'reviewer') throw forbidden();
  if (auth === 'reviewer' && !user?.twoFactorEnabled) throw HttpError.of(403, 'twoFactorSetupRequired');
  if (auth === 'user' && user?.role === 'reviewer') throw HttpError.of(403, 'reviewersNotCustomers');
  return user;
}
