import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from './session';
import { ServerState } from './ServerState';

/** A signed-in area: when the session ends (e.g. signed out in another tab) it leaves for login, to come back after. */
export function SignedIn({ children }: { children: ReactNode }) {
  const current = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!current) void navigate({ to: '/', search: { redirect: window.location.pathname + window.location.search } });
  }, [current, navigate]);
  return <ServerState>{children}</ServerState>;
}
