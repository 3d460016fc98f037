import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/ui/ErrorPages';
import { KybSearch, kybStepOf } from '@/features/kyb/search';
import { KybRoutePage } from './-kyb-page';

/** Editing a business account: every step starts from what the server holds. */
export const Route = createFileRoute('/_app/accounts/kyb/$id')({
  validateSearch: KybSearch,
  component: function KybEditRoute() {
    const accountId = Number(Route.useParams().id);
    const step = kybStepOf(Route.useSearch());
    if (!Number.isInteger(accountId) || accountId < 1) return <NotFoundPage />;
    return <KybRoutePage key={accountId} accountId={accountId} step={step} />;
  },
});
