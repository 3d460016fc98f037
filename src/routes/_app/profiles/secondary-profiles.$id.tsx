import { createFileRoute } from '@tanstack/react-router';
import { PermissionsPage } from '@/features/profiles/components/PermissionsPage';

/** id is the secondary profile's email (product §2). */
export const Route = createFileRoute('/_app/profiles/secondary-profiles/$id')({
  component: function ProfilePermissionsRoute() {
    const { id } = Route.useParams();
    return <PermissionsPage email={id} />;
  },
});
