import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '@/features/auth/components/ResetRequestPage';

export const Route = createFileRoute('/_public/initial-password-reset')({
  component: () => <ResetRequestPage variant="forgot" />,
});
