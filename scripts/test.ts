/**
 * `npm test`'s test part: the browser tests (project e2e) and everything else (unit, API on PGlite and PostgreSQL,
 * production mode, and the browser walks of every route, project e2e-walks, which would otherwise make the browser run
 * end minutes after the other) as two Vitest runs side by side. Each run keeps its files one after another (a browser file
 * already uses most of two cores, and the API files spend theirs on the embedded database), so together they fill
 * the machine without two browser files fighting for it. Lines are prefixed with their run; the exit code is the
 * first failure's. Extra arguments go to both runs (`npm test -- --reporter=verbose`). Each run also writes its results
 * to .tmp/test-results/<run>.json, and the end prints the ten slowest tests of both (docs/testing.md keeps them). The
 * app's production build that both runs' browsers are served is made once, before the runs start.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { findChromium } from '../tests/helpers/chromium';
import { buildForTests } from '../tests/e2e/build-once';

interface Run {
  name: string;
  projects: string[];
}

const browser = (findChromium() ?? process.env.CI) ? [{ name: 'browser', projects: ['e2e'] }] : [];
const runs: Run[] = [...browser, { name: 'server', projects: ['!e2e'] }];
const extra = process.argv.slice(2);
const started = Date.now();

// Both runs serve the same production build to their browsers (the walks run in the server run): it is made once here.
const sharedBuild =
  browser.length > 0 && !process.env.E2E_DIST && process.env.E2E_SKIP_BUILD !== '1'
    ? `.tmp/e2e-dist-${process.pid}`
    : undefined;
if (sharedBuild) process.env.E2E_DIST = buildForTests(sharedBuild);

function start({ name, projects }: Run): Promise<number> {
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile(name)}`,
    ...extra,
  ];
  const child = spawn('npx', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? '1' },
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const resultsFile = (name: string) => `.tmp/test-results/${name}.json`;

interface JsonResults {
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; duration?: number | null; status: string }>;
  }>;
}

function slowest(count: number): string[] {
  const tests = runs.flatMap(({ name }) => {
    if (!existsSync(resultsFile(name))) return [];
    const results = JSON.parse(readFileSync(resultsFile(name), 'utf8')) as JsonResults;
    return results.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        where: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    );
  });
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ where, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${where}`);
}

const codes = await Promise.all(runs.map(start));
if (sharedBuild) rmSync(sharedBuild, { recursive: true, force: true });
console.log(`slowest tests:\n${slowest(10).join('\n')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
runs.forEach((run, index) =>
  console.log(`${run.name}: ${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}`),
);
console.log(`tests took ${minutes} min`);
process.exit(codes.find((code) => code !== 0) ?? 0);
