import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sha256 } from '../services/shared/crypto';
import { hasSecondFactor, type SessionFactor } from '../services/auth/sessions';
import type { Deps } from '../deps';
import { preparedStatement } from '../db';
import { API_BASE, WEB_CLIENT, WEB_CLIENT_HEADER, type Endpoint } from '../../src/contract';
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
  /** When the session was opened, by a password (and TOTP), a passkey or an emailed code. */
  signedInAt: Date;
  /** What the session's sign-in proved (and what it proved since: a factor it turned on). */
  factors: SessionFactor[];
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The web app's session (docs/api.md, "Browser sessions"): the same token as a bearer, in a cookie scripts cannot
 * read (HttpOnly), sent to the API only (Path), never by another site's page (SameSite=Strict), and only over TLS
 * (Secure) when the request came over TLS or in production (browsers keep Secure cookies of http://localhost too).
 */
export const SESSION_COOKIE = 'payway_session';

export const isWebClient = (c: Context) => c.req.header(WEB_CLIENT_HEADER) === WEB_CLIENT;

const cookieOptions = (c: Context, secureCookies: boolean) =>
  ({ path: API_BASE, httpOnly: true, sameSite: 'Strict', secure: secureCookies || c.get('viaTls') === true }) as const;

export function setSessionCookie(deps: Deps, c: Context, session: { token: string; expiresAt: Date }) {
  setCookie(c, SESSION_COOKIE, session.token, {
    ...cookieOptions(c, deps.config.secureCookies),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(deps: Deps, c: Context) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, deps.config.secureCookies));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's session token: its bearer token, else the session cookie. A write signed in by the cookie must carry
 * the web app's header (403 otherwise): the browser adds the cookie to another site's form posts and fetches too,
 * but no other site can add that header (no CORS here), so the header proves the app itself sent it.
 */
export function sessionToken(c: Context): string | null {
  const bearer = bearerToken(c);
  if (bearer) return bearer;
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return null;
  if (!SAFE_METHODS.has(c.req.method) && !isWebClient(c)) throw HttpError.of(403, 'webClientHeaderMissing');
  return cookie;
}

const sessionByToken = preparedStatement((db, tokenHash: string, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.status',
      'users.role',
      'users.parent_user_id',
      'users.totp_enabled',
      'users.language',
      'sessions.created_at',
      'sessions.factors',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

/** The signed-in user behind the bearer token or the session cookie, or null when there is none or it expired. */
export async function resolveSession(deps: Deps, c: Context): Promise<SessionUser | null> {
  const token = sessionToken(c);
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
    signedInAt: row.created_at,
    factors: row.factors,
  };
}

/**
 * A reviewer's session may open the back office only when it proved a second factor itself (staff see every
 * identity document): TOTP at sign-in or when turning it on, or a passkey. The user having TOTP on is not enough: a
 * session signed in by the password alone before it was turned on must not keep the queue.
 */
function requireBackOffice(user: SessionUser | null): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (user.role !== 'reviewer') throw forbidden();
  if (hasSecondFactor(user.factors)) return;
  throw HttpError.of(403, user.twoFactorEnabled ? 'secondFactorSignInRequired' : 'twoFactorSetupRequired');
}

/** The back office's caller, for its routes registered outside register() (a document's bytes). */
export async function authenticateReviewer(deps: Deps, c: Context): Promise<SessionUser> {
  const user = await resolveSession(deps, c);
  requireBackOffice(user);
  return user;
}

/**
 * The caller an endpoint of this kind accepts, from the session token alone (nothing else of the request is read):
 * 401 without a valid session, 403 for the wrong role, and for a reviewer whose session proved no second factor
 * (requireBackOffice; 'signedIn' endpoints, their own session and security, stay open so they can set one up).
 * Without a token there is no database lookup. register() calls it first; an endpoint with its own body handling
 * (uploads) calls it before reading anything.
 */
export async function authenticate(deps: Deps, c: Context, auth: Endpoint['auth']): Promise<SessionUser | null> {
  if (auth === 'reviewer') return authenticateReviewer(deps, c);
  const user = await resolveSession(deps, c);
  if (auth !== 'public' && !user) throw unauthorized();
  if (auth === 'user' && user?.role === 'reviewer') throw HttpError.of(403, 'reviewersNotCustomers');
  return user;
}
