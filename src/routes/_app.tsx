import { useEffect } from "react";
import {
  createFileRoute,
  Outlet,
  redirect,
  useNavigate,
} from "@tanstack/react-router";
import { AppLayout } from "@/app/shell/AppLayout";
import { session, useSession } from "@/app/session";
import { ServerState } from "@/app/ServerState";

/** Private routes: a signed-out visitor goes to login, and comes back here after signing in; reviewers go to /review. */
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ location }) => {
    if (!session.get())
      throw redirect({ to: "/", search: { redirect: location.href } });
    if (session.get()?.isReviewer) throw redirect({ to: "/review" });
  },
  component: PrivateLayout,
});

function PrivateLayout() {
  const current = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!current)
      void navigate({
        to: "/",
        search: { redirect: window.location.pathname + window.location.search },
      });
  }, [current, navigate]);
  return (
    <ServerState>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </ServerState>
  );
}
