import { useEffect } from 'react';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import type { useWellLookups } from './api';

/** Spec section 8: a failed lookup list shows a toast; the rest of the page keeps working. */
export function useLookupFailureToast(lookups: ReturnType<typeof useWellLookups>): void {
  const toast = useToast();
  const failure = Object.values(lookups).find((lookup) => lookup.isError)?.error;
  useEffect(() => {
    if (failure) toast.error(errorMessage(failure));
  }, [failure, toast]);
}
