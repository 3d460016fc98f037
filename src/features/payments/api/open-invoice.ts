import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';

/** Downloads the request's invoice with the bearer token and opens it in a new tab. */
export const useOpenInvoice = () =>
  useMutation({
    mutationFn: async (url: string) => {
      // Opened before the download so the browser ties the tab to the click and does not block it.
      const tab = window.open('', '_blank');
      try {
        const blob = await api.fetchDocument(url);
        const objectUrl = URL.createObjectURL(blob);
        if (tab) tab.location.href = objectUrl;
        else window.location.assign(objectUrl);
        setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
