/**
 * Sign-in with a passkey (issue 47), loaded only when asked for (the login page's button) or once the page is idle
 * where the browser offers passkeys in the email field's autofill (conditional mediation): WebAuthn's library stays
 * off the login page's first download. A passkey sign-in is two factors by itself: no code is asked after it.
 */
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AuthUser, CallOptions } from '@/contract';
import { api } from '@/app/api';

/** How the login page ends a sign-in attempt: signed in, or what stopped it (the prompt closed, a refusal shown). */
type Finish = (call: () => Promise<AuthUser | null>) => Promise<'cancelled' | 'refused' | undefined>;

/**
 * A passkey sign-in by the button's prompt or, `conditional`, the email field's autofill where the browser offers
 * passkeys there. After the button's prompt closed, or a refusal, the autofill offers the passkeys again (an
 * autofill the button replaced is not restarted: that would end the button's prompt). The autofill is an offer made
 * in the background: when its options cannot be fetched (offline, the server down) it is not made, and the page
 * stays as it is; the button's prompt says what went wrong.
 */
export async function passkeySignIn(conditional: boolean, finish: Finish, onAsserted: () => void): Promise<void> {
  if (conditional && !(await browserSupportsWebAuthnAutofill())) return;
  const offered = conditional ? await signInOptions({ quiet: true }).catch(() => null) : undefined;
  if (offered === null) return;
  const stopped = await finish(() => assertion(conditional, onAsserted, offered));
  if (stopped === 'refused' || (stopped === 'cancelled' && !conditional))
    return passkeySignIn(true, finish, onAsserted);
}

const signInOptions = async (callOptions: CallOptions = {}) =>
  (await api.call('passkeySignInOptions', {}, callOptions)).options as PublicKeyCredentialRequestOptionsJSON;

/**
 * The browser's passkey prompt (or its autofill) and the server's check of the assertion; `onAsserted` once the
 * device has signed. Null when the person closed the prompt, or another ceremony (the button, after the autofill)
 * replaced this one.
 */
async function assertion(
  conditional: boolean,
  onAsserted: () => void,
  offered?: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthUser | null> {
  const optionsJSON = offered ?? (await signInOptions());
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON, useBrowserAutofill: conditional });
  } catch (failure) {
    if (failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError')) return null;
    // The autofill is an offer made in the background: where the browser refuses it (a SecurityError at an address
    // that is not the passkeys' site) it is not made, and the sign-in form stays as it is.
    if (conditional) return null;
    throw failure;
  }
  onAsserted();
  const { response, clientExtensionResults } = credential;
  return api.call('signInWithPasskey', {
    body: {
      credential: { ...credential, response: { ...response }, clientExtensionResults: { ...clientExtensionResults } },
    },
  });
}

/** Ends a passkey autofill still waiting (the login page is left). */
export const stopPasskeySignIn = () => WebAuthnAbortService.cancelCeremony();
