import { invoiceReportLinkEndpoint } from '../../shared/contracts/invoice-documents';
import { useToast } from '../components/toast/use-toast';
import { api, errorMessage } from './api';

export const POPUPS_BLOCKED = 'Please allow pop-ups to print invoices.';

/**
 * A new tab, opened at once: browsers block a tab opened after waiting for the server as a pop-up,
 * so the tab opens first and is pointed at the document when it is ready. Null when blocked.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Opens an invoice's PDF in a new tab through a short-lived signed link (a tab sends no token). */
export function useOpenInvoicePdf(): (invoiceId: number) => Promise<void> {
  const toast = useToast();
  return async (invoiceId) => {
    const tab = openBlankTab();
    if (!tab) {
      toast.error(POPUPS_BLOCKED);
      return;
    }
    try {
      const { data } = await api(invoiceReportLinkEndpoint, { query: { invoiceId } });
      // Absolute: a blank tab has no address of its own to resolve a path against.
      tab.location.href = new URL(data.url, window.location.origin).toString();
    } catch (error) {
      tab.close();
      toast.error(errorMessage(error));
    }
  };
}
