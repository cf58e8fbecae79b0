import type { APIRequestContext } from 'playwright-core';
import { listInvoicesEndpoint, type InvoiceSummary } from '../src/shared/contracts/invoice-lists';
import { authenticateEndpoint } from '../src/shared/contracts/users';
import { answerOf } from './api';
import { DEMO_PASSWORD } from './browser';

/** The clients the demo's owner logins belong to: other journeys read and pay their invoices. */
async function demoOwnersClients(request: APIRequestContext): Promise<Set<number>> {
  const clients = new Set<number>();
  for (const email of ['owner@demo.test', 'owner2@demo.test']) {
    const response = await request.post(authenticateEndpoint.path, {
      data: { email, password: DEMO_PASSWORD },
    });
    for (const clientId of (await answerOf(authenticateEndpoint, response)).clientIds) clients.add(clientId);
  }
  return clients;
}

/**
 * Every unpaid invoice of a client no demo owner belongs to: the invoices a journey may change
 * without disturbing the owners' journeys.
 */
export async function unpaidInvoicesOfOtherClients(
  request: APIRequestContext,
  staff: Record<string, string>,
): Promise<InvoiceSummary[]> {
  const owners = await demoOwnersClients(request);
  const unpaid: InvoiceSummary[] = [];
  for (let page = 1; ; page += 1) {
    const listed = await answerOf(
      listInvoicesEndpoint,
      await request.post(`${listInvoicesEndpoint.path}?page=${page}&pageSize=200`, {
        headers: staff,
        data: { hasPaid: false },
      }),
    );
    unpaid.push(...listed.data);
    if (listed.data.length === 0 || unpaid.length >= listed.totalCount) break;
  }
  return unpaid.filter((invoice) => !owners.has(invoice.clientId));
}
