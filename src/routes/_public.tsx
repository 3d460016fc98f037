import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ServerState } from '@/app/ServerState';
import { loadSignedOutTexts } from '@/app/i18n';

/** The screens reached without signing in, other than login: sign-up, code checks and password resets. */
export const Route = createFileRoute('/_public')({
  // Their texts are not the login form's (src/app/i18n.ts): a loader fetches them beside the screen's code, not before it.
  loader: () => loadSignedOutTexts(),
  component: function PublicLayout() {
    return (
      <ServerState>
        <Outlet />
      </ServerState>
    );
  },
});
