import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ServerState } from '@/app/ServerState';

/** The screens reached without signing in, other than login: sign-up, code checks and password resets. */
export const Route = createFileRoute('/_public')({
  component: function PublicLayout() {
    return (
      <ServerState>
        <Outlet />
      </ServerState>
    );
  },
});
