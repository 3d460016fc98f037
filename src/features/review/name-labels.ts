import type { TFunction } from 'i18next';
import type { PaymentTitleParts, ReviewDocument, ReviewField, ReviewSection } from '@/contract';
import { formatAmount } from '@/ui/format';

/*
 * The words of the detail's labels and of a payment's title in the reviewer's language: each is named by the key the
 * server sends beside its English (reviewFields), and a key this version does not know shows the server's English.
 */

type Named = { key?: string; params?: Record<string, string>; label: string };
const named = (t: TFunction, area: 'fields' | 'documents', { key, params, label }: Named) =>
  key ? t(`reviewFields.${area}.${key}` as 'reviewFields.fields.firstName', { ...params, defaultValue: label }) : label;

export const nameField = (t: TFunction, field: ReviewField) => named(t, 'fields', field);

export const nameDocument = (t: TFunction, document: ReviewDocument) => named(t, 'documents', document);

/** A section's title when not named after its step (a director, the payment request); its server English otherwise. */
export const nameSectionTitle = (t: TFunction, section: ReviewSection) =>
  section.titleKey
    ? t(`reviewFields.sections.${section.titleKey}` as 'reviewFields.sections.ownershipStructure', { ...section.titleParams, defaultValue: section.title })
    : section.title;

/** A payment request's title ('1,250.50 CAD · Fiat to fiat') in the chosen language; an account's as the server wrote it. */
export const nameSubject = (t: TFunction, subject: { title: string; payment?: PaymentTitleParts }) =>
  subject.payment
    ? t('reviewFields.paymentTitle', {
        amount: formatAmount(subject.payment.amount, subject.payment.currency),
        paymentType: t(`paymentTypes.${subject.payment.paymentTypeId}` as 'paymentTypes.1', { defaultValue: subject.payment.paymentType }),
      })
    : subject.title;
