import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/*
 * For the people and machines that run the portal: load balancers, orchestrators and Prometheus.
 * Public (a probe has no account) and cheap; a running portal does not log their requests.
 */

const tag = 'Operations';

/** The error body's code when the portal is not ready; its message says why. */
export const NOT_READY_CODE = 'not-ready';

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  tag,
  description: 'Liveness: the process answers. Asks nothing of the database.',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/** With DATABASE_REPLICA_URL: the read replica's state at its last check (every few seconds). */
export const replicaReadinessSchema = z.object({
  status: z.enum(['starting', 'up', 'down']),
  lagSeconds: z.number().nullable().describe('0 when it has replayed everything the primary flushed'),
  asOf: z.string().nullable().describe('while behind: when the last transaction it replayed committed'),
  reason: z.string().optional().describe('why it is down; reads then go to the primary'),
});

export const readinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  tag,
  description:
    'Readiness: the database answers and holds exactly the migrations of this version. Otherwise ' +
    `503 with the reason as the message and code '${NOT_READY_CODE}'. A read replica's state is ` +
    'reported; the portal stays ready without it, reading the primary.',
  access: 'public',
  response: z.object({ status: z.literal('ready'), replica: replicaReadinessSchema.optional() }),
  moreErrors: [503],
});

export const metricsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/metrics',
  tag,
  description:
    'Prometheus metrics as text, for `Authorization: Bearer <METRICS_TOKEN>`. 404 while ' +
    'METRICS_TOKEN is not set (metrics are off), 401 with another token.',
  access: 'public',
  responseKind: 'file',
});
