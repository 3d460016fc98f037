import { createFileRoute } from '@tanstack/react-router';
import { ResetVerifyPage } from '@/features/auth/components/ResetVerifyPage';

export const Route = createFileRoute('/_public/verify-password-reset')({ component: ResetVerifyPage });
