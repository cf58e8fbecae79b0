import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit';
import type { Tx, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { aquifers, parishes, wellUseCategories, wellUses } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { doOncePerKey } from '../../request-keys';
import type { KeyedOperation } from '../../../shared/states';
import { isForeignKeyViolation } from '../../db/errors';

type ReferenceTable = typeof parishes | typeof aquifers | typeof wellUseCategories | typeof wellUses;
type Values<T extends ReferenceTable> = Omit<T['$inferInsert'], 'id'>;
type Row<T extends ReferenceTable> = T['$inferSelect'];

interface UniqueCode<T extends ReferenceTable> {
  column: PgColumn;
  /** Names the code in the 409 message: 'Parish Id EBR already exists.' */
  label: string;
  /** The unique constraint behind it, for saves that race past the check. */
  constraint: string;
  read: (values: Values<T>) => string;
}

/** How one kind of reference record is saved: its table, its names and the rules on its columns. */
export interface ReferenceRecordKind<T extends ReferenceTable> {
  table: T;
  /** The audit log's entity name, e.g. 'parish'. */
  entity: string;
  /** The record's name in messages, e.g. 'Parish'. */
  noun: string;
  /** The save as a request key names it. */
  operation: KeyedOperation;
  /** A code that must be unique, e.g. the parish's 'Parish Id'. */
  uniqueCode?: UniqueCode<T>;
  /** Foreign keys of the table, by constraint name, with the field and message a bad id answers. */
  foreignKeys?: Record<string, { field: string; message: string }>;
}

async function assertCodeIsFree<T extends ReferenceTable>(
  tx: Tx,
  kind: ReferenceRecordKind<T>,
  values: Values<T>,
  id: number | undefined,
): Promise<void> {
  const code = kind.uniqueCode;
  if (!code) return;
  const sameCode = eq(code.column, code.read(values));
  const idColumn: PgColumn = kind.table.id;
  const [clash] = await tx
    .select({ id: idColumn })
    .from(kind.table as PgTable)
    .where(id === undefined ? sameCode : and(sameCode, ne(idColumn, id)))
    .limit(1);
  if (clash) throw duplicateCode(code, values);
}

function duplicateCode<T extends ReferenceTable>(code: UniqueCode<T>, values: Values<T>) {
  return new ConflictError(`${code.label} ${code.read(values)} already exists.`);
}

/** Turns constraint failures that a concurrent save can still cause into the answers a check gives. */
function translateConstraintError<T extends ReferenceTable>(
  error: unknown,
  kind: ReferenceRecordKind<T>,
  values: Values<T>,
): unknown {
  if (kind.uniqueCode && isUniqueViolation(error, kind.uniqueCode.constraint)) {
    return duplicateCode(kind.uniqueCode, values);
  }
  for (const [constraint, { field, message }] of Object.entries(kind.foreignKeys ?? {})) {
    if (isForeignKeyViolation(error, constraint)) return new ValidationError(message, { [field]: message });
  }
  return error;
}

const savedMessage = (noun: string, id: number | undefined) =>
  `${noun} ${id === undefined ? 'created' : 'updated'} successfully.`;

/**
 * The one save flow of the reference lists: create without an id, update with one (404 when it
 * does not exist), refuse a code another record has (409), and audit before and after, all in one
 * transaction; with a request key, once however often the same request arrives.
 */
export async function saveReferenceRecord<T extends ReferenceTable>(
  db: DbOrTx,
  caller: Caller,
  kind: ReferenceRecordKind<T>,
  { id, requestKey }: { id: number | undefined; requestKey: string | undefined },
  values: Values<T>,
): Promise<{ message: string; id: number }> {
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: kind.operation,
      targetId: id ?? null,
      body: { id, ...values },
    },
    (tx) => writeReferenceRecord(tx, caller, kind, id, values),
    (resultId) => ({ message: savedMessage(kind.noun, id), id: resultId }),
  );
  return result;
}

async function writeReferenceRecord<T extends ReferenceTable>(
  db: DbOrTx,
  caller: Caller,
  kind: ReferenceRecordKind<T>,
  id: number | undefined,
  values: Values<T>,
): Promise<{ message: string; id: number }> {
  // Drizzle cannot type a query over "one of these tables"; ReferenceRecordKind<T> keeps callers exact.
  const table = kind.table as PgTable;
  const idColumn: PgColumn = kind.table.id;
  try {
    return await db.transaction(async (tx) => {
      let before: Row<T> | undefined;
      if (id !== undefined) {
        [before] = (await tx.select().from(table).where(eq(idColumn, id)).for('update')) as Row<T>[];
        if (!before) throw new NotFoundError(`${kind.noun} not found.`);
      }
      await assertCodeIsFree(tx, kind, values, id);

      const written = (
        id === undefined
          ? await tx.insert(table).values(values).returning()
          : await tx.update(table).set(values).where(eq(idColumn, id)).returning()
      ) as Row<T>[];
      const after = written[0];
      if (!after) throw new Error(`${kind.entity} save returned no row`);

      await recordAudit(tx, {
        actorUserId: caller.id,
        action: before ? 'update' : 'create',
        entity: kind.entity,
        entityId: after.id,
        before: before ?? null,
        after,
      });
      return { message: savedMessage(kind.noun, id), id: after.id };
    });
  } catch (error) {
    throw translateConstraintError(error, kind, values);
  }
}
