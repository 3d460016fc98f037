import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconPlayerPause } from '@tabler/icons-react';
import { PAYMENT_STATUS, shortFileName, type PaymentDetail } from '@/contract';
import { usePaymentDetail } from '../api/get-payment-detail';
import { useOpenInvoice } from '../api/open-invoice';
import { ReviewNotice } from '@/ui/ReviewNotice';
import { formatAmount, formatDateTime } from '@/app/wording/format';
import { paymentTypeName } from '@/ui/payment-names';
import { PaymentStatusBadge } from '@/ui/PaymentStatusBadge';
import { errorText } from '@/app/wording/error-text';
import { DestinationName } from './DestinationName';
import { useTranslation, type Translate } from '@/app/i18n';

interface Category {
  key: CategoryKey;
  color: string;
  icon: ReactNode;
}
type CategoryKey =
  'approved' | 'invalidInvoice' | 'paused' | 'failed' | 'awaitingAccountApproval' | 'pending' | 'processing';

/** Product §4: the dialog sorts a request into Request Approved, Processing Request or Request Paused by its status. */
function categoryOf(statusId: number): Category {
  switch (statusId) {
    case PAYMENT_STATUS.approved:
      return { key: 'approved', color: 'green', icon: <IconCircleCheck /> };
    case PAYMENT_STATUS.invalidInvoice:
      return { key: 'invalidInvoice', color: 'yellow', icon: <IconClockHour4 /> };
    case PAYMENT_STATUS.paused:
      return { key: 'paused', color: 'orange', icon: <IconPlayerPause /> };
    case PAYMENT_STATUS.failed:
    case PAYMENT_STATUS.cancelled:
      return { key: 'failed', color: 'red', icon: <IconCircleX /> };
    case PAYMENT_STATUS.awaitingAccountApproval:
      return { key: 'awaitingAccountApproval', color: 'cyan', icon: <IconClockHour4 /> };
    case PAYMENT_STATUS.pending:
      return { key: 'pending', color: 'gray', icon: <IconClockHour4 /> };
    default:
      return { key: 'processing', color: 'blue', icon: <IconClockHour4 /> };
  }
}

/** The request's fields, in reading order; empty ones are left out. */
function summaryRows(detail: PaymentDetail, t: Translate): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    [
      t('paymentDetail.fields.transactionId'),
      <Text key="id" ff="monospace" size="sm">
        {detail.transactionId}
      </Text>,
    ],
    [t('paymentDetail.fields.dateTime'), formatDateTime(detail.dateTime)],
    [
      t('paymentDetail.fields.paymentType'),
      paymentTypeName(detail.paymentType.paymentTypeId, detail.paymentType.paymentType),
    ],
    [t('paymentDetail.fields.destination'), <DestinationName key="destination" destination={detail.destination} />],
    [t('paymentDetail.fields.amount'), formatAmount(detail.amount, detail.currency)],
    [t('paymentDetail.fields.sourceCurrency'), detail.sourceCurrency],
    [t('paymentDetail.fields.status'), <PaymentStatusBadge key="status" status={detail.paymentStatus} />],
    [t('paymentDetail.fields.bank'), detail.bank ?? detail.bankCode],
    [t('paymentDetail.fields.accountNumber'), detail.accountNumber],
    [t('paymentDetail.fields.network'), detail.network?.crypto],
    [t('paymentDetail.fields.walletAddress'), detail.walletAddress],
    [t('paymentDetail.fields.beneficiaryName'), detail.benFullName],
    [t('paymentDetail.fields.beneficiaryAddress'), detail.benAddress],
    [t('paymentDetail.fields.postalCode'), detail.postalCode],
    [t('paymentDetail.fields.bankAddress'), detail.bankAddress],
    [t('paymentDetail.fields.swiftCode'), detail.swiftCode],
    [t('paymentDetail.fields.abaSortBsbIfsc'), detail.abaSortBsbIfsc],
    [t('paymentDetail.fields.intermediaryBank'), detail.intermediaryBank],
    [t('paymentDetail.fields.intermediaryAddress'), detail.intermediaryAddress],
    [t('paymentDetail.fields.intermediarySwiftCode'), detail.intermediarySwiftCode],
    [t('paymentDetail.fields.purposeOfPayment'), detail.purposeOfPayment],
    [t('paymentDetail.fields.paymentReference'), detail.paymentReference],
    [
      t('paymentDetail.fields.invoice'),
      <InvoiceLink key="invoice" name={detail.invoiceName} url={detail.invoiceUrl} />,
    ],
  ];
  return rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
}

export function PaymentDetailDialog({ transactionId, onClose }: { transactionId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePaymentDetail(transactionId);
  const narrow = useMediaQuery('(max-width: 499.98px)');

  return (
    <Modal
      opened={transactionId !== null}
      onClose={onClose}
      title={t('paymentDetail.title')}
      size="lg"
      fullScreen={narrow}
      centered
    >
      {detail.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('paymentDetail.loading')}>
          <Skeleton h={64} />
          <Skeleton h={240} />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" title={t('paymentDetail.notLoaded')}>
          {errorText(detail.error)}
        </Alert>
      ) : (
        <PaymentSummary detail={detail.data} />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('paymentDetail.close')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The request's category, the reviewers' reason when they gave one, and every field. */
function PaymentSummary({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  const category = categoryOf(detail.paymentStatus.paymentStatusId);
  return (
    <Stack gap="md">
      <CategoryBanner category={category} />
      {detail.reviewDecision?.reason && (
        <ReviewNotice
          reason={detail.reviewDecision.reason}
          decidedAt={detail.reviewDecision.decidedAt}
          title={t(`paymentDetail.categories.${category.key}.reasonTitle`)}
          hint={category.key === 'failed' ? t('paymentDetail.categories.failed.reasonHint') : ''}
          color={category.color}
        />
      )}
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {summaryRows(detail, t).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 130, xs: 200 }}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function InvoiceLink({ name, url }: { name: string; url: string | null }) {
  const { t } = useTranslation();
  const open = useOpenInvoice();
  if (!url) return <>{shortFileName(name)}</>;
  return (
    <Stack gap={2} align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        title={name}
        onClick={() => open.mutate(url)}
        disabled={open.isPending}
      >
        {open.isPending ? t('common.loading') : shortFileName(name)}
      </Anchor>
      {open.isError && (
        <Text size="xs" c="red">
          {errorText(open.error)}
        </Text>
      )}
    </Stack>
  );
}

function CategoryBanner({ category }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="xl" variant="light" color={category.color}>
        {category.icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={3}>{t(`paymentDetail.categories.${category.key}.title`)}</Title>
        <Text size="sm" c="dimmed">
          {t(`paymentDetail.categories.${category.key}.text`)}
        </Text>
      </Stack>
    </Group>
  );
}
