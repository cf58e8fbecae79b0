/** Leaves the portal for another site (the accounting service's consent page): a full page load. */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
