import { SCHEMA_VERSIONS, type StepContent } from './schema-versions';

/** The later versions' migrations, oldest first, that content written under `from` goes through. */
const laterThan = (from: number) => SCHEMA_VERSIONS.filter((entry) => entry.version > from);

/** A draft's opened values, written under schema version `from`, in this version's shape. */
export function migrateDraftValues(draftId: string, values: unknown, from: number): unknown {
  return laterThan(from).reduce((migrated, entry) => (entry.draft ? entry.draft(draftId, migrated) : migrated), values);
}

/** A step's endpoint and opened input, written under schema version `from`, in this version's shape. */
export function migrateStepContent(step: StepContent, from: number): StepContent {
  return laterThan(from).reduce((migrated, entry) => (entry.step ? entry.step(migrated) : migrated), step);
}
