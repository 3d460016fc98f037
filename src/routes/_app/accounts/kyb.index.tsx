import { createFileRoute } from '@tanstack/react-router';
import { KybSearch, kybStepOf } from '@/features/kyb/search';
import { KybRoutePage } from './-kyb-page';

/** The business account being onboarded (its id in kycb-props, or on its way from the outbox). */
export const Route = createFileRoute('/_app/accounts/kyb/')({
  validateSearch: KybSearch,
  component: function KybNewRoute() {
    return <KybRoutePage step={kybStepOf(Route.useSearch())} />;
  },
});
