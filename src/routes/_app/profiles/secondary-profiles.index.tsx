import { createFileRoute } from '@tanstack/react-router';
import { SecondaryProfilesPage } from '@/features/profiles/components/SecondaryProfilesPage';

export const Route = createFileRoute('/_app/profiles/secondary-profiles/')({ component: SecondaryProfilesPage });
