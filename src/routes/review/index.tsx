import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { QUEUE_STATUSES, QUEUE_TYPES } from '@/contract';
import { QueuePage } from '@/features/review/components/QueuePage';

/** The queue's filters; absent means waiting for a decision, of every type. */
const Search = v.object({
  status: v.fallback(v.optional(v.picklist(QUEUE_STATUSES)), undefined),
  type: v.fallback(v.optional(v.picklist(QUEUE_TYPES)), undefined),
});

export const Route = createFileRoute('/review/')({
  validateSearch: (search) => v.parse(Search, search),
  component: function QueueRoute() {
    const { status = 'awaiting', type = 'all' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <QueuePage
        filters={{ status, type }}
        onFiltersChange={(next) => void navigate({ search: { status: next.status === 'awaiting' ? undefined : next.status, type: next.type === 'all' ? undefined : next.type }, replace: true })}
      />
    );
  },
});
