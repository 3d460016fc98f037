/**
 * Encryption at rest of uploaded documents: AES-256-GCM, a fresh 12-byte nonce per document. A sealed
 * document is `nonce | ciphertext | tag` in the documents table, beside the id of the key that sealed it.
 * Keys come from the environment (DOCUMENT_KEY, DOCUMENT_KEY_ID, DOCUMENT_KEYS_OLD); in the embedded default
 * a key is generated once into <DATA_DIR>/document-key. Key material and plaintext are never logged. The same keys
 * seal two-factor secrets (totp-secrets.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE_NAME = 'document-key';

export interface DocumentKeyring {
  /** Seals new documents. */
  current: { id: string; key: Buffer };
  /** Every key that may open a stored document, the current one included, by id. */
  byId: Map<string, Buffer>;
}

export interface SealedDocument {
  keyId: string;
  sealed: Buffer;
}

export class DocumentKeyError extends Error {}

/**
 * The keyring of this process, installed by boot(). One server runs per process; the tests' in-memory apps all
 * share one key (see loadKeyring), so installing it again for another app keeps their documents readable.
 */
let installed: DocumentKeyring | undefined;
export const installKeyring = (keyring: DocumentKeyring) => {
  installed = keyring;
};
export function processKeyring(): DocumentKeyring {
  if (!installed)
    throw new DocumentKeyError(
      'No document keys: set DOCUMENT_KEY, as for the server (boot() and the scripts install the keys before anything is sealed or opened).',
    );
  return installed;
}

/** The key of DATA_DIR=memory (tests): made once per process. */
let memoryKey: string | undefined;

/** A key given as base64 (standard or url-safe) of exactly 32 bytes. */
export function parseKey(base64: string, name: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new DocumentKeyError(
      `${name} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32); it decodes to ${key.length}.`,
    );
  return key;
}

/** A key's default id: a fingerprint that tells keys apart without revealing them. */
export const keyFingerprint = (key: Buffer) =>
  createHash('sha256').update('payway-document-key').update(key).digest('hex').slice(0, 16);

const ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

function checkedId(id: string, name: string) {
  if (!ID_PATTERN.test(id))
    throw new DocumentKeyError(`${name}: a key id is 1 to 64 letters, digits, '.', '_' or '-'.`);
  return id;
}

/**
 * Builds the keyring from the current key and the retired ones. DOCUMENT_KEYS_OLD is a comma-separated list of
 * `id:base64` or plain `base64` entries (the id is then the key's fingerprint).
 */
export function buildKeyring(
  currentKey: string,
  currentId: string | undefined,
  oldKeys: string | undefined,
): DocumentKeyring {
  const key = parseKey(currentKey, 'DOCUMENT_KEY');
  const id = currentId ? checkedId(currentId, 'DOCUMENT_KEY_ID') : keyFingerprint(key);
  const byId = new Map<string, Buffer>();
  for (const entry of (oldKeys ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const oldKey = parseKey(separator === -1 ? entry : entry.slice(separator + 1), 'DOCUMENT_KEYS_OLD');
    byId.set(
      separator === -1 ? keyFingerprint(oldKey) : checkedId(entry.slice(0, separator), 'DOCUMENT_KEYS_OLD'),
      oldKey,
    );
  }
  byId.set(id, key);
  return { current: { id, key }, byId };
}

export interface KeySource {
  DOCUMENT_KEY?: string;
  DOCUMENT_KEY_ID?: string;
  DOCUMENT_KEYS_OLD?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}

/**
 * The keyring of this server. Without DOCUMENT_KEY (embedded default only) a key is generated once into
 * <DATA_DIR>/document-key, readable by the owner only, and `warning` says so; with DATA_DIR=memory the key lives
 * in memory (tests). With DATABASE_URL the key is required: instances sharing a database must share it.
 */
export function loadKeyring(source: KeySource): { keyring: DocumentKeyring; warning?: string } {
  if (source.DOCUMENT_KEY)
    return { keyring: buildKeyring(source.DOCUMENT_KEY, source.DOCUMENT_KEY_ID, source.DOCUMENT_KEYS_OLD) };
  if (source.DATABASE_URL && source.DATA_DIR !== 'memory') {
    throw new DocumentKeyError(
      'DOCUMENT_KEY is required with DATABASE_URL: every instance must encrypt documents with the same key (openssl rand -base64 32).',
    );
  }
  if (source.DATA_DIR === 'memory')
    return { keyring: buildKeyring((memoryKey ??= randomBytes(KEY_BYTES).toString('base64')), 'memory', undefined) };
  const file = join(source.DATA_DIR, KEY_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(source.DATA_DIR, { recursive: true });
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return {
    keyring: buildKeyring(readFileSync(file, 'utf8'), source.DOCUMENT_KEY_ID, source.DOCUMENT_KEYS_OLD),
    warning: `No DOCUMENT_KEY: documents are encrypted with the key in ${file}. Back it up with the data folder (without it the documents cannot be read), or set DOCUMENT_KEY.`,
  };
}

/** Seals a document with the current key. `context` (e.g. the document id) is authenticated: a sealed document moved to another row does not open. */
export function sealDocument(keyring: DocumentKeyring, plaintext: Uint8Array, context = ''): SealedDocument {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyring.current.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { keyId: keyring.current.id, sealed: Buffer.concat([nonce, body, cipher.getAuthTag()]) };
}

/** Opens a sealed document; throws DocumentKeyError for an unknown key id and when the bytes or context were altered. */
export function openDocument(keyring: DocumentKeyring, keyId: string, sealed: Uint8Array, context = ''): Buffer {
  const key = keyring.byId.get(keyId);
  if (!key) throw new DocumentKeyError(`No key with id ${keyId} is configured: add it to DOCUMENT_KEYS_OLD.`);
  if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new DocumentKeyError('The stored document is cut short.');
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DocumentKeyError(
      'The stored document does not match its key: it was altered or sealed for another record.',
    );
  }
}
