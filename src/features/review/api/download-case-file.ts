import { useMutation } from '@tanstack/react-query';
import { reviewCaseFilePath, type CaseFileFormat } from '@/contract';
import { api } from '@/app/api';

/** Downloads an account's case file (GET /review/caseFiles/{id}/{pdf|zip}; the server audits it) and saves it. */
export function useDownloadCaseFile(accountId: string) {
  return useMutation({
    mutationFn: async (format: CaseFileFormat) => {
      const blob = await api.fetchDocument(reviewCaseFilePath(accountId, format));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `case-${accountId}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
