import { loadEnv } from '../env';
import { installKeyring, loadKeyring } from '../storage/document-crypto';
import { openDatabase, migrate } from './index';
import { seedReferenceData } from './seeds';

const env = loadEnv();
// Migration 008 seals two-factor secrets still stored plain with the server's keys. Without DOCUMENT_KEY on
// PostgreSQL it runs as long as it finds none to seal (a new database), and asks for the key otherwise.
if (env.DOCUMENT_KEY || !env.DATABASE_URL) {
  const { keyring, warning } = loadKeyring(env);
  if (warning) console.warn(warning);
  installKeyring(keyring);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const results = await migrate(database.db);
await seedReferenceData(database.db);
for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
console.log(results.length ? 'Migrations done.' : 'Nothing to migrate: the database is up to date.');
await database.close();
