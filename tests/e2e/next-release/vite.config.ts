import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import shipped from '../../../vite.config';

/** The app's build with the offline schema's next version (./schema-versions.ts) in place of this release's list. */
const nextSchema: Plugin = {
  name: 'next-release-schema',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './schema-versions' && importer?.includes('/src/offline/'))
      return fileURLToPath(new URL('./schema-versions.ts', import.meta.url));
    return null;
  },
};

export default mergeConfig(shipped, { plugins: [nextSchema] });
