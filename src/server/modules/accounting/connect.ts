import { eq, isNotNull, sql } from 'drizzle-orm';
import type { ExchangeTokenBody } from '../../../shared/contracts/accounting';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { accountingConnections, clients, invoices, payments } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { AccountingServiceError, INVALID_GRANT } from '../../integrations/accounting/accounting-service';
import type { Caller } from '../auth/caller';
import { readConnection, sealedTokens, type AccountingAccess } from './accounting-connection';
import { openToken } from './token-cipher';

export const CONNECTED_MESSAGE = 'Connected';

/**
 * POST ExchangeToken: trades the callback's code for tokens and keeps them, sealed, as the district's
 * one connection. The service is asked first, outside any transaction. Connecting a different company
 * than the portal's invoices were synced to forgets their accounting ids, since they name records in
 * the other company's books: the invoices show as not synced and sync anew.
 */
export async function connectAccounting(
  db: DbOrTx,
  caller: Caller,
  access: AccountingAccess,
  body: ExchangeTokenBody,
): Promise<{ message: string }> {
  const { service } = access;
  if (body.environment !== service.environment) {
    throw new ValidationError(
      `The portal is set up for the ${service.environment} environment of ${service.serviceName}.`,
      {
        environment: `environment is ${service.environment}`,
      },
    );
  }
  const tokens = await service.exchangeCode(body.code, body.realmId).catch((error: unknown) => {
    // The code itself was refused (used, expired, or not the service's): the Admin connects again.
    if (error instanceof AccountingServiceError && error.serviceCode === INVALID_GRANT) {
      throw new ValidationError(error.message, { code: error.message });
    }
    throw error;
  });
  await db.transaction(async (tx) => {
    const previous = await readConnection(tx);
    const otherCompany = previous !== null && previous.realmId !== body.realmId;
    if (otherCompany) await forgetAccountingIds(tx);
    await tx.delete(accountingConnections);
    await tx.insert(accountingConnections).values({
      provider: service.kind,
      environment: service.environment,
      realmId: body.realmId,
      ...sealedTokens(access.tokenKey, tokens),
      connectedBy: caller.id,
    });
    await recordAudit(tx, {
      actorUserId: caller.id,
      entity: 'accounting',
      entityId: body.realmId,
      action: 'accounting-connect',
      before: previous ? { realmId: previous.realmId, status: previous.status } : null,
      after: {
        realmId: body.realmId,
        status: 'connected',
        service: service.kind,
        forgotOtherCompanysIds: otherCompany,
      },
    });
  });
  return { message: CONNECTED_MESSAGE };
}

async function forgetAccountingIds(tx: DbOrTx): Promise<void> {
  await tx
    .update(invoices)
    .set({
      accountingInvoiceId: null,
      accountingSyncToken: null,
      accountingSyncedRevision: null,
      accountingSyncedAt: null,
    })
    .where(isNotNull(invoices.accountingInvoiceId));
  await tx.update(clients).set({ accountingCustomerId: null }).where(isNotNull(clients.accountingCustomerId));
  await tx.update(payments).set({ accountingPaymentId: null }).where(isNotNull(payments.accountingPaymentId));
}

export const DISCONNECTED_MESSAGE = 'Successfully disconnected';

/**
 * POST Disconnect: revokes the tokens at the service, then wipes them. A connection the service
 * already refuses (needs reconnection) has nothing to revoke. When revoking fails the connection
 * stays, so the Admin can try again: the answer is the failure. The company id is kept so that
 * connecting the same company again keeps the invoices' accounting ids.
 */
export async function disconnectAccounting(
  db: DbOrTx,
  caller: Caller,
  access: AccountingAccess,
): Promise<{ message: string }> {
  const connection = await readConnection(db);
  if (!connection || connection.status === 'disconnected') {
    throw new ConflictError(`The portal is not connected to ${access.service.serviceName}.`);
  }
  if (connection.status === 'connected') {
    await access.service.revoke(openToken(access.tokenKey, connection.refreshToken));
  }
  await db.transaction(async (tx) => {
    await tx
      .update(accountingConnections)
      .set({
        status: 'disconnected',
        accessToken: '',
        refreshToken: '',
        problem: null,
        updatedAt: sql`now()`,
      })
      .where(eq(accountingConnections.id, connection.id));
    await recordAudit(tx, {
      actorUserId: caller.id,
      entity: 'accounting',
      entityId: connection.realmId,
      action: 'accounting-disconnect',
      before: { status: connection.status },
      after: { status: 'disconnected' },
    });
  });
  return { message: DISCONNECTED_MESSAGE };
}
