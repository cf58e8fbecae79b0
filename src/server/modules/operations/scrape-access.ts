import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, UnauthorizedError } from '../../errors';

export const METRICS_OFF = 'Metrics are off: set METRICS_TOKEN to serve them.';

/** Equal hashes of equal length: the comparison takes as long whatever the offered token is. */
function sameToken(offered: string, configured: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(offered), digest(configured));
}

/**
 * Who may read the metrics: nobody while no token is configured (404, as if the route did not
 * exist), and then only a request that brings it as its bearer token (else 401).
 */
export function checkScrapeToken(configured: string | undefined, authorization: string | undefined): void {
  if (!configured) throw new NotFoundError(METRICS_OFF);
  const offered = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (!offered || !sameToken(offered, configured)) {
    throw new UnauthorizedError('The metrics need the METRICS_TOKEN as bearer token.');
  }
}
