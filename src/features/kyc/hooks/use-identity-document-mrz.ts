import { useEffect, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { MrzReading } from '@/contract';
import { loadDraft, saveDraft, type Attachment } from '@/offline';
import { useTranslation } from '@/app/i18n';
import { formatDate } from '@/app/wording/format';
import { expiryStatus } from '@/ui/capture/mrz-compare';
import type { IdentityValues } from '@/contract/steps/kyc-identity/mappers';
import type { OtherInfoValues } from '@/contract/steps/kyc-other-info/mappers';
import { identityDocumentFindings, type IdentityTabField } from '../mrz/compare-identity';
import { sentIdentity } from '../mrz/identity-typed';

/** The last document read on this page, by its content: the tabs come and go, the reading stays. */
let lastRead: { content: string; reading: MrzReading | null } | null = null;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
const photoType = (name: string) => (/\.png$/i.test(name) ? 'image/png' : /\.jpe?g$/i.test(name) ? 'image/jpeg' : null);

/**
 * Reads the MRZ of the photo put in the identity document field (src/ui/capture/read-mrz.ts, loaded then), compares it with
 * what the customer typed on both tabs, and keeps the device's findings in the form's `identificationMrz`, sent with
 * the step. An expired document is taken out of the field with its expiry date as the field's error. Nothing is
 * said when no MRZ was read: the photo stays, and the reviewer sees 'not read'.
 */
export function useIdentityDocumentMrz(
  form: UseFormReturnType<OtherInfoValues>,
  identity: { stepId: string; saved: IdentityValues | null; onEdit: (field: IdentityTabField) => void },
) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<IdentityValues | null>(() => sentIdentity(identity.stepId) ?? null);
  const [reading, setReading] = useState<{ content: string; reading: MrzReading | null } | null>(lastRead);
  const [busy, setBusy] = useState(false);
  const values = form.getValues();
  const content = values.identificationAttachment;

  useEffect(() => {
    if (typed) return;
    let live = true;
    void loadDraft<IdentityValues>(identity.stepId).then((draft) => live && setTyped(draft?.values ?? identity.saved));
    return () => {
      live = false;
    };
  }, [identity.stepId, identity.saved, typed]);

  // The findings follow what is typed for as long as the document read is the one in the field.
  const current = reading && reading.content === content ? reading.reading : undefined;
  const { identificationType, identificationNumber } = values;
  useEffect(() => {
    if (current === undefined) return;
    form.setFieldValue(
      'identificationMrz',
      identityDocumentFindings(current, typed, { identificationType, identificationNumber }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable; its values are listed
  }, [current, typed, identificationType, identificationNumber]);

  const onDocument = async (attachment: Attachment | null) => {
    if (!attachment) {
      form.setFieldValue('identificationMrz', undefined);
      return;
    }
    const type = photoType(attachment.name);
    if (!type) return;
    setBusy(true);
    try {
      const { readMrzOfPhoto } = await import('@/ui/capture/read-mrz');
      const read = await readMrzOfPhoto(new Blob([bytesOf(attachment.content)], { type }));
      if (form.getValues().identificationAttachment !== attachment.content) return;
      if (read?.checks.expiryDate && read.expiryDate && expiryStatus(read.expiryDate) === 'expired') {
        form.setValues({
          identificationAttachment: '',
          identificationName: '',
          identificationFindings: undefined,
          identificationMrz: undefined,
        });
        form.setFieldError('identificationAttachment', t('kyc.mrz.expired', { date: formatDate(read.expiryDate) }));
        return;
      }
      lastRead = { content: attachment.content, reading: read };
      setReading(lastRead);
    } finally {
      setBusy(false);
    }
  };

  /** Takes the document's value into a field of the identity tab: its draft gets it, and the tab opens to send it again. */
  const takeIdentityValue = async (field: IdentityTabField, value: string) => {
    if (!typed) return;
    const updated = { ...typed, [field]: value };
    await saveDraft(identity.stepId, updated);
    setTyped(updated);
    identity.onEdit(field);
  };

  const findings = values.identificationMrz;
  const expiresSoon =
    findings?.status === 'read' && findings.expiryDate !== null && expiryStatus(findings.expiryDate) === 'expiresSoon'
      ? findings.expiryDate
      : null;
  return { busy, typed, findings, expiresSoon, onDocument, takeIdentityValue };
}
