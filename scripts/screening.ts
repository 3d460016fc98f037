/**
 * npm run screening -- <command>: the sanctions lists people are screened against (docs/compliance.md).
 *   import <file> [--format ftm|ofac-csv|ofac-xml] [--name NAME] [--version VERSION] [--aliases alt.csv]
 *       replaces the list NAME (by default the file's name) in one transaction and queues a screening of everyone on
 *       file against it (run by a server). ftm: OpenSanctions' entities.ftm.json; ofac-csv: sdn.csv (with alt.csv's
 *       aliases); ofac-xml: sdn.xml. The version is the file's own date (OFAC XML) or, by default, today's date.
 *   list     the lists imported, their version, counts and when
 * Uses the same environment as the server; the embedded database takes one process at a time: stop the server first.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../server/env';
import { importList, listsImported } from '../server/screening/import-list';
import { readList } from '../server/screening/parse-list';
import type { ScreeningFormat } from '../server/db/screening-schema';
import { runServerCommand } from './server-command';

const USAGE =
  'Usage: npm run screening -- import <file> [--format ftm|ofac-csv|ofac-xml] [--name NAME] [--version VERSION] [--aliases alt.csv] | list';
const FORMATS: ScreeningFormat[] = ['ftm', 'ofac-csv', 'ofac-xml'];

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
    aliases: { type: 'string' },
  },
});
const [command, file] = positionals;
const guessed: ScreeningFormat = file?.endsWith('.xml') ? 'ofac-xml' : file?.endsWith('.csv') ? 'ofac-csv' : 'ftm';
const format = (values.format ?? guessed) as ScreeningFormat;
if (!['import', 'list'].includes(command ?? '') || (command === 'import' && (!file || !FORMATS.includes(format)))) {
  console.error(USAGE);
  process.exit(2);
}

await runServerCommand(loadEnv(), async (deps) => {
  if (command === 'list') {
    for (const list of await listsImported(deps.db))
      console.log(
        `${list.name}\t${list.format}\tversion ${list.version}\t${list.entry_count} entries, ${list.name_count} names\timported ${list.imported_at.toISOString()}`,
      );
    return;
  }
  const parsed = await readList(file, format, { aliases: values.aliases });
  const name = values.name ?? basename(file).replace(/\.[^.]+$/, '');
  const version = values.version ?? parsed.version ?? deps.now().toISOString().slice(0, 10);
  const imported = await importList(deps.db, deps.jobs, { name, format, version, entries: parsed.entries });
  console.log(
    `List ${name} version ${version}: ${imported.entries} entries, ${imported.names} names. A server screens everyone on file against it.`,
  );
});
