import { useCallback } from 'react';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';

/**
 * Runs a change to an invoice and says how it went: the server's message as a success toast, or its
 * refusal as an error toast. Answers whether it succeeded, so a form keeps what was typed on failure.
 */
export function useReportedChange() {
  const toast = useToast();
  return useCallback(
    async (change: Promise<{ message: string }>): Promise<boolean> => {
      try {
        toast.success((await change).message);
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
    },
    [toast],
  );
}
