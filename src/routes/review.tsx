import { useEffect } from "react";
import {
  createFileRoute,
  Outlet,
  redirect,
  useNavigate,
} from "@tanstack/react-router";
import { session, useSession } from "@/app/session";
import { ServerState } from "@/app/ServerState";
import { ReviewLayout } from "@/features/review/components/ReviewLayout";

/**
 * The reviewers' back office. Signed-out visitors go to login (and come back); customers go to their accounts.
 * The server checks the role on every call as well: this guard only saves a customer a page of refusals.
 */
export const Route = createFileRoute("/review")({
  beforeLoad: ({ location }) => {
    const current = session.get();
    if (!current)
      throw redirect({ to: "/", search: { redirect: location.href } });
    if (!current.isReviewer) throw redirect({ to: "/accounts" });
  },
  component: function ReviewRoute() {
    const current = useSession();
    const navigate = useNavigate();
    useEffect(() => {
      if (!current)
        void navigate({
          to: "/",
          search: {
            redirect: window.location.pathname + window.location.search,
          },
        });
    }, [current, navigate]);
    return (
      <ServerState>
        <ReviewLayout>
          <Outlet />
        </ReviewLayout>
      </ServerState>
    );
  },
});
