/**
 * The offer to create a passkey (issue 47): made right after sign-up and after the first confirmed payment, shown by
 * the signed-in shell (src/ui/PasskeyOffer.tsx) until the user creates one or says "Not now", never again after
 * either, nor once the user has a passkey. Never a wall: the page under it works as before. localStorage
 * 'payway.passkeyOffer' keeps, by user (email), 'due' or 'done' on this device.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { session, useSession } from '../session';
import { usePasskeys } from './list-passkeys';
import { passkeysSupported } from './add-passkey';

const OFFER_KEY = 'payway.passkeyOffer';
type OfferState = Record<string, 'due' | 'done'>;

function readOffers(): OfferState {
  try {
    return (JSON.parse(localStorage.getItem(OFFER_KEY) ?? '{}') as OfferState) ?? {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function writeOffer(userId: string, state: 'due' | 'done') {
  localStorage.setItem(OFFER_KEY, JSON.stringify({ ...readOffers(), [userId]: state }));
  for (const listener of listeners) listener();
}

/** Offers the signed-in user a passkey (after sign-up, after the first confirmed payment); nothing if they declined it. */
export function offerPasskey() {
  const userId = session.get()?.userId;
  if (userId && readOffers()[userId] !== 'done') writeOffer(userId, 'due');
}

/** Whether this device can make a passkey behind its own fingerprint, face or PIN (not only a security key). */
function usePlatformAuthenticator() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!passkeysSupported()) return;
    let current = true;
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()
      .then((answer) => current && setAvailable(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return available;
}

/** The offer for the signed-in user: shown while due, on a device that can make a passkey, to a user without one. */
export function usePasskeyOffer() {
  const userId = useSession()?.userId ?? '';
  const due = useSyncExternalStore(subscribe, () => readOffers()[userId] === 'due');
  const platform = usePlatformAuthenticator();
  const passkeys = usePasskeys(due && platform);
  return { shown: due && platform && passkeys.data?.passkeys.length === 0, finish: () => writeOffer(userId, 'done') };
}
