/**
 * The signed-in user (product §3, "the authenticated user"): localStorage 'payway.session' holds what is not secret
 * about the session, { userId, status, ... }, so an installed app reopened offline still knows who is signed in. The
 * session itself is the HttpOnly cookie the server set at sign-in, out of reach of every script (docs/security.md);
 * a token an older version stored here is dropped when read (the server then asks to sign in again, drafts kept).
 * Remember Me keeps only the email, in localStorage 'payway.rememberedEmail' (never the password).
 * 'payway.signedInBefore' says someone signed in on this device once: the login page then welcomes them back.
 */
import { useSyncExternalStore } from 'react';
import { joinPhone, type AuthUser, type UserStatus } from '@/contract';

const SESSION_KEY = 'payway.session';
const REMEMBERED_EMAIL_KEY = 'payway.rememberedEmail';
const SIGNED_IN_BEFORE_KEY = 'payway.signedInBefore';

export interface Session {
  userId: string;
  status: UserStatus;
  isSubUser: boolean;
  isReviewer: boolean;
  /** A reviewer who must set up two-factor sign-in before the back office opens. */
  twoFactorSetupRequired?: boolean;
  expiresAt?: string;
  /** The phone number the user registered with (international; '' when not told): a form asking for their phone starts from its country. */
  registeredPhone?: string;
}

const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const { token, ...facts } = JSON.parse(raw) as Session & { token?: string };
    if (token !== undefined) localStorage.setItem(SESSION_KEY, JSON.stringify(facts));
    return facts;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function update(change: Partial<Session>) {
  if (!current) return;
  current = { ...current, ...change };
  localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  emit();
}

export const session = {
  get: () => current,
  start(user: AuthUser) {
    current = {
      userId: user.userId,
      status: user.status,
      isSubUser: !!user.isSubUser,
      isReviewer: !!user.isReviewer,
      twoFactorSetupRequired: !!user.twoFactorSetupRequired,
      expiresAt: user.expiresAt,
      registeredPhone: joinPhone(user.countryCode, user.mobileNumber),
    };
    localStorage.setItem(SESSION_KEY, JSON.stringify(current));
    localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    emit();
  },
  setStatus: (status: UserStatus) => update({ status }),
  twoFactorSetUp: () => update({ twoFactorSetupRequired: false }),
  end() {
    current = null;
    localStorage.removeItem(SESSION_KEY);
    // A session from before the flag existed was a sign-in on this device too.
    localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY) {
      current = read();
      emit();
    }
  });
}

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get);

export const rememberedEmail = {
  get: () => localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '',
  set: (email: string) => localStorage.setItem(REMEMBERED_EMAIL_KEY, email),
  clear: () => localStorage.removeItem(REMEMBERED_EMAIL_KEY),
};

/** Whether someone signed in on this device before (not who: the login page greets a returning visitor, not a first one). */
export const signedInBefore = () => localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
