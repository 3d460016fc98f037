import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconPlayerPause } from '@tabler/icons-react';
import { ApiError, GENERIC_ERROR, PAYMENT_FORM_KIND_INFO, PAYMENT_STATUS, shortFileName, type PaymentDetail } from '@/contract';
import { usePaymentDetail } from '../api/get-payment-detail';
import { useOpenInvoice } from '../api/open-invoice';
import { ReviewNotice } from '@/ui/ReviewNotice';
import { formatAmount, formatDateTime } from '@/ui/format';
import { PaymentStatusBadge } from '@/ui/PaymentStatusBadge';

interface Category {
  title: string;
  color: string;
  icon: ReactNode;
  text: string;
  /** Heads the reviewers' reason, when they gave one; `reasonHint` says what the customer can do next. */
  reasonTitle: string;
  reasonHint?: string;
}

/** Product §4: the dialog sorts a request into Request Approved, Processing Request or Request Paused by its status. */
function categoryOf(statusId: number): Category {
  switch (statusId) {
    case PAYMENT_STATUS.approved:
      return {
        title: 'Request Approved',
        color: 'green',
        icon: <IconCircleCheck />,
        text: 'Your payment request was approved.',
        reasonTitle: 'A note from our reviewers',
      };
    case PAYMENT_STATUS.invalidInvoice:
      return {
        title: 'Processing Request',
        color: 'yellow',
        icon: <IconClockHour4 />,
        text: 'The invoice is not valid. Please upload a valid one.',
        reasonTitle: 'What our reviewers found',
      };
    case PAYMENT_STATUS.paused:
      return {
        title: 'Request Paused',
        color: 'orange',
        icon: <IconPlayerPause />,
        text: 'Your payment request is paused. We will contact you if we need anything.',
        reasonTitle: 'Why our reviewers paused it',
      };
    case PAYMENT_STATUS.failed:
    case PAYMENT_STATUS.cancelled:
      return {
        title: 'Request Failed',
        color: 'red',
        icon: <IconCircleX />,
        text: 'This payment request could not be made.',
        reasonTitle: 'Why our reviewers declined it',
        reasonHint: 'Create a new request if you still want to make this payment.',
      };
    case PAYMENT_STATUS.awaitingAccountApproval:
      return {
        title: 'Awaiting Account Approval',
        color: 'cyan',
        icon: <IconClockHour4 />,
        text: 'Your request is confirmed. It will be processed once our reviewers approve one of your accounts.',
        reasonTitle: 'A note from our reviewers',
      };
    case PAYMENT_STATUS.pending:
      return {
        title: 'Awaiting Confirmation',
        color: 'gray',
        icon: <IconClockHour4 />,
        text: 'This request waits for its 6-digit payment token.',
        reasonTitle: 'A note from our reviewers',
      };
    default:
      return {
        title: 'Processing Request',
        color: 'blue',
        icon: <IconClockHour4 />,
        text: 'We are processing your payment request.',
        reasonTitle: 'A note from our reviewers',
      };
  }
}

/** The request's fields, in reading order; empty ones are left out. */
function summaryRows(detail: PaymentDetail): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    [
      'Transaction ID',
      <Text key="id" ff="monospace" size="sm">
        {detail.transactionId}
      </Text>,
    ],
    ['Date and time', formatDateTime(detail.dateTime)],
    ['Payment type', PAYMENT_FORM_KIND_INFO[detail.formKind].label],
    ['Destination', detail.destination],
    ['Amount', formatAmount(detail.amount, detail.currency)],
    ['Source currency', detail.sourceCurrency],
    ['Status', <PaymentStatusBadge key="status" status={detail.paymentStatus} />],
    ['Bank', detail.bank ?? detail.bankCode],
    ['Account number', detail.accountNumber],
    ['Network', detail.network?.crypto],
    ['Wallet address', detail.walletAddress],
    ['Beneficiary name', detail.benFullName],
    ['Beneficiary address', detail.benAddress],
    ['Postal code', detail.postalCode],
    ['Bank address', detail.bankAddress],
    ['SWIFT code', detail.swiftCode],
    ['ABA / SORT / BSB / IFSC', detail.abaSortBsbIfsc],
    ['Intermediary bank', detail.intermediaryBank],
    ['Intermediary bank address', detail.intermediaryAddress],
    ['Intermediary SWIFT code', detail.intermediarySwiftCode],
    ['Purpose of payment', detail.purposeOfPayment],
    ['Payment reference', detail.paymentReference],
    ['Invoice', <InvoiceLink key="invoice" name={detail.invoiceName} url={detail.invoiceUrl} />],
  ];
  return rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
}

export function PaymentDetailDialog({ transactionId, onClose }: { transactionId: string | null; onClose: () => void }) {
  const detail = usePaymentDetail(transactionId);
  const narrow = useMediaQuery('(max-width: 499.98px)');

  return (
    <Modal opened={transactionId !== null} onClose={onClose} title="Payment request" size="lg" fullScreen={narrow} centered>
      {detail.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the request">
          <Skeleton h={64} />
          <Skeleton h={240} />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" title="The request could not be loaded">
          {detail.error instanceof ApiError ? detail.error.errorMessage : GENERIC_ERROR}
        </Alert>
      ) : (
        <PaymentSummary detail={detail.data} />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

/** The request's category, the reviewers' reason when they gave one, and every field. */
function PaymentSummary({ detail }: { detail: PaymentDetail }) {
  const category = categoryOf(detail.paymentStatus.paymentStatusId);
  return (
    <Stack gap="md">
      <CategoryBanner category={category} />
      {detail.reviewDecision?.reason && (
        <ReviewNotice
          reason={detail.reviewDecision.reason}
          decidedAt={detail.reviewDecision.decidedAt}
          title={category.reasonTitle}
          hint={category.reasonHint ?? ''}
          color={category.color}
        />
      )}
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {summaryRows(detail).map(([label, value]) => (
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
  const open = useOpenInvoice();
  if (!url) return <>{shortFileName(name)}</>;
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component="button" type="button" size="sm" ta="left" title={name} onClick={() => open.mutate(url)} disabled={open.isPending}>
        {open.isPending ? 'Loading...' : shortFileName(name)}
      </Anchor>
      {open.isError && (
        <Text size="xs" c="red">
          {open.error instanceof ApiError ? open.error.errorMessage : GENERIC_ERROR}
        </Text>
      )}
    </Stack>
  );
}

function CategoryBanner({ category }: { category: Category }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="xl" variant="light" color={category.color}>
        {category.icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={3}>{category.title}</Title>
        <Text size="sm" c="dimmed">
          {category.text}
        </Text>
      </Stack>
    </Group>
  );
}
