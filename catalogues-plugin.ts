import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Imported as `./locales/<language>/<part>?messages`: the part's texts compiled for Lingui, by dotted key. */
export const MESSAGES_QUERY = '?messages';

type Texts = { [key: string]: string | Texts };

function compileTexts(texts: Texts, prefix = '', into: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into[prefix + key] = compileMessage(value);
    else compileTexts(value, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * The catalogues (src/app/locales) are written in ICU MessageFormat; Lingui's runtime reads them compiled, and in a
 * production build it ships no compiler. A catalogue imported with `?messages` is evaluated in Node and compiled
 * here, at build time (and by the dev server and the tests, the same way): the browser gets ready-made messages.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(MESSAGES_QUERY)) return;
      const resolved = await this.resolve(source.slice(0, -MESSAGES_QUERY.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${MESSAGES_QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(MESSAGES_QUERY)) return;
      const file = id.slice(0, -MESSAGES_QUERY.length);
      // For the dev server: the part is compiled again when a file of its language changes.
      for (const entry of readdirSync(dirname(file))) this.addWatchFile(join(dirname(file), entry));
      const exported = Object.values((await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>);
      if (exported.length !== 1) throw new Error(`${file} must export exactly one catalogue, not ${exported.length} values`);
      return `export default ${JSON.stringify(compileTexts(exported[0] as Texts))};`;
    },
  };
}
