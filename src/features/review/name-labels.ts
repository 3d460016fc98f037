import type { TFunction } from 'i18next';
import { REVIEW_STEPS, type PaymentTitleParts, type ReviewDocumentChange, type ReviewFieldChange, type ReviewSection } from '@/contract';
import { formatAmount } from '@/ui/format';

/*
 * The words of the detail's labels and of a payment's title in the reviewer's language: each is named by the key the
 * server sends beside its English (reviewFields), and a key this version does not know shows the server's English.
 */

type Named = { key?: string; params?: Record<string, string>; label: string };
const named = (t: TFunction, area: 'fields' | 'documents', { key, params, label }: Named) =>
  key ? t(`reviewFields.${area}.${key}` as 'reviewFields.fields.firstName', { ...params, defaultValue: label }) : label;

export const nameField = (t: TFunction, field: Named) => named(t, 'fields', field);

export const nameDocument = (t: TFunction, document: Named) => named(t, 'documents', document);

type Titled = Pick<ReviewSection, 'title' | 'titleKey' | 'titleParams'> & { step?: ReviewSection['step'] };

/** A section's title: its step's name when named after it, else by its titleKey (a director), else the server's English. */
export function nameSection(t: TFunction, section: Titled) {
  if (section.step && section.title === REVIEW_STEPS[section.step].label) return t(`review.steps.${section.step}`);
  return section.titleKey
    ? t(`reviewFields.sections.${section.titleKey}` as 'reviewFields.sections.ownershipStructure', { ...section.titleParams, defaultValue: section.title })
    : section.title;
}

/** The title of the section a change is in. */
export const nameChangedSection = (t: TFunction, change: ReviewFieldChange | ReviewDocumentChange) =>
  nameSection(t, { title: change.section, step: change.sectionStep, titleKey: change.sectionTitleKey, titleParams: change.sectionTitleParams });

/** A payment request's title ('1,250.50 CAD · Fiat to fiat') in the chosen language; an account's as the server wrote it. */
export const nameSubject = (t: TFunction, subject: { title: string; payment?: PaymentTitleParts }) =>
  subject.payment
    ? t('reviewFields.paymentTitle', {
        amount: formatAmount(subject.payment.amount, subject.payment.currency),
        paymentType: t(`paymentTypes.${subject.payment.paymentTypeId}` as 'paymentTypes.1', { defaultValue: subject.payment.paymentType }),
      })
    : subject.title;
