/**
 * The client's imports that go up a layer (docs/architecture.md, "The client's layers"): `npm run layers` lists them
 * and counts them, lowest layer first. Layers, from the bottom: contract, platform (src/app but the shell and the
 * entry), offline, ui, features, shell (src/app/shell, SignedIn.tsx, ServerState.tsx), routes, entry (src/app's
 * App.tsx, providers.tsx and router.tsx, src/main.tsx, src/prerender.tsx).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const LAYERS = ['contract', 'platform', 'offline', 'ui', 'features', 'shell', 'routes', 'entry'] as const;
type Layer = (typeof LAYERS)[number];
const SHELL = ['ServerState.tsx', 'SignedIn.tsx', 'shell'];
const ENTRY = ['App.tsx', 'providers.tsx', 'router.tsx'];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function layerOf(file: string): Layer | undefined {
  const [, top, inner = ''] = file.split('/');
  if (top === 'app') return SHELL.includes(inner) ? 'shell' : ENTRY.includes(inner) ? 'entry' : 'platform';
  if (top === 'main.tsx' || top === 'prerender.tsx') return 'entry';
  return LAYERS.find((layer) => layer === top);
}

const resolved = (path: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => path + end)
    .find((file) => existsSync(file) && statSync(file).isFile()) ?? path;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && entry.name !== 'routeTree.gen.ts') yield path;
  }
}

const upward: string[] = [];
for (const file of sources('src')) {
  const from = layerOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? '').split('?')[0]!;
    if (!specifier.startsWith('@/') && !specifier.startsWith('.')) continue;
    const target = resolved(
      specifier.startsWith('@/') ? join('src', specifier.slice(2)) : normalize(join(dirname(file), specifier)),
    );
    const to = layerOf(target);
    if (to && LAYERS.indexOf(to) > LAYERS.indexOf(from)) upward.push(`${from} -> ${to}: ${file} imports ${target}`);
  }
}
for (const line of upward.sort(
  (a, b) => LAYERS.indexOf(a.split(' ')[0] as Layer) - LAYERS.indexOf(b.split(' ')[0] as Layer) || a.localeCompare(b),
))
  console.log(line);
console.log(
  `${upward.length} imports go up a layer, in ${new Set(upward.map((line) => line.split(': ')[1]!.split(' imports')[0])).size} files`,
);
