import { createFileRoute } from '@tanstack/react-router';
import { PaymentAccountsPage } from '@/features/settings/components/PaymentAccountsPage';

export const Route = createFileRoute('/_app/settings/payment-account-settings')({ component: PaymentAccountsPage });
