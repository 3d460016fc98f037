import { useState } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ACCOUNT_TYPE } from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { referenceQuery } from '@/ui/RefSelect';
import { DialogForm } from '@/ui/DialogForm';
import type { AccountKind } from '../accounts-list';
import { errorText } from '@/app/wording/error-text';
import { useCreateAccount } from '../api/create-account';
import { useTranslation } from '@/app/i18n';

const KIND_OF: Record<number, AccountKind> = {
  [ACCOUNT_TYPE.individual]: 'individual',
  [ACCOUNT_TYPE.corporate]: 'corporate',
};
const FIXED_TYPES = [{ accountTypeId: ACCOUNT_TYPE.individual }, { accountTypeId: ACCOUNT_TYPE.corporate }];

/**
 * Add Account: choose individual or corporate, create the account (saveCustomerAccount), then fill in its KYC
 * or KYB. Product §4: the account types are fetched only while the user is Onboarding; otherwise the fixed two show.
 */
export function AddAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const navigate = useNavigate();
  const accountTypes = useQuery({
    ...referenceQuery('accountTypes'),
    enabled: opened && current?.status === 'Onboarding',
  });
  const create = useCreateAccount();
  const [choice, setChoice] = useState<string>(String(ACCOUNT_TYPE.individual));
  const types = (accountTypes.data ?? FIXED_TYPES).filter((type) => KIND_OF[type.accountTypeId]);

  const close = () => {
    create.reset();
    onClose();
  };
  const confirm = () => {
    const kind = KIND_OF[Number(choice)];
    create.mutate(
      { kind, email: current!.userId },
      {
        onSuccess: (accountId) => {
          if (accountId === null) notify.info(t('accounts.createdWhenOnline'));
          close();
          void (kind === 'individual'
            ? navigate({ to: '/accounts/kyc', search: { activeKycTab: 0 } })
            : navigate({ to: '/accounts/kyb' }));
        },
      },
    );
  };

  return (
    <DialogForm
      opened={opened}
      title={t('accounts.add')}
      onClose={close}
      onSubmit={confirm}
      refusal={create.isError ? errorText(create.error) : null}
      pending={create.isPending}
      ready={!!current}
      submitLabel={t('common.continue')}
    >
      <Radio.Group value={choice} onChange={setChoice} label={t('accounts.whichKind')} required>
        <Stack gap="sm" mt="xs">
          {types.map(({ accountTypeId }) => (
            <Radio.Card
              key={accountTypeId}
              value={String(accountTypeId)}
              radius="md"
              p="md"
              aria-label={t(`accounts.${KIND_OF[accountTypeId]}`)}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{t(`accounts.${KIND_OF[accountTypeId]}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`accounts.${KIND_OF[accountTypeId]}Description`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </DialogForm>
  );
}
