import { FileField } from '@/ui/FileField';
import type { PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/** The invoice every payment request carries, kept as two fields (content and name) as the contract sends it. */
export function PaymentInvoiceField({ form }: { form: PaymentRequestFormApi }) {
  const { t } = useTranslation();
  const { invoiceAttachment, invoiceName } = form.getValues();
  return (
    <FileField
      label={t('paymentForm.invoice')}
      required
      value={invoiceAttachment ? { name: invoiceName, content: invoiceAttachment } : null}
      onChange={(attachment) => {
        form.setFieldValue('invoiceAttachment', attachment?.content ?? '');
        form.setFieldValue('invoiceName', attachment?.name ?? '');
      }}
      error={form.errors.invoiceAttachment ?? form.errors.invoiceName}
      handoffStep="payments/request:new"
      handoffField="invoiceAttachment"
    />
  );
}
