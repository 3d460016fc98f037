/**
 * A software WebAuthn authenticator for API tests: a real ECDSA P-256 key (node:crypto), the attestation object
 * ('none' format, CBOR) and authenticator data built byte by byte, and assertions signed over authenticatorData ||
 * SHA-256(clientDataJSON), as a phone or laptop makes them. Nothing is mocked on the server's side.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

export interface Ceremony {
  origin?: string;
  rpId?: string;
  /** false: the device did not check its user (no fingerprint, face or PIN). */
  userVerified?: boolean;
}

export function softAuthenticator(defaults: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const flags = (uv: boolean, extra = 0) => Buffer.from([FLAG_UP | (uv ? FLAG_UV : 0) | extra]);
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** navigator.credentials.create()'s answer (RegistrationResponseJSON) for these options. */
    register(options: { challenge: string; user?: { id: string } }, ceremony: Ceremony = {}) {
      const { origin = defaults.origin, rpId = defaults.rpId, userVerified = true } = ceremony;
      userHandle = options.user?.id ?? '';
      const cosePublicKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        flags(userVerified, FLAG_AT),
        counterBytes(counter),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * navigator.credentials.get()'s answer (AuthenticationResponseJSON) for this challenge; the signature counter
     * goes up by one unless `counter` sets it (a copied key replays an older one).
     */
    assert(challenge: string, ceremony: Ceremony & { counter?: number } = {}) {
      const { origin = defaults.origin, rpId = defaults.rpId, userVerified = true } = ceremony;
      counter = ceremony.counter ?? counter + 1;
      const authenticatorData = Buffer.concat([sha256(rpId), flags(userVerified), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
