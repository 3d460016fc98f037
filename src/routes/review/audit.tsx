import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/review/components/AuditPage';

export const Route = createFileRoute('/review/audit')({
  component: AuditPage,
});
