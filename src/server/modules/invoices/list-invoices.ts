import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  InvoicePage,
  InvoiceSummariesResponse,
  invoiceFilterSchema,
  invoicePageQuerySchema,
} from '../../../shared/contracts/invoice-lists';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { ValidationError } from '../../errors';
import { isStaff } from '../../../shared/rules/access';
import type { Caller } from '../auth/caller';
import { findVisibleClient, visibleInvoices } from '../auth/scope';
import { invoiceOrderBy, selectInvoiceSummaries } from './invoice-summaries';

type InvoiceFilterInput = z.output<typeof invoiceFilterSchema>;
type InvoicePageInput = z.output<typeof invoicePageQuerySchema>;

export function filterConditions(filter: InvoiceFilterInput): SQL | undefined {
  return and(
    filter.year.length > 0 ? inArray(invoices.year, filter.year) : undefined,
    filter.quaters.length > 0 ? inArray(invoices.quarter, filter.quaters) : undefined,
    filter.clientIds.length > 0 ? inArray(invoices.clientId, filter.clientIds) : undefined,
    filter.invoiceIds.length > 0 ? inArray(invoices.id, filter.invoiceIds) : undefined,
    filter.hasPaid === null ? undefined : eq(invoices.hasPaid, filter.hasPaid),
  );
}

/** POST Invoice/GetAllInvoices: one page of the invoices the filter names, sorted as asked. */
export async function listInvoices(
  db: DbOrTx,
  caller: Caller,
  filter: InvoiceFilterInput,
  page: InvoicePageInput,
  today: string,
): Promise<InvoicePage> {
  const { rows, totalCount } = await selectInvoiceSummaries(
    db,
    {
      where: visibleInvoices(caller, filterConditions(filter)),
      orderBy: invoiceOrderBy(page),
      limit: page.pageSize,
      offset: pageOffset(page.page, page.pageSize),
    },
    today,
  );
  return { message: 'OK', data: rows, totalCount };
}

/** Which of a client's invoices a client list shows. */
export type ClientInvoiceSelection = 'all' | 'unpaid' | 'currentYear';

export const CLIENT_REQUIRED = 'Choose a client: clientId is required';

/**
 * GetAllUnpaidInvoices: a client's unpaid invoices the caller may see, oldest first, or, for staff
 * without a client, every client's, so the clerk sees all that is owed on one list.
 */
export async function listUnpaidInvoices(
  db: DbOrTx,
  caller: Caller,
  clientId: number | undefined,
  today: string,
): Promise<InvoiceSummariesResponse> {
  if (clientId !== undefined) return listClientInvoices(db, caller, clientId, 'unpaid', today);
  if (!isStaff(caller.accessLevel)) throw new ValidationError(CLIENT_REQUIRED, { clientId: CLIENT_REQUIRED });
  const { rows } = await selectInvoiceSummaries(
    db,
    {
      where: visibleInvoices(caller, eq(invoices.hasPaid, false)),
      orderBy: invoiceOrderBy({ sortBy: 'period', sortDirection: 'asc' }),
    },
    today,
  );
  return { message: 'OK', data: rows };
}

/**
 * A client's invoices the caller may see: every one newest first, the unpaid ones oldest first
 * (the order to pay them in), or those of the district's current year by quarter.
 */
export async function listClientInvoices(
  db: DbOrTx,
  caller: Caller,
  clientId: number,
  selection: ClientInvoiceSelection,
  today: string,
): Promise<InvoiceSummariesResponse> {
  await findVisibleClient(db, caller, clientId);
  const ofClient = eq(invoices.clientId, clientId);
  const query = {
    all: { where: ofClient, order: 'desc' as const },
    unpaid: { where: and(ofClient, eq(invoices.hasPaid, false)), order: 'asc' as const },
    currentYear: {
      where: and(ofClient, eq(invoices.year, Number(today.slice(0, 4)))),
      order: 'asc' as const,
    },
  }[selection];
  const { rows } = await selectInvoiceSummaries(
    db,
    {
      where: visibleInvoices(caller, query.where),
      orderBy: invoiceOrderBy({ sortBy: 'period', sortDirection: query.order }),
    },
    today,
  );
  return { message: 'OK', data: rows };
}
