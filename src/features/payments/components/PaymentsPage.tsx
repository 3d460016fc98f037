import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Modal, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSession } from '@/app/session';
import { usePaymentDefaults } from '../api/get-payment-defaults';
import { PAYMENT_TABS, type PaymentTab } from '../tabs';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentsList } from './PaymentsList';
import { useTranslation } from '@/app/i18n';

export interface PaymentsPageProps {
  tab: PaymentTab;
  onTabChange: (tab: PaymentTab) => void;
  /** The Create Request form is open (kept in the URL, so a reload reopens it with its draft). */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
  /** The request is created; its token is to be confirmed next. */
  onCreated: (transactionId: string) => void;
}

/** Product §2's payments overview: heading, Create Request, three tabs of requests, and each request's details. */
export function PaymentsPage({ tab, onTabChange, creating, onCreatingChange, onCreated }: PaymentsPageProps) {
  const { t } = useTranslation();
  const current = useSession();
  const email = current?.userId ?? '';
  // Only onboarded customers pay (product §4); a sub-user's parent is checked by the server, which explains a refusal.
  const mayPay = !!current && (current.isSubUser || current.status === 'Active');
  const [viewing, setViewing] = useState<string | null>(null);
  const defaults = usePaymentDefaults(mayPay);
  const narrow = useMediaQuery('(max-width: 499.98px)');

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t('payments.title')}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => onCreatingChange(true)} disabled={!mayPay}>
          {t('payments.createRequest')}
        </Button>
      </Group>
      {!mayPay && (
        <Alert color="blue" mb="lg" title={t('payments.finishOnboarding')}>
          {t('payments.needOnboarding')}{' '}
          <Anchor component={Link} to="/accounts">
            {t('payments.goToAccounts')}
          </Anchor>
        </Alert>
      )}
      <Tabs value={tab} onChange={(next) => next && onTabChange(next as PaymentTab)} keepMounted={false}>
        <Tabs.List mb="md" grow={narrow} style={{ flexWrap: 'nowrap' }}>
          {(Object.keys(PAYMENT_TABS) as PaymentTab[]).map((key) => (
            <Tabs.Tab key={key} value={key} px={narrow ? 6 : undefined} fz={narrow ? 'xs' : undefined}>
              {t(`payments.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(PAYMENT_TABS) as PaymentTab[]).map((key) => (
          <Tabs.Panel key={key} value={key}>
            <PaymentsList tab={key} onView={setViewing} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <PaymentDetailDialog transactionId={viewing} onClose={() => setViewing(null)} />
      <Modal
        opened={creating}
        onClose={() => onCreatingChange(false)}
        title={t('payments.createRequest')}
        size="xl"
        fullScreen={narrow}
        closeOnClickOutside={false}
      >
        {!mayPay ? (
          <Text>{t('payments.needOnboarding')}</Text>
        ) : defaults.settled ? (
          <PaymentRequestForm email={email} amountCurrency={defaults.amountCurrency} onCreated={onCreated} />
        ) : (
          <Loader size="sm" role="status" aria-label={t('payments.loading')} />
        )}
      </Modal>
    </>
  );
}
