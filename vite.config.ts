import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { referencePathPatterns } from './src/contract/reference-paths';

const apiPort = process.env.API_PORT ?? '3001';
const FLAGS_DIR = 'assets/flags';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
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
        globIgnores: [`${FLAGS_DIR}/**`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  // The service worker is built with the same `define`: it caches the contract's reference lists (SPEC 7).
  define: { __REFERENCE_PATH_PATTERNS__: JSON.stringify(referencePathPatterns), __FLAGS_DIR__: JSON.stringify(`/${FLAGS_DIR}/`) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Flags stay separate files, fetched when shown and then cached: never inlined into the JS.
    assetsInlineLimit: (file: string) => (file.includes('country-flag-icons') ? false : undefined),
    rolldownOptions: {
      output: {
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => name.includes('country-flag-icons')) ? `${FLAGS_DIR}/[name]-[hash][extname]` : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
