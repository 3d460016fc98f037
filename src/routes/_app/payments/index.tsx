import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentsPage } from '@/features/payments/components/PaymentsPage';
import { PAYMENT_TABS, type PaymentTab } from '@/features/payments/tabs';

/** tab: the open list; create: the Create Request form is open (a reload reopens it with its draft). */
const Search = v.object({
  tab: v.optional(v.picklist(Object.keys(PAYMENT_TABS) as [PaymentTab, ...PaymentTab[]])),
  create: v.optional(v.boolean()),
});

export const Route = createFileRoute('/_app/payments/')({
  validateSearch: (search): v.InferOutput<typeof Search> => {
    const parsed = v.safeParse(Search, search);
    return parsed.success ? parsed.output : {};
  },
  component: function PaymentsRoute() {
    const { tab = 'requests', create = false } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PaymentsPage
        tab={tab}
        onTabChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, tab: next === 'requests' ? undefined : next }), replace: true })
        }
        creating={create}
        onCreatingChange={(open) => void navigate({ search: (prev) => ({ ...prev, create: open || undefined }) })}
        onCreated={(transactionId) => void navigate({ to: '/payments/token-verification', search: { transactionId } })}
      />
    );
  },
});
