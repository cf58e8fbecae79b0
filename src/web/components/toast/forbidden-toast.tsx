import { useEffect } from 'react';
import { setForbiddenNotifier } from '../../lib/api';
import { useToast } from './use-toast';

/** Shows the server's message of a 403 as an error toast; the API client then leaves for '/'. */
export function ForbiddenToast() {
  const toast = useToast();
  useEffect(() => setForbiddenNotifier((message) => toast.error(message)), [toast]);
  return null;
}
