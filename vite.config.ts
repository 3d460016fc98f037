import { createServer, defineConfig, minifySync, type Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingNameFunction } from 'rolldown';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { referencePathPatterns } from './src/contract/reference-paths';
import { PAGE_LANGUAGES, PRERENDERED_PAGES, prerenderedPageFile } from './src/contract/prerendered-pages';
import { compileCatalogues } from './catalogues-plugin';

const apiPort = process.env.API_PORT ?? '3001';
const START_ROUTE_CHUNK = '/src/routes/index.tsx?tsr-split=component';

/**
 * The login page's route chunk (and what it imports) is found by the router only once the entry has run: preloaded
 * from index.html instead, it downloads with the entry and the first screen shows one round trip sooner.
 */
function preloadStartRoute(): Plugin {
  return {
    name: 'preload-start-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(START_ROUTE_CHUNK));
        if (!start) throw new Error(`No chunk for ${START_ROUTE_CHUNK}: is the login route still code-split?`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const SHELL_LANGUAGE = '<html lang="en">';
const ROOT_ELEMENT = '<div id="root"></div>';
const ROUTER_CLIENT_FLAG = fileURLToPath(
  new URL('./node_modules/@tanstack/router-core/dist/esm/isServer/client.js', import.meta.url),
);

/**
 * Renders PRERENDERED_PAGES (src/contract/prerendered-pages.ts) in each language to HTML with the app's own components (src/prerender.tsx, loaded through a Vite server in
 * Node) into copies of index.html, so their heading and form paint before the JavaScript arrives; src/main.tsx
 * takes them over. Until then it takes typing, which the app keeps (src/main.tsx), and holds back a submit (public/boot.js). The page as built, empty, becomes app.html: what every other path is served (server/app.ts, sw/sw.ts).
 */
function prerenderPublicPages(): Plugin {
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || !String(index.source).includes(ROOT_ELEMENT))
          throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        if (!String(index.source).includes(SHELL_LANGUAGE)) throw new Error(`index.html has no ${SHELL_LANGUAGE}`);
        const shell = String(index.source);
        // The pages are drawn through Vite's dev server, which names an image imported by URL (a country's flag) by its
        // source path: the page names the file the build emits instead, as the app does once it runs.
        const builtUrls = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'asset'
              ? output.originalFileNames.map((name): [string, string] => [`/${name}`, `/${output.fileName}`])
              : [],
          ),
        );
        const withBuiltUrls = (html: string) =>
          html.replace(/\b(src|href)="(\/(?:node_modules|src)\/[^"]+)"/g, (_attribute, name: string, url: string) => {
            const built = builtUrls.get(url);
            if (!built) throw new Error(`A prerendered page names ${url}, which the build does not emit`);
            return `${name}="${built}"`;
          });
        // The router is loaded in its browser build, so the page it draws has the markup the app draws in the browser.
        const server = await createServer({
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
          resolve: { alias: [{ find: '@tanstack/router-core/isServer', replacement: ROUTER_CLIENT_FLAG }] },
          ssr: { noExternal: [/^@tanstack\/(react-router|router-core)/] },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
          for (const language of PAGE_LANGUAGES) {
            for (const path of PRERENDERED_PAGES) {
              const html = shell
                .replace(SHELL_LANGUAGE, `<html lang="${language}">`)
                .replace(
                  ROOT_ELEMENT,
                  `<div id="root" data-prerendered="${path}">${withBuiltUrls(await renderPage(path, language))}</div>`,
                );
              const fileName = prerenderedPageFile(path, language);
              if (fileName === 'index.html') index.source = html;
              else this.emitFile({ type: 'asset', fileName, source: html });
            }
          }
        } finally {
          await server.close();
        }
        this.emitFile({ type: 'asset', fileName: 'app.html', source: shell });
      },
    },
  };
}

/**
 * public/boot.js is sent as it is written, and its comments count in the login page's weight: the build minifies it.
 * Runs before the service worker's precache list and the compressed copies are made.
 */
function minifyBootScript(): Plugin {
  let outDir = '';
  return {
    name: 'minify-boot-script',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    writeBundle: {
      order: 'pre',
      handler() {
        const path = join(outDir, 'boot.js');
        const { code, errors } = minifySync('boot.js', readFileSync(path, 'utf8'));
        if (errors.length) throw new Error(`boot.js: ${errors.map((error) => error.message).join('; ')}`);
        writeFileSync(path, code);
      },
    },
  };
}

/** Writes file.br and file.gz beside every compressible file of the build; the server sends them as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(entry.name)) continue;
          const path = join(entry.parentPath, entry.name);
          const content = readFileSync(path);
          if (content.length < 1024) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
/** What every screen runs: React, the router, Mantine's core and form, valibot, Lingui. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store)|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]form|klona|fast-deep-equal|clsx|valibot|@lingui[\\/](core|react)|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/;
/** Libraries imported through a barrel file that re-exports all their parts: only the parts named in imports join. */
const BARRELS = {
  '@mantine/core': (names: string) => `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${names})[\\\\/]`,
  '@tabler/icons-react': (names: string) =>
    `@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${names})\\.mjs$`,
};

/**
 * The 'framework' chunk: what the first screen runs, in one file. FRAMEWORK, the app's modules that the entry and the
 * login route load (statically, from src/main.tsx), and the Mantine components and icons those modules import, read
 * from their imports, so the group follows the login page as it changes. One file instead of thirty small ones: fewer
 * requests and better compression. Screens loaded later find in it what they share with the first screen.
 */
function frameworkChunk(): CodeSplittingNameFunction {
  let firstScreen: { modules: Set<string>; parts: RegExp } | undefined;
  const findFirstScreen = (ctx: ChunkingContext) => {
    const names = new Map<keyof typeof BARRELS, Set<string>>(
      Object.keys(BARRELS).map((barrel) => [barrel as keyof typeof BARRELS, new Set()]),
    );
    const seen = new Set<string>();
    const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
    const pending = [entry];
    while (pending.length) {
      const id = pending.pop()!;
      // The contract is reached through its barrel, which names every module: each schema goes where it is used.
      if (seen.has(id) || id.includes('/node_modules/') || id.includes('/src/contract/')) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      for (const [, imported, barrel] of info.code?.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/core|@tabler\/icons-react)["']/g,
      ) ?? []) {
        imported
          .split(',')
          .forEach((name) => names.get(barrel as keyof typeof BARRELS)!.add(name.trim().split(/\s/)[0]!));
      }
      pending.push(
        ...info.importedIds,
        ...info.dynamicallyImportedIds.filter((dynamic) => dynamic.endsWith(START_ROUTE_CHUNK)),
      );
    }
    if (![...seen].some((id) => id.endsWith(START_ROUTE_CHUNK)))
      throw new Error(`${START_ROUTE_CHUNK} is not reached from the entry`);
    const parts = [...names].map(([barrel, used]) => BARRELS[barrel]([...used].filter(Boolean).join('|') || '$^'));
    // The entry and the route's own chunk stay what index.html and the router import; stylesheets go their own way.
    const modules = [...seen].filter(
      (id) => id !== entry && !id.endsWith(START_ROUTE_CHUNK) && !/\.css($|\?)/.test(id),
    );
    return { modules: new Set(modules), parts: new RegExp(parts.join('|')) };
  };
  return (id, ctx) => {
    firstScreen ??= findFirstScreen(ctx);
    return FRAMEWORK.test(id) || firstScreen.modules.has(id) || firstScreen.parts.test(id) ? 'framework' : null;
  };
}

const FLAGS_DIR = 'assets/flags';
/**
 * The MRZ reader's worker and Tesseract's files (its worker script, its WebAssembly core, the English model: ~7 MB):
 * loaded only by a screen that reads an identity document, kept by the service worker once used, never precached.
 */
const OCR_DIR = 'assets/ocr';
const OCR_WORKER = 'mrz-read.worker';
const OCR_MODEL_FILE = 'eng.traineddata.gz';
const ocrModel = readFileSync(
  createRequire(import.meta.url).resolve(`@tesseract.js-data/eng/4.0.0_best_int/${OCR_MODEL_FILE}`),
);
/** Tesseract asks for '<langPath>/eng.traineddata.gz': the model keeps its name, in a folder named by its content. */
const OCR_MODEL_DIR = `/${OCR_DIR}/eng-${createHash('sha256').update(ocrModel).digest('hex').slice(0, 10)}`;

/** Serves (dev) and emits (build) Tesseract's English model at OCR_MODEL_DIR. */
function ocrModelFile(): Plugin {
  return {
    name: 'ocr-model-file',
    configureServer: (server) =>
      void server.middlewares.use(`${OCR_MODEL_DIR}/${OCR_MODEL_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/gzip');
        response.end(ocrModel);
      }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `${OCR_MODEL_DIR.slice(1)}/${OCR_MODEL_FILE}`, source: ocrModel });
    },
  };
}
const isOcrFile = (names: readonly string[]) =>
  names.some((name) => /(^|\/)(tesseract\.js|tesseract\.js-core|@tesseract\.js-data)\//.test(name));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The shim's with-selector (TanStack Store's, recharts') is React's own plus a fallback for a React without
      // useSyncExternalStore, which React 19 has: the login page would load it as well as the plain one.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  plugins: [
    compileCatalogues(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Payway: onboarding and payments',
        short_name: 'Payway',
        description: 'Open individual and business accounts and send payment requests, even on a bad connection.',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // ~250 flags would triple the precache: the service worker caches each one when first shown.
        globIgnores: [`${FLAGS_DIR}/**`, `${OCR_DIR}/**`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    ocrModelFile(),
    preloadStartRoute(),
    prerenderPublicPages(),
    minifyBootScript(),
    precompress(),
  ],
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  // The service worker is built with the same `define`: it caches the contract's reference lists (SPEC 7).
  define: {
    __REFERENCE_PATH_PATTERNS__: JSON.stringify(referencePathPatterns),
    __FLAGS_DIR__: JSON.stringify(`/${FLAGS_DIR}/`),
    __OCR_DIR__: JSON.stringify(`/${OCR_DIR}/`),
    __OCR_MODEL_DIR__: JSON.stringify(OCR_MODEL_DIR),
  },
  worker: {
    rolldownOptions: {
      output: {
        entryFileNames: (chunk) =>
          chunk.name.startsWith(OCR_WORKER) ? `${OCR_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          isOcrFile(asset.originalFileNames) ? `${OCR_DIR}/[name]-[hash][extname]` : 'assets/[name]-[hash][extname]',
      },
    },
  },
  build: {
    target: 'es2022',
    // Every browser the app supports follows <link rel="modulepreload">: the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Flags stay separate files, fetched when shown and then cached: never inlined into the JS.
    assetsInlineLimit: (file: string) => (file.includes('country-flag-icons') ? false : undefined),
    rolldownOptions: {
      // Rolldown would otherwise merge modules shared by lazy routes (floating-ui, most of Mantine) into the entry,
      // because the entry imports the packages' barrel files: the login page would download them all.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // The contract only defines schemas and constants: a screen importing one schema from its barrel does not need
      // the rest (every other schema, libphonenumber's metadata). The modules that plug a library's check into the
      // schemas (src/contract/field-checks.ts) are imported for that effect alone and keep it.
      treeshake: {
        moduleSideEffects: [
          {
            test: /\/src\/contract\/(?!phone-numbers\.ts|wallet-addresses\.ts|identity-numbers\.ts)/,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: { groups: [{ name: frameworkChunk() }] },
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => name.includes('country-flag-icons'))
            ? `${FLAGS_DIR}/[name]-[hash][extname]`
            : isOcrFile(asset.originalFileNames)
              ? `${OCR_DIR}/[name]-[hash][extname]`
              : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
