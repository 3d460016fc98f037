import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { session } from '@/app/session';
import { SignedIn } from '@/app/SignedIn';
import { ReviewLayout } from '@/features/review/components/ReviewLayout';

/**
 * The reviewers' back office. Signed-out visitors go to login (and come back); customers go to their accounts.
 * The server checks the role on every call as well: this guard only saves a customer a page of refusals.
 */
export const Route = createFileRoute('/review')({
  beforeLoad: ({ location }) => {
    const current = session.get();
    if (!current) throw redirect({ to: '/', search: { redirect: location.href } });
    if (!current.isReviewer) throw redirect({ to: '/accounts' });
  },
  component: function ReviewRoute() {
    return (
      <SignedIn>
        <ReviewLayout>
          <Outlet />
        </ReviewLayout>
      </SignedIn>
    );
  },
});
