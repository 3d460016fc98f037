/**
 * `npm run bench -- screening`: sanctions screening on a generated list of 10,000 entries (docs/compliance.md). Each
 * planted variant of a listed person (transliterated, reordered, one letter off, the middle name left out, another
 * date of birth) is screened as a customer would be, and as many people who are not listed: recall (variants that
 * find their entry), precision (hits that are the right entry) and the time to screen one person, on the embedded
 * database with the blocking index as the server uses it.
 */
import { migrate, openDatabase } from '../server/db';
import { importList } from '../server/screening/import-list';
import { screenPerson } from '../server/screening/screen-person';
import { plantedVariants, syntheticEntries, type VariantKind } from '../server/screening/synthetic-list';
import type { Bench } from './run';

const ENTRIES = 10_000;
const PER_KIND = 100;

const bench: Bench = {
  name: `Sanctions screening: ${ENTRIES.toLocaleString('en')} entries, ${PER_KIND} planted variants of each kind and ${PER_KIND} people not listed`,
  run: async (report) => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      await migrate(database.db);
      const list = syntheticEntries(ENTRIES);
      const importStarted = performance.now();
      await importList(
        database.db,
        { enqueue: async () => null },
        { name: 'bench', format: 'ftm', version: 'bench', entries: list.entries },
      );
      report({ label: 'import of the list', value: performance.now() - importStarted, unit: 'ms' });
      const { variants, strangers } = plantedVariants(list, PER_KIND);
      const times: number[] = [];
      const screen = async (person: { name: string; birthDate: string; countries: string[] }) => {
        const started = performance.now();
        const hits = await screenPerson(database.db, person);
        times.push(performance.now() - started);
        return hits;
      };
      let truePositives = 0;
      let falsePositives = 0;
      const found = new Map<VariantKind, number>();
      for (const variant of variants) {
        const hits = await screen(variant);
        if (hits.some((hit) => hit.externalId === variant.externalId))
          found.set(variant.kind, (found.get(variant.kind) ?? 0) + 1);
        for (const hit of hits)
          if (hit.externalId === variant.externalId) truePositives++;
          else falsePositives++;
      }
      for (const stranger of strangers) falsePositives += (await screen(stranger)).length;
      const recalled = [...found.values()].reduce((sum, count) => sum + count, 0);
      report({
        label: 'recall on the planted variants (at least 95)',
        value: (100 * recalled) / variants.length,
        unit: '%',
      });
      for (const kind of ['transliterated', 'reordered', 'typo', 'missingMiddle', 'otherBirthDate'] as const)
        report({ label: `  recall, ${kind}`, value: (100 * (found.get(kind) ?? 0)) / PER_KIND, unit: '%' });
      report({
        label: 'precision of the hits (at least 90)',
        value: (100 * truePositives) / Math.max(1, truePositives + falsePositives),
        unit: '%',
      });
      times.sort((a, b) => a - b);
      report({ label: 'screening one person, median', value: times[Math.floor(times.length / 2)], unit: 'ms' });
      report({
        label: 'screening one person, p95 (under 50)',
        value: times[Math.floor(times.length * 0.95)],
        unit: 'ms',
      });
    } finally {
      await database.close();
    }
  },
};

export default bench;
