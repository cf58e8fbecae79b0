import { and, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wells } from '../../db/schema';
import { ConflictError } from '../../errors';

export function duplicateWellNumber(wellNumber: string): ConflictError {
  return new ConflictError(`Well Number ${wellNumber} already exists.`);
}

/**
 * Well numbers are unique ignoring case: 'EB-100' and 'eb-100' would be the same well on paper.
 * The unique index catches exact duplicates that a concurrent save still slips past this check.
 */
export async function assertWellNumberIsFree(
  db: DbOrTx,
  wellNumber: string,
  exceptId: number | undefined,
): Promise<void> {
  const sameNumber = sql`lower(${wells.wellNumber}) = lower(${wellNumber})`;
  const [clash] = await db
    .select({ id: wells.id })
    .from(wells)
    .where(exceptId === undefined ? sameNumber : and(sameNumber, ne(wells.id, exceptId)))
    .limit(1);
  if (clash) throw duplicateWellNumber(wellNumber);
}
