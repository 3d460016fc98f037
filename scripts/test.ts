/**
 * `npm test`'s test part: three Vitest runs side by side, each keeping its files one after another (Vitest's one worker
 * on two cores). The browser files are split in two runs (vitest.config.ts, E2E_HALF): the first has the walks of every
 * route (project e2e-walks), the second the unit tests and production mode too; both use one production build made
 * here first. The third is the API suite on PGlite and PostgreSQL. Two runs (browser, everything else) left the
 * 2-core machine half idle (47 min, CPU 55 % busy: a browser file waits on its pages, an API file on its database);
 * four, with three browsers at once, overloaded it (load 14, files three times slower, set-ups timing out; issue 38).
 * Lines are prefixed with their run; the exit code is the first failure's. Extra arguments go to every run
 * (`npm test -- --reporter=verbose`). Each run also writes its results to .tmp/test-results/<run>.json, and the end
 * prints the ten slowest tests of all (docs/testing.md keeps them).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { findChromium } from '../tests/helpers/chromium';
import buildOnce from '../tests/e2e/build-once';

interface Run {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const withBrowser = Boolean(findChromium() ?? process.env.CI);
const runs: Run[] = [
  ...(withBrowser
    ? [
        { name: 'browser-1', args: ['--project', 'e2e', '--project', 'e2e-walks'], env: { E2E_HALF: '1' } },
        { name: 'browser-2', args: ['--project', 'e2e', '--project', 'unit', '--project', 'prod'], env: { E2E_HALF: '2' } },
      ]
    : []),
  { name: 'api', args: ['--project', 'api*'] },
  ...(withBrowser ? [] : [{ name: 'other', args: ['--project', 'unit', '--project', 'prod'] }]),
];
const extra = process.argv.slice(2);
const started = Date.now();

function start({ name, args: runArgs, env }: Run): Promise<number> {
  const args = ['vitest', 'run', ...runArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile(name)}`, ...extra];
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, NO_COLOR: process.env.NO_COLOR ?? '1' } });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      console.log(`${prefix}ended after ${((Date.now() - started) / 60_000).toFixed(1)} min`);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

const resultsFile = (name: string) => `.tmp/test-results/${name}.json`;

interface JsonResults {
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; duration?: number | null; status: string }> }>;
}

function slowest(count: number): string[] {
  const tests = runs.flatMap(({ name }) => {
    if (!existsSync(resultsFile(name))) return [];
    const results = JSON.parse(readFileSync(resultsFile(name), 'utf8')) as JsonResults;
    return results.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({ where: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`, ms: test.duration ?? 0 })),
    );
  });
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ where, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${where}`);
}

// The browser runs share one production build: made here, its folder passed on in E2E_DIST.
const removeBuild = withBrowser ? buildOnce() : undefined;
const codes = await Promise.all(runs.map(start));
removeBuild?.();
console.log(`slowest tests:\n${slowest(10).join('\n')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
runs.forEach((run, index) => console.log(`${run.name}: ${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}`));
console.log(`tests took ${minutes} min`);
process.exit(codes.find((code) => code !== 0) ?? 0);
