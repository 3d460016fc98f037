import type { Server } from 'node:http';
import { onTestFailed } from 'vitest';
import { createServer } from '../../server/http/serve';
import { createApp } from '../../server/app';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/app';
import { findChromium } from '../helpers/chromium';

export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  wide: { width: 1280, height: 860 },
  narrow: { width: 400, height: 860 },
  small: { width: 360, height: 740 },
} as const;

interface ContextOptions {
  viewport?: keyof typeof VIEWPORTS;
  colorScheme?: 'light' | 'dark';
  /**
   * The browser's language (navigator.language), e.g. 'fr-FR'; by default 'en-NG', a Nigerian browser in English, the
   * customer most tests walk (its region presets the phone's +234, as a French browser's presets +33).
   */
  locale?: string;
  /** A phone's touch screen: touch events, and a mobile viewport (the page's meta viewport is honoured). */
  touch?: boolean;
}

export interface E2E {
  app: TestApp;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser profile (own storage, own service worker). */
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
  newPage: (options?: ContextOptions) => Promise<Page>;
  /**
   * Another Chromium on the same server, launched with these flags besides the usual ones (e.g. a fake camera), and its
   * own newContext and newPage; closed with the rest.
   */
  launchBrowser: (extraArgs: string[]) => Promise<Pick<E2E, 'browser' | 'newContext' | 'newPage'>>;
  /** From now on the same origin and server (same database) serve the app built in `dir`: the next release. */
  serveBuild: (dir: string) => void;
  close: () => Promise<void>;
}

/**
 * A prerendered signed-out page takes typing before the app runs it, but its buttons and checks work only once the app
 * does (src/main.tsx marks #root data-started). The pages of startE2E's contexts therefore end goto and reload when the
 * app runs the page, as a person sees it settle; with a waitUntil other than 'load', as soon as the browser says.
 */
function waitsForTheApp(page: Page) {
  const appRuns = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root?.hasAttribute('data-prerendered') || root.hasAttribute('data-started');
    });
  const settled = async <T>(navigation: Promise<T>, options?: { waitUntil?: string }) => {
    const response = await navigation;
    if ((options?.waitUntil ?? 'load') === 'load') await appRuns();
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => settled(goto(url, options), options);
  page.reload = (options) => settled(reload(options), options);
}

export interface E2EOptions extends TestAppOptions {
  /**
   * false: the pages of this browser register no service worker. Each new context's worker would otherwise download
   * and store every built file while the test runs (about a fifth of a short test's time on two cores); files whose
   * tests need neither offline work nor the worker itself turn it off.
   */
  serviceWorker?: boolean;
}

/** The real server (fresh database, built app) on a free port, and Debian's Chromium driven by playwright-core. */
export async function startE2E({ serviceWorker = true, ...options }: E2EOptions = {}): Promise<E2E> {
  const app = await createTestApp({ staticDir: process.env.E2E_DIST ?? 'dist', ...options });
  // The server's own HTTP layer (server/http/serve.ts), as main.ts serves it.
  let served = app.app;
  const server: Server = createServer((request, bindings) => served.fetch(request, bindings));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://localhost:${port}`;
  const browsers: Browser[] = [];
  const contexts: BrowserContext[] = [];
  const launchBrowser: E2E['launchBrowser'] = async (extraArgs) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...LAUNCH_ARGS, ...extraArgs] });
    browsers.push(browser);
    const newContext: E2E['newContext'] = async ({
      viewport = 'wide',
      colorScheme = 'light',
      locale = 'en-NG',
      touch = false,
    } = {}) => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORTS[viewport],
        colorScheme,
        locale,
        hasTouch: touch,
        isMobile: touch,
        serviceWorkers: serviceWorker ? 'allow' : 'block',
      });
      context.on('page', waitsForTheApp);
      contexts.push(context);
      return context;
    };
    return { browser, newContext, newPage: async (options) => (await newContext(options)).newPage() };
  };
  return {
    app,
    baseUrl,
    ...(await launchBrowser([])),
    launchBrowser,
    serveBuild: (dir) => {
      served = createApp({ ...app.deps, config: { ...app.deps.config, staticDir: dir } });
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      for (const browser of browsers) await browser.close();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** Saves a screenshot under .tmp/screens when SCREENSHOTS=1 (for looking at screens, not for asserting). */
export async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `.tmp/screens/${name}.png`, fullPage: true });
}

/**
 * Times a long walk through screens step by step. When the test fails (its time limit included), the steps taken so far
 * are printed with their times, the unfinished one marked, so a slow or stuck walk shows where its time went.
 */
export function timedSteps(walk: string) {
  const steps: Array<{ name: string; ms?: number }> = [];
  const started = Date.now();
  onTestFailed(() => {
    const lines = steps.map(
      ({ name, ms }) => `  ${ms === undefined ? 'unfinished' : `${(ms / 1000).toFixed(1)} s`.padStart(10)}  ${name}`,
    );
    console.error(
      `${walk}: ${((Date.now() - started) / 1000).toFixed(1)} s in all, step by step:\n${lines.join('\n')}`,
    );
  });
  return async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    const step: { name: string; ms?: number } = { name };
    steps.push(step);
    const stepStarted = Date.now();
    const result = await action();
    step.ms = Date.now() - stepStarted;
    return result;
  };
}
