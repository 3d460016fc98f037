import { Badge, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_TYPE, type CustomerNotification } from '@/contract';
import { formatAmount } from '@/app/wording/format';
import { useMarkDecisionsSeen, useNotifications } from '../notifications';
import { useTranslation } from '../i18n';

/** Where each notification leads: the step sent back, the token page of the request, the payment requests. */
function renderDestination(notification: CustomerNotification) {
  return function Destination(props: Record<string, unknown>) {
    switch (notification.kind) {
      case 'changesRequested':
      case 'revisionDecided': {
        const id = String(notification.accountId);
        const tab = notification.kind === 'changesRequested' ? notification.tab : 0;
        return notification.accountType === ACCOUNT_TYPE.corporate ? (
          <Link to="/accounts/kyb/$id" params={{ id }} search={{ activeKybTab: tab }} {...props} />
        ) : (
          <Link to="/accounts/kyc/$id" params={{ id }} search={{ activeKycTab: tab === 1 ? 1 : 0 }} {...props} />
        );
      }
      case 'confirmPayment':
        return (
          <Link to="/payments/token-verification" search={{ transactionId: notification.transactionId }} {...props} />
        );
      case 'invoiceNeeded':
        return <Link to="/payments" {...props} />;
    }
  };
}

function useDescribe() {
  const { t } = useTranslation();
  return (notification: CustomerNotification): { text: string; detail?: string } => {
    switch (notification.kind) {
      case 'changesRequested':
        return {
          text: t('shell.notifications.changesRequested', {
            account: notification.accountName ?? t('shell.notifications.yourAccount'),
          }),
          detail: notification.reason,
        };
      case 'confirmPayment':
        return {
          text: t('shell.notifications.confirmPayment', {
            amount: formatAmount(notification.amount, notification.currency),
          }),
        };
      case 'invoiceNeeded':
        return {
          text: t('shell.notifications.invoiceNeeded', {
            id: notification.transactionId,
            amount: formatAmount(notification.amount, notification.currency),
          }),
        };
      case 'revisionDecided':
        return {
          text: t(
            notification.approved ? 'shell.notifications.revisionApproved' : 'shell.notifications.revisionDeclined',
            {
              account: notification.accountName ?? t('shell.notifications.yourAccount'),
            },
          ),
          detail: notification.reason || undefined,
        };
    }
  };
}

/** The sidebar's Notification item: the count of what waits for the customer (no badge at zero) and their list. */
export function NotificationsMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [opened, list] = useDisclosure(false);
  const notifications = useNotifications(pathname).data ?? [];
  const describe = useDescribe();
  const count = notifications.length;
  const markSeen = useMarkDecisionsSeen();
  const open = () => {
    list.open();
    markSeen(notifications);
  };

  return (
    <>
      <NavLink
        component="button"
        label={t('shell.notification')}
        leftSection={<IconBell size={20} />}
        onClick={open}
        aria-label={count > 0 ? `${t('shell.notification')} (${t('shell.notificationCount', { count })})` : undefined}
        rightSection={
          count > 0 && (
            <Badge size="sm" circle={false} color="red" aria-hidden>
              {count}
            </Badge>
          )
        }
      />
      <Modal opened={opened} onClose={list.close} title={t('shell.notifications.title')} centered>
        {count === 0 ? (
          <Text>{t('shell.notifications.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {notifications.map((notification) => {
              const { text, detail } = describe(notification);
              const key =
                notification.kind === 'changesRequested'
                  ? `account-${notification.accountId}`
                  : notification.kind === 'revisionDecided'
                    ? `revision-${notification.revisionId}`
                    : `${notification.kind}-${notification.transactionId}`;
              return (
                <li key={key}>
                  <NavLink
                    renderRoot={renderDestination(notification)}
                    label={text}
                    description={detail}
                    onClick={() => {
                      list.close();
                      onNavigate();
                    }}
                    styles={{ label: { whiteSpace: 'normal' }, description: { whiteSpace: 'normal' } }}
                  />
                </li>
              );
            })}
          </Stack>
        )}
      </Modal>
    </>
  );
}
