import { createFileRoute } from '@tanstack/react-router';
import { KycRoutePage } from './-kyc-page';
import { parseKycSearch } from '@/features/kyc/search';

/** The individual account being onboarded (its id in kycb-props, or on its way from the outbox). */
export const Route = createFileRoute('/_app/accounts/kyc/')({
  validateSearch: parseKycSearch,
  component: function KycNewRoute() {
    return <KycRoutePage tab={Route.useSearch().activeKycTab} />;
  },
});
