import * as v from 'valibot';
import { SubjectType } from '../review-subjects';
import { SubjectQuery } from './review-queue';

/* The audit trail (reviewers; read-only through the API): every submission and decision. */

export const AuditQuery = v.object({
  subject_type: v.optional(SubjectType),
  subject_id: v.optional(SubjectQuery.entries.subject_id),
});
export const AuditEvent = v.object({
  id: v.string(),
  at: v.string(),
  actorEmail: v.string(),
  actorRole: v.picklist(['customer', 'reviewer']),
  subjectType: SubjectType,
  subjectId: v.string(),
  action: v.string(),
  /** The event in words: what was done and what changed. */
  summary: v.string(),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEvent = v.InferOutput<typeof AuditEvent>;
export const AuditResponse = v.object({ events: v.array(AuditEvent) });
