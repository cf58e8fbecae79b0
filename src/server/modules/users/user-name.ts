import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * "First Last" of a user joined to a record (who recorded, sent, synced or connected), or null when
 * no user is: the system did it, or the left join found none.
 */
export const userNameSql = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
