import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { clients, publicDataSettings } from '../schema';

/** The demo client staff have marked public: a city's water system, whose name the public pages show. */
export const PUBLIC_DEMO_CLIENT = 'City of Zachary Water System';

/**
 * The demo district publishes all three sections (landing page, pumpage, wells) and one client's
 * name: the city water system, or else the first client that looks like a water system or a city,
 * or else the first client. Answers the id of the client made public, if there is a client at all.
 */
export async function seedPublicData(db: DbOrTx): Promise<number | null> {
  const sections = { publishLanding: true, publishPumpage: true, publishWells: true };
  await db
    .insert(publicDataSettings)
    .values({ id: 1, ...sections })
    .onConflictDoUpdate({ target: publicDataSettings.id, set: { ...sections, updatedAt: new Date() } });
  const [chosen] = await db
    .select({ id: clients.id })
    .from(clients)
    .orderBy(
      desc(sql`${clients.name} = ${PUBLIC_DEMO_CLIENT}`),
      desc(sql`${clients.name} ilike '%water%' or ${clients.name} ilike 'city of %'`),
      clients.id,
    )
    .limit(1);
  if (!chosen) return null;
  await db.update(clients).set({ isPublic: true }).where(eq(clients.id, chosen.id));
  return chosen.id;
}
