import { loadEnv } from '../env';
import { openDatabase, migrate } from './index';
import { seedReferenceData } from './seeds';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const results = await migrate(database.db);
await seedReferenceData(database.db);
for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
console.log(results.length ? 'Migrations done.' : 'Nothing to migrate: the database is up to date.');
await database.close();
