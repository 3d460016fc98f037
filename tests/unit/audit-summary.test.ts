import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { t } from '@/app/i18n';
import {
  BusinessActivityRequest,
  BusinessInfoRequest,
  ComplianceRequest,
  CustomerIdentityRequest,
  CustomerOtherInfoRequest,
  OwnershipRequest,
  type AuditEvent,
} from '@/contract';
import { STEP_REQUEST_LABELS } from '@/contract/review-labels';
import { auditSummary } from '@/features/review/audit-summary';
import { describeEvent } from '../../server/services/compliance/audit-trail';
import { CATALOGUES, startTestI18n } from '../helpers/catalogues';

beforeAll(() => startTestI18n('en'));

const event = (
  subjectType: AuditEvent['subjectType'],
  action: string,
  details: Record<string, unknown>,
): AuditEvent => ({
  id: '1',
  at: '2026-03-03T14:05:00.000Z',
  actorEmail: 'someone@example.com',
  actorRole: 'customer',
  subjectType,
  subjectId: '7',
  action,
  summary: 'as the server said it',
  details,
});

const EVENTS = [
  event('account', 'step_saved', { step: 'identity', statusId: 2, changedFields: null }),
  event('account', 'step_saved', { step: 'otherInfo', statusId: 2, changedFields: [] }),
  event('account', 'step_saved', { step: 'identity', statusId: 3, changedFields: ['lastName', 'city'], revisionId: 4 }),
  event('account', 'submitted', { step: 'otherInfo', statusId: 1, changedFields: ['lastName'] }),
  event('account', 'submitted', { step: 'compliance', statusId: 12, changedFields: [], revisionId: 4 }),
  event('account', 'approved', { fromStatusId: 1, toStatusId: 3, reason: '' }),
  event('account', 'approved', { revisionId: 4, reason: 'Fine.' }),
  event('account', 'rejected', { fromStatusId: 10, toStatusId: 13, reason: 'Forged document.' }),
  event('account', 'rejected', { revisionId: 4, reason: 'No.' }),
  event('account', 'changes_requested', {
    affectedSteps: ['identity', 'otherInfo'],
    reason: 'Use the name on the passport.',
  }),
  event('account', 'changes_requested', { affectedSteps: ['activity'], reason: 'Wrong volumes.', revisionId: 4 }),
  event('payment', 'payment_created', { statusId: 1 }),
  event('payment', 'payment_confirmed', { statusId: 8 }),
  event('payment', 'payment_released', { fromStatusId: 8, toStatusId: 2 }),
  event('payment', 'payment_decided', {
    decision: 'paused',
    fromStatusId: 2,
    toStatusId: 5,
    reason: 'Send the contract.',
  }),
  event('payment', 'payment_decided', { decision: 'approved', fromStatusId: 2, toStatusId: 3 }),
  event('payment', 'payment_confirmed', { statusId: 2, method: 'passkey', deviceName: 'Pixel 9' }),
  event('account', 'case_file_downloaded', { format: 'pdf', sha256: 'ab' }),
  event('account', 'case_file_downloaded', { format: 'zip', sha256: 'cd' }),
  event('account', 'screening_hit_decided', {
    hitId: 3,
    decision: 'falseMatch',
    reason: 'Another passport.',
    entryId: 'ofac-36',
    listName: 'ofac',
    listVersion: 'two',
  }),
  event('payment', 'screening_hit_decided', {
    hitId: 4,
    decision: 'trueMatch',
    reason: 'Same company.',
    entryId: 'x-1',
    listName: 'eu',
    listVersion: '1',
  }),
  event('account', 'first_approval', { reason: 'Checked the PEP declaration.' }),
  event('account', 'account_closed', { statusId: 3, byErasureRequest: true }),
  event('payment', 'payment_cancelled', { fromStatusId: 2, toStatusId: 7, byErasureRequest: true }),
  event('account', 'step_saved', {
    step: 'otherInfo',
    statusId: 2,
    changedFields: ['identificationName', 'identificationAttachment', 'yearlyIncome', 'aNewField'],
  }),
];

describe('the audit trail in words', () => {
  it('reads in English exactly as the server words each event', () => {
    i18n.activate('en');
    const paymentStatuses = new Map(
      Object.entries(CATALOGUES.en.paymentStatuses).map(([id, text]) => [Number(id), text]),
    );
    const row = (e: AuditEvent) => ({ subject_type: e.subjectType, action: e.action, details: e.details });
    expect(EVENTS.map((e) => auditSummary(e, t))).toEqual(EVENTS.map((e) => describeEvent(row(e), paymentStatuses)));
  });

  it('reads in French, and keeps the server words for an action it does not know', () => {
    i18n.activate('fr');
    expect(auditSummary(EVENTS[9]!, t)).toBe(
      "Modifications demandées pour Informations d'identité du client, Autres informations et envoi des documents : Use the name on the passport.",
    );
    expect(auditSummary(EVENTS[5]!, t)).toBe('Approuvé (En attente → Actif)');
    expect(auditSummary(EVENTS[14]!, t)).toBe('Demande suspendue (Envoyée → Suspendue) : Send the contract.');
    expect(auditSummary(event('account', 'something_new', {}), t)).toBe('as the server said it');
    expect(auditSummary(EVENTS[19]!, t)).toBe(
      'Fausse correspondance : correspondance de filtrage sur ofac-36 (ofac two) : Another passport.',
    );
    expect(auditSummary(EVENTS[18]!, t)).toBe('Dossier téléchargé (ZIP des documents)');
  });

  it('names the changed fields by their labels, a document once for its name and content', () => {
    i18n.activate('en');
    expect(auditSummary(EVENTS.at(-1)!, t)).toBe(
      'Saved Other information and document upload (changed: Identity document, Yearly income, aNewField)',
    );
    i18n.activate('fr');
    expect(auditSummary(EVENTS.at(-1)!, t)).toMatch(/\(modifié : Pièce d'identité, .+, aNewField\)$/);
  });

  it('has a label for every field of every onboarding step', () => {
    const keysOf = (schema: unknown): string[] => {
      let node = schema as { entries?: Record<string, unknown>; pipe?: unknown[] };
      while (!node.entries && node.pipe) node = node.pipe[0] as typeof node;
      return Object.keys(node.entries ?? {});
    };
    const steps = [
      CustomerIdentityRequest,
      CustomerOtherInfoRequest,
      BusinessInfoRequest,
      OwnershipRequest,
      BusinessActivityRequest,
      ComplianceRequest,
    ];
    const notFields = new Set(['accountId', 'accountType']);
    const unlabelled = steps.flatMap(keysOf).filter((key) => !notFields.has(key) && !(key in STEP_REQUEST_LABELS));
    expect(unlabelled).toEqual([]);
  });
});
