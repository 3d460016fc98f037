import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TransactionId } from '@/contract';
import { TokenVerificationPage } from '@/features/payments/components/TokenVerificationPage';

/** transactionId: the request to confirm; without it, the signed-in user's latest unconfirmed request. */
const Search = v.object({ transactionId: v.optional(TransactionId) });

export const Route = createFileRoute('/_app/payments/token-verification')({
  validateSearch: (search): v.InferOutput<typeof Search> => {
    const parsed = v.safeParse(Search, search);
    return parsed.success ? parsed.output : {};
  },
  component: function PaymentTokenRoute() {
    const { transactionId } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TokenVerificationPage
        transactionId={transactionId}
        onVerified={() => void navigate({ to: '/payments' })}
        onBack={() => void navigate({ to: '/payments' })}
      />
    );
  },
});
