/**
 * `npm run documents:reseal`: after a key rotation (new DOCUMENT_KEY, the old one in DOCUMENT_KEYS_OLD), seals
 * every stored document again under the new key. Safe to run while the servers run, and to run again.
 */
import { loadEnv } from '../env';
import { openDatabase } from '../db';
import { installKeyring, loadKeyring } from './document-crypto';
import { resealDocuments } from './documents';

const env = loadEnv();
const { keyring, warning } = loadKeyring(env);
if (warning) console.warn(warning);
installKeyring(keyring);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const rewritten = await resealDocuments(database.db);
console.log(`${rewritten} document${rewritten === 1 ? '' : 's'} sealed again under key ${keyring.current.id}. Keys in DOCUMENT_KEYS_OLD are no longer needed.`);
await database.close();
