import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { session } from '@/app/session';

/** Only same-origin paths are followed after sign-in. */
const Search = v.object({ redirect: v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/))) });

export const Route = createFileRoute('/')({
  validateSearch: (search) => {
    const parsed = v.safeParse(Search, search);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: ({ search }) => {
    if (session.get()) throw redirect({ to: search.redirect ?? '/accounts' });
  },
  component: function LoginRoute() {
    const { redirect: redirectTo } = Route.useSearch();
    return <LoginPage redirectTo={redirectTo} />;
  },
});
