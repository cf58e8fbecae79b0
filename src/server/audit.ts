import type { DbOrTx } from './db/client';
import { auditLog } from './db/schema';
import { insertJsonRows } from './db/sql';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

const AUDIT_COLUMNS = {
  actorUserId: auditLog.actorUserId,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** Writes several audit entries in one statement, e.g. one per invoice a generation created. */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  await insertJsonRows(
    db,
    auditLog,
    AUDIT_COLUMNS,
    entries.map((entry) => ({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
