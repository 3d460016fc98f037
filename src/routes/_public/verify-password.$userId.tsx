import { createFileRoute } from '@tanstack/react-router';
import { SignupVerifyPage } from '@/features/auth/components/SignupVerifyPage';

export const Route = createFileRoute('/_public/verify-password/$userId')({
  component: function SignupVerifyRoute() {
    const { userId } = Route.useParams();
    return <SignupVerifyPage email={userId} />;
  },
});
