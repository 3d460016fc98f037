import { createFileRoute } from '@tanstack/react-router';
import { loadAppTexts } from '@/app/i18n';
import { CapturePage } from '@/features/handoff/components/CapturePage';

/** The phone's capture page of a hand-off link: public, outside every layout, with no way into the rest of the app. */
export const Route = createFileRoute('/capture')({
  beforeLoad: () => loadAppTexts(),
  component: CapturePage,
});
