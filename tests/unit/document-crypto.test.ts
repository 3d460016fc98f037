import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  buildKeyring,
  DocumentKeyError,
  keyFingerprint,
  loadKeyring,
  openDocument,
  sealDocument,
} from '../../server/storage/document-crypto';

const newKey = () => randomBytes(32).toString('base64');
const plaintext = Buffer.from('%PDF-1.7 passport of Ada Lovelace, number A1234567');

describe('document encryption (AES-256-GCM)', () => {
  it('seals with a fresh nonce and opens back to the same bytes', () => {
    const keyring = buildKeyring(newKey(), 'k1', undefined);
    const first = sealDocument(keyring, plaintext, 'doc-1');
    const second = sealDocument(keyring, plaintext, 'doc-1');
    expect(first.keyId).toBe('k1');
    expect(first.sealed.equals(second.sealed)).toBe(false);
    expect(first.sealed.includes(plaintext.subarray(0, 16))).toBe(false);
    expect(first.sealed.length).toBe(plaintext.length + 12 + 16);
    expect(openDocument(keyring, 'k1', first.sealed, 'doc-1').equals(plaintext)).toBe(true);
  });

  it('refuses altered bytes, another record context, a wrong key and an unknown key id', () => {
    const keyring = buildKeyring(newKey(), 'k1', undefined);
    const { sealed } = sealDocument(keyring, plaintext, 'doc-1');
    const altered = Buffer.from(sealed);
    altered[20] ^= 1;
    expect(() => openDocument(keyring, 'k1', altered, 'doc-1')).toThrow(DocumentKeyError);
    expect(() => openDocument(keyring, 'k1', sealed, 'doc-2')).toThrow(/another record/);
    expect(() => openDocument(buildKeyring(newKey(), 'k1', undefined), 'k1', sealed, 'doc-1')).toThrow(
      DocumentKeyError,
    );
    expect(() => openDocument(keyring, 'k9', sealed, 'doc-1')).toThrow(/DOCUMENT_KEYS_OLD/);
    expect(() => openDocument(keyring, 'k1', sealed.subarray(0, 10), 'doc-1')).toThrow(/cut short/);
  });

  it('rotates: documents sealed under an old key still open, new ones use the new key', () => {
    const oldKey = newKey();
    const before = buildKeyring(oldKey, undefined, undefined);
    const stored = sealDocument(before, plaintext, 'doc-1');
    expect(stored.keyId).toBe(keyFingerprint(Buffer.from(oldKey, 'base64')));

    const after = buildKeyring(newKey(), '2025-06', `${oldKey}, legacy:${newKey()}`);
    expect(openDocument(after, stored.keyId, stored.sealed, 'doc-1').equals(plaintext)).toBe(true);
    const resealed = sealDocument(after, plaintext, 'doc-1');
    expect(resealed.keyId).toBe('2025-06');
    expect([...after.byId.keys()].sort()).toEqual(['2025-06', 'legacy', stored.keyId].sort());
  });

  it('checks key sizes and ids', () => {
    expect(() => buildKeyring(randomBytes(16).toString('base64'), undefined, undefined)).toThrow(/32 bytes/);
    expect(() => buildKeyring(newKey(), 'has space', undefined)).toThrow(/key id/);
    expect(() => buildKeyring(newKey(), undefined, 'old:c2hvcnQ=')).toThrow(/DOCUMENT_KEYS_OLD must be 32 bytes/);
  });

  it('requires DOCUMENT_KEY with a shared PostgreSQL database', () => {
    expect(() => loadKeyring({ DATA_DIR: './data', DATABASE_URL: 'postgresql://db/payway' })).toThrow(
      /DOCUMENT_KEY is required/,
    );
  });

  it('generates a key file readable by the owner only in the embedded default, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'payway-key-'));
    try {
      const first = loadKeyring({ DATA_DIR: dir });
      expect(first.warning).toContain('document-key');
      expect(statSync(join(dir, 'document-key')).mode & 0o777).toBe(0o600);
      const second = loadKeyring({ DATA_DIR: dir });
      expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
      expect(readFileSync(join(dir, 'document-key'), 'utf8').trim()).toBe(first.keyring.current.key.toString('base64'));
      const configured = loadKeyring({ DATA_DIR: dir, DOCUMENT_KEY: newKey(), DOCUMENT_KEY_ID: 'prod-1' });
      expect(configured.warning).toBeUndefined();
      expect(configured.keyring.current.id).toBe('prod-1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
