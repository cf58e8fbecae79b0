import type { z } from 'zod';
import { ACCOUNTING_ERROR_CODES, AccountingServiceError, type AccountingCompany } from './accounting-service';
import {
  accountSchema,
  customerFields,
  customerOf,
  customerSchema,
  invoiceFields,
  invoiceOf,
  invoiceSchema,
  itemSchema,
  many,
  paymentFields,
  paymentSchema,
  queryLiteral,
  recordOf,
  single,
} from './quickbooks-api';
import type { QuickBooksSend } from './quickbooks-http';

/** One company's books over the Accounting API. */
export function quickBooksCompany(send: QuickBooksSend): AccountingCompany {
  function select<T>(entity: string, schema: z.ZodType<T>, query: string): Promise<T[]> {
    return send({ method: 'GET', path: '/query', query: { query } }, many(entity, schema));
  }

  async function first<T>(entity: string, schema: z.ZodType<T>, query: string): Promise<T | null> {
    return (await select(entity, schema, query))[0] ?? null;
  }

  async function read<T>(entity: string, schema: z.ZodType<T>, id: string): Promise<T | null> {
    const path = `/${entity.toLowerCase()}/${encodeURIComponent(id)}`;
    try {
      return await send({ method: 'GET', path }, single(entity, schema));
    } catch (error) {
      if (
        error instanceof AccountingServiceError &&
        error.serviceCode === ACCOUNTING_ERROR_CODES.objectNotFound
      ) {
        return null;
      }
      throw error;
    }
  }

  /** A create, or a sparse update when the body names the record's Id and SyncToken. */
  function write<T>(entity: string, schema: z.ZodType<T>, body: object, requestId: string): Promise<T> {
    return send(
      { method: 'POST', path: `/${entity.toLowerCase()}`, body, requestId },
      single(entity, schema),
    );
  }

  return {
    async getCustomer(id) {
      const customer = await read('Customer', customerSchema, id);
      return customer && customerOf(customer);
    },

    async findCustomerByName(displayName) {
      // Without the Active condition QuickBooks answers active customers only, and an inactive
      // customer's name is still taken.
      const customer = await first(
        'Customer',
        customerSchema,
        `select * from Customer where DisplayName = ${queryLiteral(displayName)} and Active in (true, false)`,
      );
      return customer && customerOf(customer);
    },

    async createCustomer(input, requestId) {
      return customerOf(await write('Customer', customerSchema, customerFields(input), requestId));
    },

    async updateCustomer(customer, input, requestId) {
      const body = {
        sparse: true,
        Id: customer.id,
        SyncToken: customer.syncToken,
        Active: true,
        ...customerFields(input),
      };
      return customerOf(await write('Customer', customerSchema, body, requestId));
    },

    async findItemByName(name) {
      // Active items only: an inactive item cannot be sold, and QuickBooks renames it "(deleted)".
      const item = await first('Item', itemSchema, `select * from Item where Name = ${queryLiteral(name)}`);
      return item && recordOf(item);
    },

    async getItem(id) {
      const item = await read('Item', itemSchema, id);
      return item && recordOf(item);
    },

    async createServiceItem(name, requestId) {
      const account = await first(
        'Account',
        accountSchema,
        "select * from Account where AccountType = 'Income' maxresults 1",
      );
      if (!account) {
        throw new AccountingServiceError(
          `QuickBooks has no income account to book the item "${name}" to; add an income account in QuickBooks, then sync again.`,
        );
      }
      const body = { Name: name, Type: 'Service', IncomeAccountRef: { value: account.Id } };
      return recordOf(await write('Item', itemSchema, body, requestId));
    },

    async getInvoice(id) {
      const invoice = await read('Invoice', invoiceSchema, id);
      return invoice && invoiceOf(invoice);
    },

    async findInvoiceByDocNumber(docNumber) {
      const invoice = await first(
        'Invoice',
        invoiceSchema,
        `select * from Invoice where DocNumber = ${queryLiteral(docNumber)}`,
      );
      return invoice && invoiceOf(invoice);
    },

    async createInvoice(input, requestId) {
      return invoiceOf(await write('Invoice', invoiceSchema, invoiceFields(input), requestId));
    },

    async updateInvoice(invoice, input, requestId) {
      // Sent in full, the Line array replaces every line of the invoice, even in a sparse update.
      const body = { sparse: true, Id: invoice.id, SyncToken: invoice.syncToken, ...invoiceFields(input) };
      return invoiceOf(await write('Invoice', invoiceSchema, body, requestId));
    },

    async createPayment(input, requestId) {
      return recordOf(await write('Payment', paymentSchema, paymentFields(input), requestId));
    },
  };
}
