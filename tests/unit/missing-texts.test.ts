import { beforeAll, describe, expect, it } from 'vitest';
import { readableLabel, t, textOr, type MessageKey } from '@/app/i18n';
import { nameField } from '@/features/review/name-labels';
import { startTestI18n } from '../helpers/catalogues';

beforeAll(() => startTestI18n('fr'));

describe('a text missing from the catalogues', () => {
  it('shows a readable label made of its key, never the key', () => {
    expect(t('reviewFields.fields.companyWebsite' as MessageKey)).toBe('Company website');
    expect(readableLabel('legalTexts.terms-of-use')).toBe('Terms of use');
    expect(readableLabel('validation.subjects.anOption')).toBe('An option');
  });

  it('shows the fallback it was given for a key put together at run time', () => {
    expect(textOr(t, 'review.decisionTexts.escalate', 'Escalated')).toBe('Escalated');
    expect(textOr(t, 'review.decisionTexts.approve', 'Approved')).toBe('Approuvé');
  });

  it("shows the server's English label for a field this version of the app does not know", () => {
    expect(nameField(t, { key: 'companyWebsite', label: 'Company website (from the server)' })).toBe(
      'Company website (from the server)',
    );
    expect(nameField(t, { key: 'firstName', label: 'First name' })).not.toBe('First name');
  });
});
