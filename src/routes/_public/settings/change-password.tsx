import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '@/features/auth/components/ResetRequestPage';

export const Route = createFileRoute('/_public/settings/change-password')({
  component: () => <ResetRequestPage variant="change" />,
});
