/**
 * `npm run documents:reseal`: after a key rotation (new DOCUMENT_KEY, the old one in DOCUMENT_KEYS_OLD), seals
 * every stored document, two-factor secret and device key again under the new key (and any still stored plain). Safe to run
 * while the servers run, and to run again.
 */
import { loadEnv } from '../env';
import { openDatabase } from '../db';
import { installKeyring, loadKeyring } from './document-crypto';
import { resealDocuments } from './documents';
import { resealTotpSecrets } from './totp-secrets';
import { resealDeviceKeys } from './device-keys';

const env = loadEnv();
const { keyring, warning } = loadKeyring(env);
if (warning) console.warn(warning);
installKeyring(keyring);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const documents = await resealDocuments(database.db);
const secrets = await resealTotpSecrets(database.db);
const deviceKeys = await resealDeviceKeys(database.db);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
console.log(
  `${plural(documents, 'document')}, ${plural(secrets, 'two-factor secret')} and ${plural(deviceKeys, 'device key')} sealed again under key ${keyring.current.id}. Keys in DOCUMENT_KEYS_OLD are no longer needed.`,
);
await database.close();
