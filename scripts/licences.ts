/**
 * The licence check of what ships: every runtime package of package-lock.json (not marked dev) must carry a
 * permissive licence. Copyleft (GPL, AGPL, LGPL, MPL-only, EPL, ODbL, CC-BY-SA, ...), a missing licence or one this
 * script does not know fails `npm test`, unless the package is in KEPT_COPYLEFT with the reason (docs/validation.md).
 * An SPDX expression passes when one of its OR alternatives has only permissive parts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Copyleft packages we ship on purpose, each with its reason; docs/validation.md says more. */
export const KEPT_COPYLEFT: Record<string, string> = {
  'country-state-city':
    'GPL-3.0, used only by the server seed to load the country, state and city lists into the database (never in the browser bundle)',
  'combine-errors':
    'not copyleft: MIT as its Readme says, but its package.json names no licence; a dependency of tus-js-client (resumable uploads)',
};

const PERMISSIVE =
  /^(MIT|MIT-0|ISC|0BSD|BSD-[234]-Clause|Apache-2\.0|Unlicense|CC0-1\.0|CC-BY-[34]\.0|BlueOak-1\.0\.0|Python-2\.0|Zlib|WTFPL|Artistic-2\.0)$/i;
// Non-SPDX spellings seen in the registry for permissive licences.
const PERMISSIVE_ALIASES = /^(MIT\/X11|BSD|Apache 2\.0|Apache License, Version 2\.0)$/i;

type Verdict = 'permissive' | 'copyleft or unknown';

function judgeTerm(term: string): Verdict {
  const name = term
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\+$/, '');
  return PERMISSIVE.test(name) || PERMISSIVE_ALIASES.test(name) ? 'permissive' : 'copyleft or unknown';
}

/** Judges an SPDX expression without nested parentheses inside alternatives (all the registry shows here). */
export function judgeLicence(expression: string | undefined): Verdict {
  if (!expression) return 'copyleft or unknown';
  const bare = expression.trim().replace(/^\((.*)\)$/, '$1');
  const alternatives = bare.split(/\s+OR\s+/i);
  return alternatives.some((alternative) =>
    alternative.split(/\s+AND\s+/i).every((part) => judgeTerm(part) === 'permissive'),
  )
    ? 'permissive'
    : 'copyleft or unknown';
}

interface LockEntry {
  version?: string;
  license?: string;
  licenses?: Array<{ type: string }>;
  dev?: boolean;
}

/** The runtime packages of a lock file whose licence is not permissive and that are not kept on purpose. */
export function refusedLicences(
  lock: { packages: Record<string, LockEntry> },
  kept: Record<string, string> = KEPT_COPYLEFT,
) {
  const refused: Array<{ name: string; version: string; licence: string }> = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const licence = entry.license ?? entry.licenses?.map((item) => item.type).join(' OR ');
    if (judgeLicence(licence) === 'permissive' || name in kept) continue;
    refused.push({ name, version: entry.version ?? '?', licence: licence ?? 'none declared' });
  }
  return refused;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const refused = refusedLicences(lock);
  const runtime = Object.entries(lock.packages as Record<string, LockEntry>).filter(
    ([path, entry]) => path !== '' && !entry.dev,
  ).length;
  if (refused.length > 0) {
    console.error(`Licence check: ${refused.length} runtime package(s) with a copyleft, missing or unknown licence:`);
    for (const item of refused) console.error(`  ${item.name}@${item.version}: ${item.licence}`);
    console.error(
      'Replace them, move them to devDependencies if they do not ship, or add them to KEPT_COPYLEFT in scripts/licences.ts with the reason (and to docs/validation.md).',
    );
    process.exit(1);
  }
  console.log(
    `Licence check: ${runtime} runtime packages, all permissive but ${Object.keys(KEPT_COPYLEFT).join(', ')} (kept, see docs/validation.md).`,
  );
}
