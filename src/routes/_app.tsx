import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/AppLayout';
import { session } from '@/app/session';
import { SignedIn } from '@/app/SignedIn';
import { loadAppTexts } from '@/app/i18n';

/** Private routes: a signed-out visitor goes to login, and comes back here after signing in; reviewers go to /review. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (!session.get()) throw redirect({ to: '/', search: { redirect: location.href } });
    if (session.get()?.isReviewer) throw redirect({ to: '/review' });
    await loadAppTexts();
  },
  component: function PrivateLayout() {
    return (
      <SignedIn>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </SignedIn>
    );
  },
});
