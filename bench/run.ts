/**
 * `npm run bench`: runs every bench/*.bench.ts (or only those whose file name contains an argument) one after
 * another and prints their figures. A bench file default-exports a {@link Bench}.
 */
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

export interface Figure {
  label: string;
  value: number;
  unit: string;
}

export interface Bench {
  name: string;
  /** A long bench (the soak) runs only when its file is named: `npm run bench -- soak`. */
  onlyWhenNamed?: boolean;
  run: (report: (figure: Figure) => void) => Promise<void>;
}

const dir = import.meta.dirname;
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter(
    (file) => file.endsWith('.bench.ts') && (filters.length === 0 || filters.some((filter) => file.includes(filter))),
  )
  .sort();

let failed = false;
for (const file of files) {
  const bench = (await import(pathToFileURL(join(dir, file)).href)).default as Bench;
  if (bench.onlyWhenNamed && filters.length === 0) {
    console.log(
      `\n${bench.name} (${file}): skipped, run it by name (npm run bench -- ${file.replace('.bench.ts', '')})`,
    );
    continue;
  }
  console.log(`\n${bench.name} (${file})`);
  const started = performance.now();
  try {
    await bench.run(({ label, value, unit }) =>
      console.log(`  ${label.padEnd(58)} ${value.toFixed(unit === 'ms' ? 1 : 0).padStart(10)} ${unit}`),
    );
    console.log(`  ${'(bench time)'.padEnd(58)} ${((performance.now() - started) / 1000).toFixed(1).padStart(10)} s`);
  } catch (error) {
    failed = true;
    console.error(`  failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
