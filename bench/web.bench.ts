/**
 * The login page's weight and speed, and the way from Sign In to a usable accounts list, in Chromium.
 * - Initial JS and CSS (gzip): what dist/index.html loads (entry script, modulepreloads, stylesheets) plus the
 *   route chunk of '/' and its static imports (from the build manifest): what the prerendered page needs to be
 *   hydrated, i.e. usable. Budget: JS at most 150 KB (issue 18).
 * - LCP and total blocking time of '/' cold (no cache) under Lighthouse's mobile conditions: CPU slowed down 4x,
 *   slow 4G (1.6 Mbps down, 750 kbps up, 150 ms RTT). Median of 5. Budget: LCP at most 1.2 s (issue 18); the
 *   page is prerendered, so it paints once its HTML and stylesheet have arrived. The same for a French browser, which
 *   gets the page prerendered in French. Beside it, "usable": when a key typed into the email field as soon as it is
 *   drawn reached it (the prerendered page takes typing before the app runs, and the app keeps it).
 * - Sign In → accounts list rendered, same conditions, with and without the product's fixed 2 s 'Login success' pause.
 * - INP of every form at 400 px and 4x CPU (bench/form-walks.ts): each typed into and its long lists opened, searched
 *   and picked from; the slowest interactions named. Budget: 200 ms each (issue 50). `BENCH_FORMS=payment` walks
 *   only the forms whose name contains it; `BENCH_FORMS=none` none.
 * - Lighthouse's own mobile audit of '/' (its simulated 4x CPU and slow 4G), median of 3 by score: the score (budget 90)
 *   and its breakdown (FCP, LCP, TBT, CLS, Speed Index) beside ours. Lighthouse is not a dependency of the app (186 MB,
 *   for this bench alone): `npx` fetches LIGHTHOUSE (pinned below) on the first run. `BENCH_LIGHTHOUSE=none` skips it.
 * The service worker is blocked: its 2 MB precache would otherwise share the throttled link with the sign-in.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestApp, signUp, type TestApp } from '../tests/helpers/app';
import { accountWithIdentity, referenceIds } from '../tests/helpers/fixtures';
import setupTemplate from '../tests/helpers/global-setup';
import { CHROMIUM_PATH } from '../tests/e2e/harness';
import { walkForms } from './form-walks';
import { slowest } from '../tests/e2e/interactions';
import type { Bench } from './run';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, '.tmp/bench-web-dist');
const LOGIN_ROUTE_CHUNK = 'src/routes/index.tsx?tsr-split=component';
const RUNS = 5;
const SIGN_IN_PAUSE_MS = 2000;
/** Lighthouse's mobile preset ("slow 4G"): bytes per second. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const JS_BUDGET_KB = 150;
const LCP_BUDGET_MS = 1200;
const INP_BUDGET_MS = 200;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_BUDGET = 90;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** What the browser must fetch before it can show the login page: index.html's tags and the '/' route chunk. */
function loginPageFiles() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) => new RegExp(`${name}="/?([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const js = new Set(
    tags
      .flatMap((tag) =>
        tag.startsWith('<script')
          ? [attribute(tag, 'src')]
          : /rel="modulepreload"/.test(tag)
            ? [attribute(tag, 'href')]
            : [],
      )
      .filter((file): file is string => !!file),
  );
  const css = new Set(tags.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attribute(tag, 'href')!));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(LOGIN_ROUTE_CHUNK));
  if (!routeKey) throw new Error(`No chunk for ${LOGIN_ROUTE_CHUNK} in the manifest: is '/' still code-split?`);
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (js.has(chunk.file) && key !== routeKey) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(routeKey);
  return { js: [...js], css: [...css] };
}

/** Observers installed before the page's own scripts run. */
const OBSERVE_PAINTS = () => {
  const perf = { lcp: 0, longTasks: [] as Array<[number, number]>, firstInput: 0 };
  document.addEventListener('input', () => (perf.firstInput ||= performance.now()), true);
  (window as unknown as { benchPerf: typeof perf }).benchPerf = perf;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => (perf.lcp = entry.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => perf.longTasks.push([entry.startTime, entry.duration])),
  ).observe({
    type: 'longtask',
    buffered: true,
  });
};

async function throttledPage(browser: Browser, baseURL: string, locale = 'en-GB') {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 400, height: 860 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVE_PAINTS);
  return page;
}

/** LCP and TBT (long-task time beyond 50 ms, after the first contentful paint) of '/' once it has settled. */
async function measureLogin(page: Page, signIn = 'Sign In', firstField = 'Email Address') {
  await page.goto('/', { waitUntil: 'commit' });
  // Typed as soon as the field is drawn; the page's own listener notes when the keystroke reached the field.
  await page.getByLabel(firstField).pressSequentially('a');
  await page.getByRole('button', { name: signIn }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { lcp, fcp, longTasks, htmlAndCss, firstInput } = await page.evaluate(() => ({
    ...(window as unknown as { benchPerf: { lcp: number; longTasks: Array<[number, number]>; firstInput: number } })
      .benchPerf,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    // What a paint of the prerendered page waits for: its HTML and its stylesheets (and boot.js) on the link.
    htmlAndCss: Math.max(
      ...performance
        .getEntries()
        .filter((entry) => entry.entryType === 'navigation' || /\.css$|\/boot\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  }));
  const blocking = (tasks: Array<[number, number]>) =>
    tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    // The browser stops reporting LCP at the first input: a key that reaches the field before the paint's LCP entry
    // leaves none. The prerendered page paints its heading and form at once, so its first contentful paint is that paint.
    lcp: lcp || fcp,
    usable: firstInput,
    htmlAndCss,
    tbt: blocking(longTasks.filter(([start]) => start >= fcp)),
    blockingBeforePaint: blocking(longTasks.filter(([start]) => start < fcp)),
  };
}

async function signInToAccounts(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByText('Ada Obi').first().waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/** A customer with one individual account (tab 0 saved), so the accounts list has a row to render. */
async function customerWithAccount(app: TestApp) {
  const user = await signUp(app);
  await accountWithIdentity(app, user, await referenceIds(app));
  return user;
}

/** How long after its paint the page took a key (negative: the key was taken before the paint was shown). */
function reportUsable(report: Parameters<Bench['run']>[0], loads: Array<{ lcp: number; usable: number }>) {
  const gaps = loads.map((load) => load.usable - load.lcp);
  report({ label: `  usable − LCP, median of ${gaps.length} loads (target ≤ 200)`, value: median(gaps), unit: 'ms' });
  report({ label: '  usable − LCP, the slowest load', value: Math.max(...gaps), unit: 'ms' });
}

interface LighthouseRun {
  score: number;
  audits: Record<string, { numericValue: number }>;
}

/** Lighthouse's mobile audit of the page, performance only (its default throttling: simulated 4x CPU, slow 4G). */
function lighthouse(url: string): LighthouseRun {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const chromeFlags = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking';
    execSync(
      `npx --yes ${LIGHTHOUSE} ${url} --quiet --only-categories=performance --form-factor=mobile --output=json --output-path=${dir}/report.json --chrome-flags="${chromeFlags}"`,
      { cwd: dir, stdio: 'ignore', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
      categories: { performance: { score: number } };
      audits: LighthouseRun['audits'];
    };
    return { score: report.categories.performance.score * 100, audits: report.audits };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench: Bench = {
  name: 'Web app: login page budget and sign-in',
  async run(report) {
    execSync(`npx vite build --outDir ${dist} --emptyOutDir --manifest --logLevel error`, {
      cwd: root,
      stdio: 'ignore',
    });
    const files = loginPageFiles();
    const jsBytes = files.js.reduce((sum, file) => sum + gzipBytes(file), 0);
    const cssBytes = files.css.reduce((sum, file) => sum + gzipBytes(file), 0);
    report({
      label: `Login page initial JS, gzip (${files.js.length} files; budget ${JS_BUDGET_KB})`,
      value: jsBytes / 1024,
      unit: 'KB',
    });
    report({ label: '  share of the budget', value: (jsBytes / 1024 / JS_BUDGET_KB) * 100, unit: '%' });
    report({ label: `Login page CSS, gzip (${files.css.length} files)`, value: cssBytes / 1024, unit: 'KB' });

    const removeTemplate = await setupTemplate();
    const app = await createTestApp({ staticDir: dist });
    const server = await new Promise<ReturnType<typeof serve>>((done) => {
      const s = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const loads: Array<{
        lcp: number;
        usable: number;
        htmlAndCss: number;
        tbt: number;
        blockingBeforePaint: number;
      }> = [];
      const frenchLoads: typeof loads = [];
      const signIns: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const user = await customerWithAccount(app);
        const page = await throttledPage(browser, origin);
        page.on('pageerror', (error) => console.error('  page error:', error.message));
        loads.push(await measureLogin(page));
        signIns.push(await signInToAccounts(page, user.email, user.password));
        await page.context().close();
        // A French browser gets the page prerendered in French (server/app.ts, Accept-Language).
        const french = await throttledPage(browser, origin, 'fr-FR');
        frenchLoads.push(await measureLogin(french, 'Se connecter', 'Adresse e-mail'));
        await french.context().close();
      }
      const lcp = median(loads.map((load) => load.lcp));
      report({
        label: `Login page LCP, 4x CPU + slow 4G (median of ${RUNS}; budget ${LCP_BUDGET_MS})`,
        value: lcp,
        unit: 'ms',
      });
      report({ label: '  share of the budget', value: (lcp / LCP_BUDGET_MS) * 100, unit: '%' });
      report({
        label: '  floor: its HTML and stylesheet received, same runs',
        value: median(loads.map((load) => load.htmlAndCss)),
        unit: 'ms',
      });
      report({
        label: '  usable: a key typed once the email field is drawn reaches it (target: LCP + 200)',
        value: median(loads.map((load) => load.usable)),
        unit: 'ms',
      });
      reportUsable(report, loads);
      report({
        label: `Login page LCP, French browser, same conditions (budget ${LCP_BUDGET_MS})`,
        value: median(frenchLoads.map((load) => load.lcp)),
        unit: 'ms',
      });
      report({
        label: '  floor: its HTML and stylesheet received',
        value: median(frenchLoads.map((load) => load.htmlAndCss)),
        unit: 'ms',
      });
      reportUsable(report, frenchLoads);
      report({
        label: 'Login page total blocking time (after first paint)',
        value: median(loads.map((load) => load.tbt)),
        unit: 'ms',
      });
      report({
        label: '  long-task time beyond 50 ms before the first paint',
        value: median(loads.map((load) => load.blockingBeforePaint)),
        unit: 'ms',
      });
      const signIn = median(signIns);
      report({ label: 'Sign In click → accounts list rendered, same conditions', value: signIn, unit: 'ms' });
      report({
        label: `  without the product's fixed ${SIGN_IN_PAUSE_MS / 1000} s success pause`,
        value: signIn - SIGN_IN_PAUSE_MS,
        unit: 'ms',
      });
      if (process.env.BENCH_LIGHTHOUSE !== 'none') {
        const audits = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(`${origin}/`)).sort(
          (a, b) => a.score - b.score,
        );
        const middle = audits[Math.floor(LIGHTHOUSE_RUNS / 2)]!;
        report({
          label: `Lighthouse mobile performance score (median of ${LIGHTHOUSE_RUNS}; budget ${LIGHTHOUSE_BUDGET})`,
          value: middle.score,
          unit: 'points',
        });
        for (const [audit, name] of [
          ['first-contentful-paint', 'FCP'],
          ['largest-contentful-paint', 'LCP (ours above)'],
          ['total-blocking-time', 'TBT (ours above)'],
          ['speed-index', 'Speed Index'],
        ] as const)
          report({ label: `  its ${name}`, value: middle.audits[audit]!.numericValue, unit: 'ms' });
        report({
          label: '  its CLS, in thousandths',
          value: middle.audits['cumulative-layout-shift']!.numericValue * 1000,
          unit: '‰',
        });
      }
      const only = process.env.BENCH_FORMS;
      if (only !== 'none')
        for (const { form, inp, interactions } of await walkForms(dist, { cpuSlowdown: CPU_SLOWDOWN, only })) {
          report({ label: `INP, ${form}, 400 px, 4x CPU (budget ${INP_BUDGET_MS})`, value: inp, unit: 'ms' });
          console.log(`    slowest: ${slowest(interactions)}`);
        }
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
      await app.close();
      removeTemplate();
    }
  },
};

export default bench;
