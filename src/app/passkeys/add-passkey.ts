import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyList } from '@/contract';
import { api } from '../api';
import { passkeysKey } from './list-passkeys';

/** Whether this browser can make or use a passkey at all (WebAuthn). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * A new passkey: the password again (the server hands out a one-time challenge for it), then the device makes the
 * key behind its fingerprint, face or PIN (WebAuthn's library loads only now), then the server keeps it. The other
 * sessions of the user end; this one gains the passkey as its second factor.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, deviceName }: { password: string; deviceName: string }) => {
      const [{ options }, { startRegistration }] = await Promise.all([
        api.call('passkeyRegistrationOptions', { body: { password } }),
        import('@simplewebauthn/browser'),
      ]);
      const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      // Copied into plain objects: the contract's loose objects take any further field WebAuthn adds.
      return api.call('registerPasskey', {
        body: {
          deviceName,
          credential: {
            ...credential,
            response: { ...credential.response },
            clientExtensionResults: { ...credential.clientExtensionResults },
          },
        },
      });
    },
    onSuccess: (added) =>
      queryClient.setQueryData(passkeysKey, (list: PasskeyList | undefined) => ({
        passkeys: [...(list?.passkeys ?? []), added],
      })),
  });
}
