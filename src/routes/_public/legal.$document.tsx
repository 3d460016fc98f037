import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadAppTexts } from '@/app/i18n';
import { LegalPage } from '@/features/legal/components/LegalPage';
import { LEGAL_DOCUMENT_NAMES, type LegalDocumentName } from '@/ui/LegalLinks';

export const Route = createFileRoute('/_public/legal/$document')({
  beforeLoad: async ({ params }) => {
    if (!(LEGAL_DOCUMENT_NAMES as readonly string[]).includes(params.document)) throw notFound();
    await loadAppTexts();
  },
  component: function LegalRoute() {
    const { document } = Route.useParams();
    return <LegalPage document={document as LegalDocumentName} />;
  },
});
