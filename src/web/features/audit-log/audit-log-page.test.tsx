import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAuditLogEndpoint } from '../../../shared/contracts/audit-log';
import { listUsersEndpoint } from '../../../shared/contracts/user-admin';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const ENTRY = {
  id: 1,
  at: '2026-11-20T15:00:00.000Z',
  actorUserId: 7,
  actorName: 'Ada Lovelace (ada@demo.test)',
  action: 'add-adjustment',
  entity: 'invoice',
  entityId: '42',
  before: null,
  after: { reason: 'Meter credit', valueCents: -500 },
};

const auditQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(listAuditLogEndpoint.path))
    .map((url) => Object.fromEntries(new URL(url, 'http://test').searchParams));

describe('the audit log page', () => {
  beforeAll(() => import('./audit-log-page'), 60_000);

  it('lists who changed what, and sends the chosen filters to the server from the first page', async () => {
    signInAs();
    const fetchMock = mockApi({
      [listUsersEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      [listAuditLogEndpoint.path]: () => jsonResponse({ message: 'OK', data: [ENTRY], totalCount: 1 }),
    });
    const { user } = renderApp('/management/audit-log');
    expect(await screen.findByText('Ada Lovelace (ada@demo.test)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Reason: Meter credit; Value: -$5.00')).toBeInTheDocument();
    expect(auditQueries(fetchMock)[0]).toEqual({ page: '1', pageSize: '25' });

    await user.click(screen.getByLabelText('Entity'));
    await user.click(await screen.findByRole('option', { name: 'invoice' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        entity: 'invoice',
        from: '2026-11-01',
        page: '1',
        pageSize: '25',
      }),
    );
  });
});
