import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { BusinessActivityForm } from '@/contract';
import type { KybAccount } from '../kyb-account';
import { sendKybStep } from './send-kyb-step';

/** POST /accounts/saveBusinessActivity through the outbox (KYB step 2): the form is the payload without accountId. */
export const useSaveBusinessActivity = (account: KybAccount) =>
  useMutation({
    mutationFn: (form: v.InferOutput<typeof BusinessActivityForm>) =>
      sendKybStep(2, account, 'saveBusinessActivity', { ...form, accountId: account.accountId ?? 0 }),
  });
