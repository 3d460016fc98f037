/**
 * The offline model in Chromium (real IndexedDB) against the real server: restoring a draft with four 2 MB
 * documents after a reload, draining 50 queued steps, and the size of the service worker's precache.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { createTestApp, signUp } from '../tests/helpers/app';
import setupTemplate from '../tests/helpers/global-setup';
import { CHROMIUM_PATH } from '../tests/e2e/harness';
import type { Bench } from './run';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.tmp/bench-offline');
const DOCUMENT_BYTES = 2 * 1024 * 1024;
const STEPS = 50;

type InPage = {
  bench: {
    saveDraftWithDocuments: (count: number, bytes: number) => Promise<void>;
    restoreDraft: () => Promise<{ ms: number; chars: number }>;
    drain: (count: number, token: string, email: string) => Promise<{ ms: number; synced: number }>;
  };
};

async function bundle() {
  await build({
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      outDir: out,
      emptyOutDir: true,
      lib: { entry: join(root, 'bench/offline-entry.ts'), formats: ['es'], fileName: 'offline' },
      minify: true,
    },
  });
}

/** Builds the app as it is now and sums the files its service worker precaches (the manifest in sw.js). */
function precacheBytes(): { files: number; bytes: number } {
  const dist = join(root, '.tmp/bench-dist');
  execSync(`npx vite build --outDir ${dist} --emptyOutDir --logLevel error`, { cwd: root, stdio: 'ignore' });
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  return { files: urls.length, bytes: urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0) };
}

const bench: Bench = {
  name: 'Offline model',
  async run(report) {
    mkdirSync(out, { recursive: true });
    await bundle();
    const removeTemplate = await setupTemplate();
    const app = await createTestApp();
    const server = await new Promise<ReturnType<typeof serve>>((done) => {
      const s = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      page.on('pageerror', (error) => console.error('  page error:', error.message));
      const script = readFileSync(join(out, 'offline.js'), 'utf8');
      await page.route(`${origin}/bench/**`, (route) =>
        route.request().url().endsWith('.js')
          ? route.fulfill({ contentType: 'text/javascript', body: script })
          : route.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><script type="module" src="/bench/offline.js"></script>',
            }),
      );
      const open = async () => {
        await page.goto(`${origin}/bench/`);
        await page.waitForFunction(() => 'bench' in window);
      };
      await open();
      await page.evaluate(
        ([bytes]) => (window as unknown as InPage).bench.saveDraftWithDocuments(4, bytes!),
        [DOCUMENT_BYTES],
      );
      const restores: number[] = [];
      for (let i = 0; i < 5; i++) {
        await open();
        const restored = await page.evaluate(() => (window as unknown as InPage).bench.restoreDraft());
        if (restored.chars < 4 * DOCUMENT_BYTES) throw new Error('The draft came back incomplete.');
        restores.push(restored.ms);
      }
      restores.sort((a, b) => a - b);
      report({
        label: 'Restore a draft with four 2 MB documents after a reload (median of 5)',
        value: restores[2]!,
        unit: 'ms',
      });

      const user = await signUp(app);
      const drained = await page.evaluate(
        ([steps, token, email]) =>
          (window as unknown as InPage).bench.drain(Number(steps), String(token), String(email)),
        [STEPS, user.token, user.email],
      );
      if (drained.synced !== STEPS) throw new Error(`Only ${drained.synced} of ${STEPS} steps were synced.`);
      report({ label: `Drain ${STEPS} queued steps to the server`, value: drained.ms, unit: 'ms' });
      report({ label: '  per step', value: drained.ms / STEPS, unit: 'ms' });
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
      await app.close();
      removeTemplate();
    }
    const precache = precacheBytes();
    report({ label: `Precache (${precache.files} files)`, value: precache.bytes / 1024, unit: 'KB' });
  },
};

export default bench;
