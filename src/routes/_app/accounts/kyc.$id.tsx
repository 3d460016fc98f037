import { createFileRoute } from '@tanstack/react-router';
import { KycRoutePage } from './-kyc-page';
import { parseKycSearch } from '@/features/kyc/search';

/** Edit an individual account: the saved values prefill both tabs. */
export const Route = createFileRoute('/_app/accounts/kyc/$id')({
  validateSearch: parseKycSearch,
  component: function KycEditRoute() {
    const { id } = Route.useParams();
    return <KycRoutePage accountId={Number(id)} tab={Route.useSearch().activeKycTab} />;
  },
});
