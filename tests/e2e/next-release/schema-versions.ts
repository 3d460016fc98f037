/** The schema versions of the second build of tests/e2e/offline-versions.test.ts: this release's, then the next. */
import { SCHEMA_VERSIONS as SHIPPED } from '../../../src/offline/schema-versions';
import { NEXT_SCHEMA_VERSION } from '../../helpers/next-schema-version';

export type { SchemaVersion, StepContent } from '../../../src/offline/schema-versions';
export const SCHEMA_VERSIONS = [...SHIPPED, NEXT_SCHEMA_VERSION];
