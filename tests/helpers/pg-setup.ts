import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './pg';

/** Global setup of a PostgreSQL project: the migrated and seeded template database its test apps copy. */
export default async function setup(project: TestProject) {
  const { PAYWAY_TEST_PG: url, PAYWAY_PG_TEMPLATE: template } = project.config.env as Record<
    string,
    string | undefined
  >;
  if (url && template) return createTemplateDatabase(url, template);
}
