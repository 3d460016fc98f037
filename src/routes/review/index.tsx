import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { QUEUE_STATUSES, QUEUE_TYPES, QueueSearch } from '@/contract';
import { QueuePage } from '@/features/review/components/QueuePage';

/** The queue's filters and search; absent means waiting for a decision, of every type, unsearched. */
const Search = v.object({
  status: v.fallback(v.optional(v.picklist(QUEUE_STATUSES)), undefined),
  type: v.fallback(v.optional(v.picklist(QUEUE_TYPES)), undefined),
  q: v.fallback(v.optional(QueueSearch), undefined),
});

export const Route = createFileRoute('/review/')({
  validateSearch: (search) => v.parse(Search, search),
  component: function QueueRoute() {
    const { status = 'awaiting', type = 'all', q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <QueuePage
        filters={{ status, type, q }}
        onFiltersChange={(next) =>
          void navigate({
            search: {
              status: next.status === 'awaiting' ? undefined : next.status,
              type: next.type === 'all' ? undefined : next.type,
              q: next.q || undefined,
            },
            replace: true,
          })
        }
      />
    );
  },
});
