import type { Db } from '../../db';
import { readDocumentForReview } from '../../storage/documents';
import type {
  ReviewChanges,
  ReviewDocument,
  ReviewDocumentChange,
  ReviewFieldChange,
  ReviewSection,
} from '../../../src/contract';

/**
 * What changed between two versions of a submission's detail (sections of labelled fields and documents): every field
 * whose words differ, old → new, and documents added, replaced or removed. Sections are matched by key (a person keeps
 * theirs when renamed), fields by label, documents by label and then by their stored document (url).
 */
export function changesBetween(
  before: ReviewSection[],
  after: ReviewSection[],
  since: ReviewChanges['since'],
): ReviewChanges {
  const fields: ReviewFieldChange[] = [];
  const documents: ReviewDocumentChange[] = [];
  const keys = [...new Set([...before.map((s) => s.key), ...after.map((s) => s.key)])];
  for (const key of keys) {
    const old = before.find((s) => s.key === key);
    const now = after.find((s) => s.key === key);
    const shown = (now ?? old)!;
    const section = {
      section: shown.title,
      sectionStep: shown.step,
      ...(shown.titleKey && { sectionTitleKey: shown.titleKey }),
      ...(shown.titleParams && { sectionTitleParams: shown.titleParams }),
    };
    const labels = [
      ...new Set([...(old?.fields ?? []).map((f) => f.label), ...(now?.fields ?? []).map((f) => f.label)]),
    ];
    for (const label of labels) {
      const fromField = old?.fields.find((f) => f.label === label);
      const toField = now?.fields.find((f) => f.label === label);
      const from = fromField?.value ?? '—';
      const to = toField?.value ?? '—';
      const { key, params } = toField ?? fromField ?? {};
      if (from !== to)
        fields.push({
          ...section,
          ...(key && { key }),
          ...(params && { params }),
          label,
          before: from,
          after: to,
          ...(fromField?.raw && { beforeRaw: fromField.raw }),
          ...(toField?.raw && { afterRaw: toField.raw }),
        });
    }
    const documentLabels = [
      ...new Set([...(old?.documents ?? []).map((d) => d.label), ...(now?.documents ?? []).map((d) => d.label)]),
    ];
    for (const label of documentLabels) {
      const from: ReviewDocument | null = old?.documents.find((d) => d.label === label) ?? null;
      const to: ReviewDocument | null = now?.documents.find((d) => d.label === label) ?? null;
      if (from?.url === to?.url) continue;
      const key = (to ?? from)?.key;
      documents.push({
        ...section,
        ...(key && { key }),
        label,
        change: !from ? 'added' : !to ? 'removed' : 'replaced',
        before: from,
        after: to,
      });
    }
  }
  return { since, fields, documents };
}

const documentIdOf = (document: ReviewDocument) => document.url.slice(document.url.lastIndexOf('/') + 1);

async function sameContent(db: Db, before: ReviewDocument, after: ReviewDocument) {
  if (before.name !== after.name || before.size !== after.size || before.mimeType !== after.mimeType) return false;
  try {
    const [a, b] = await Promise.all([
      readDocumentForReview(db, documentIdOf(before)),
      readDocumentForReview(db, documentIdOf(after)),
    ]);
    return a.content.equals(b.content);
  } catch {
    return false; // the earlier document is no longer stored: shown as replaced
  }
}

/** Drops the documents "replaced" by the same file sent again (the app sends every document of a step it saves). */
export async function withoutResentDocuments(db: Db, changes: ReviewChanges): Promise<ReviewChanges> {
  const kept: ReviewDocumentChange[] = [];
  for (const change of changes.documents) {
    if (change.change === 'replaced' && (await sameContent(db, change.before!, change.after!))) continue;
    kept.push(change);
  }
  return { ...changes, documents: kept };
}
