import type { Context } from 'hono';
import type { Deps } from '../../deps';
import type { UsersTable } from '../../db/schema';
import { isWebClient, setSessionCookie } from '../../http/session';

/**
 * The new session's token for the answer's body: for the web app (its header) the token goes into the HttpOnly
 * cookie instead and the body carries none, so no script of the page ever holds it; API clients get it in the body.
 */
export function handOver(deps: Deps, c: Context, session: { token: string; expiresAt: Date }): string {
  if (!isWebClient(c)) return session.token;
  setSessionCookie(deps, c, session);
  return '';
}

type SignedInUser = Pick<UsersTable, 'country_code' | 'mobile_number' | 'status' | 'email' | 'parent_user_id'> & {
  role: 'customer' | 'reviewer';
};

/**
 * The answer of a sign-in that opened a session (password, or passkey): `lacksSecondFactor` tells a reviewer whose
 * session proved none that the back office opens only once one is set up.
 */
export const signedInAnswer = (
  deps: Deps,
  c: Context,
  user: SignedInUser,
  session: { token: string; expiresAt: Date },
  lacksSecondFactor: boolean,
) => ({
  countryCode: user.country_code,
  isSuccessful: true,
  mobileNumber: user.mobile_number,
  status: user.status,
  token: handOver(deps, c, session),
  userId: user.email,
  isSubUser: user.parent_user_id !== null,
  isReviewer: user.role === 'reviewer',
  ...(user.role === 'reviewer' && lacksSecondFactor ? { twoFactorSetupRequired: true } : {}),
  expiresAt: session.expiresAt.toISOString(),
});
