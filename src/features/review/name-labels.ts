import {
  REVIEW_STEPS,
  type PaymentTitleParts,
  type ReviewDocumentChange,
  type ReviewFieldChange,
  type ReviewFieldValue,
  type ReviewSection,
} from '@/contract';
import { formatAmount, formatDate, formatDateTime } from '@/app/wording/format';
import { destinationName, paymentFormName, paymentTypeName } from '@/ui/payment-names';
import { referenceName } from '@/app/wording/reference-names';
import { textOr, type Translate } from '@/app/i18n';

/*
 * The words of the detail's labels, values and of a payment's title in the reviewer's language: each is named by the
 * key (or, for a value, by what it says) the server sends beside its English (reviewFields), and what this version
 * does not know shows the server's English.
 */

type Named = { key?: string; params?: Record<string, string>; label: string };
const named = (t: Translate, area: 'fields' | 'documents', { key, params, label }: Named) =>
  key ? textOr(t, `reviewFields.${area}.${key}`, label, params) : label;

export const nameField = (t: Translate, field: Named) => named(t, 'fields', field);

/** A document by its key, or a business attachment by its document type. */
export const nameDocument = (t: Translate, document: Named & { identificationTypeId?: number }) =>
  document.identificationTypeId !== undefined && !document.key
    ? referenceName('identificationTypes', document.identificationTypeId, document.label)
    : named(t, 'documents', document);

/** A field's value from what it says (raw), in the chosen language; its English words when it says nothing more. */
export function nameValue(t: Translate, value: string, raw: ReviewFieldValue | undefined): string {
  switch (raw?.kind) {
    case 'yesNo':
      return t(raw.answer ? 'reviewFields.values.yes' : 'reviewFields.values.no');
    case 'date':
      return formatDate(raw.date);
    case 'dateTime':
      return formatDateTime(raw.at);
    case 'country':
      return referenceName('countries', raw.countryCode, value);
    case 'listItem':
      return referenceName(raw.list, raw.id, value);
    case 'unknownId':
      return t('reviewFields.values.unknownId', { id: raw.id });
    case 'typedCity':
      return t('reviewFields.values.typedCity', { city: raw.city });
    case 'amount':
      return formatAmount(raw.amount, raw.currency);
    case 'bank':
      return t('reviewFields.values.bankWithCode', {
        bank: raw.bank ?? t('reviewFields.values.unknownBank'),
        bankCode: raw.bankCode,
      });
    case 'paymentForm':
      return paymentFormName(raw.formKind);
    case 'sourceOfFunds':
      return referenceName('sourcesOfFunds', raw.source, value);
    case 'years':
      return t('reviewFields.values.years', { count: raw.years });
    case 'destination':
      return destinationName(raw.destination);
    case 'verification':
      return t('reviewFields.values.verification', {
        type: t(`reviewFields.values.verificationTypes.${raw.type}`),
        number: raw.number,
      });
    case 'confirmation':
      return raw.method === 'passkey'
        ? t('reviewFields.values.passkeyOn', { deviceName: raw.deviceName ?? '' })
        : t('reviewFields.values.emailCode');
    default:
      return value; // free text, or a kind a newer server sends
  }
}

type Titled = Pick<ReviewSection, 'title' | 'titleKey' | 'titleParams'> & { step?: ReviewSection['step'] };

/** A section's title: its step's name when named after it, else by its titleKey (a director), else the server's English. */
export function nameSection(t: Translate, section: Titled) {
  if (section.step && section.title === REVIEW_STEPS[section.step].label) return t(`review.steps.${section.step}`);
  return section.titleKey
    ? textOr(t, `reviewFields.sections.${section.titleKey}`, section.title, section.titleParams)
    : section.title;
}

/** The title of the section a change is in. */
export const nameChangedSection = (t: Translate, change: ReviewFieldChange | ReviewDocumentChange) =>
  nameSection(t, {
    title: change.section,
    step: change.sectionStep,
    titleKey: change.sectionTitleKey,
    titleParams: change.sectionTitleParams,
  });

/** A payment request's title ('1,250.50 CAD · Fiat to fiat') in the chosen language; an account's as the server wrote it. */
export const nameSubject = (t: Translate, subject: { title: string; payment?: PaymentTitleParts }) =>
  subject.payment
    ? t('reviewFields.paymentTitle', {
        amount: formatAmount(subject.payment.amount, subject.payment.currency),
        paymentType: paymentTypeName(subject.payment.paymentTypeId, subject.payment.paymentType),
      })
    : subject.title;
