import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeLicence, refusedLicences } from '../../scripts/licences';

const lock = (packages: Record<string, { license?: string; dev?: boolean; version?: string }>) => ({
  packages: { '': {}, ...packages },
});

describe('the licence check of runtime dependencies (npm test runs scripts/licences.ts)', () => {
  it('reads SPDX expressions: an OR passes with one permissive side, an AND needs every part permissive', () => {
    expect(judgeLicence('MIT')).toBe('permissive');
    expect(judgeLicence('MIT or MPL-2.0')).toBe('permissive');
    expect(judgeLicence('(MIT OR CC0-1.0)')).toBe('permissive');
    expect(judgeLicence('MIT AND ISC AND BSD-3-Clause')).toBe('permissive');
    for (const copyleft of [
      'GPL-3.0',
      'GPL-2.0+',
      'AGPL-3.0-only',
      'LGPL-2.1',
      'MPL-2.0',
      'EPL-2.0',
      'ODbL-1.0',
      'CC-BY-SA-4.0',
      'MIT AND GPL-3.0',
      'SEE LICENSE IN LICENSE',
      undefined,
    ])
      expect(judgeLicence(copyleft), String(copyleft)).toBe('copyleft or unknown');
  });

  it('fails on a new copyleft runtime dependency, not on a dev one nor on one kept with its reason', () => {
    const packages = {
      'node_modules/left-pad': { license: 'MIT', version: '1.0.0' },
      'node_modules/a/node_modules/gpl-thing': { license: 'GPL-3.0', version: '2.0.0' },
      'node_modules/gpl-test-tool': { license: 'GPL-3.0', dev: true },
      'node_modules/kept-on-purpose': { license: 'GPL-3.0' },
    };
    expect(refusedLicences(lock(packages), { 'kept-on-purpose': 'reason' })).toEqual([
      { name: 'gpl-thing', version: '2.0.0', licence: 'GPL-3.0' },
    ]);
  });

  it("passes on this project's lock file", () => {
    expect(refusedLicences(JSON.parse(readFileSync('package-lock.json', 'utf8')))).toEqual([]);
  });
});
