import type { NavigateFunction } from 'react-router';
import { leavePortal } from './leave-portal';

/**
 * Goes to an address the server answered: one of the portal's own pages (the sandbox ledger's consent
 * page and the callback it answers are) opens in the app without reloading it; anything else leaves
 * the portal.
 */
export function goToAddress(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) {
    void navigate(`${target.pathname}${target.search}${target.hash}`);
  } else {
    leavePortal(target.toString());
  }
}
