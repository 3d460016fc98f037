import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '@/features/auth/components/NewPasswordPage';

export const Route = createFileRoute('/_public/password-reset')({ component: NewPasswordPage });
