import { useMutation } from '@tanstack/react-query';
import type { PaymentRequest } from '@/contract';
import { api } from '@/app/api';
import { sendDocumentsNow } from '@/offline';

/**
 * Creates the request straight away: a payment needs a live server (the password is checked now), so it is never
 * queued offline. The invoice travels first, on its own (tus), and the request names it. The idempotency key makes a retried submission return the first answer instead of a second request.
 */
export const useSavePaymentRequest = () =>
  useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PaymentRequest; idempotencyKey: string }) =>
      api.call('saveOrUpdatePaymentRequest', await sendDocumentsNow({ body }), { idempotencyKey }),
  });
