import { eq } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar';
import { quarterDateRange, quarterOfMonth } from '../../../shared/rules/quarters';
import { entryInForce } from '../../../shared/rules/rate-schedule';
import { recipientsOf } from '../../integrations/mail/recipients';
import { billedInLastYear } from '../../modules/rates/billed-clients';
import { scheduledRates } from '../../modules/rates/schedule';
import type { Tx } from '../client';
import { auditLog, clients, invoices, rateNotices, rateSchedule, users } from '../schema';
import { middayOf } from './dates';
import { DEMO_USERS } from './users-data';

/** The board's next rate is this much above the rate in force, in cents per million gallons. */
const INCREASE_CENTS = 500;
/** The least days from today to the next rate: the notice the law asks for, and a little more. */
const LEAD_DAYS = 45;

/** The first day of the first quarter starting on or after `day`. */
export function quarterStartFrom(day: string): string {
  const year = Number(day.slice(0, 4));
  const { start, end } = quarterDateRange(year, quarterOfMonth(Number(day.slice(5, 7))));
  return start === day ? day : end;
}

/**
 * The rate history a board would have: the rate the district has billed with from the start (the
 * configured one, which the first start adopts before the demo is made) and an increase of $5 per
 * million gallons from the first quarter starting at least 45 days after today. Its public hearing,
 * the board's vote and the notice came before today, entered by the demo admin, and every client
 * billed in the last year was told of it (or had no address to be told at).
 */
export async function seedRates(tx: Tx, today: string): Promise<void> {
  const current = entryInForce(await scheduledRates(tx), today);
  if (!current) throw new Error('The rate schedule has no rate in force');
  const adminEmail = DEMO_USERS.find((user) => user.role === 'Admin')?.email ?? '';
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const noticeGivenOn = addDays(today, -7);
  const rate = {
    effectiveOn: quarterStartFrom(addDays(today, LEAD_DAYS)),
    rateCentsPerMillionGallons: current.rateCentsPerMillionGallons + INCREASE_CENTS,
    hearingOn: addDays(today, -21),
    adoptedOn: addDays(today, -14),
    noticeGivenOn,
  };
  const enteredAt = middayOf(rate.adoptedOn);
  const [created] = await tx
    .insert(rateSchedule)
    .values({ ...rate, enteredBy: admin?.id ?? null, createdAt: enteredAt })
    .returning({ id: rateSchedule.id });
  if (!created) throw new Error('rate insert returned nothing');
  await tx.insert(auditLog).values({
    at: enteredAt,
    actorUserId: admin?.id ?? null,
    action: 'save-rate',
    entity: 'rate',
    entityId: String(created.id),
    after: rate,
  });
  const billed = await tx
    .selectDistinct({
      id: clients.id,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
    })
    .from(clients)
    .innerJoin(invoices, eq(invoices.clientId, clients.id))
    .where(billedInLastYear(today))
    .orderBy(clients.id);
  if (billed.length === 0) return;
  await tx.insert(rateNotices).values(
    billed.map((client, index) => {
      const recipients = recipientsOf([client.a, client.b, client.c]).join(', ');
      // One message a minute from noon on the notice day, as a mail server would take them.
      const claimedAt = new Date(middayOf(noticeGivenOn).getTime() + index * 60_000);
      const notice = { rateId: created.id, clientId: client.id, attempts: 1, claimedAt };
      return recipients
        ? { ...notice, recipients, outcome: 'sent' as const, sentAt: claimedAt }
        : { ...notice, outcome: 'no-recipient' as const, detail: 'No contact e-mail address to send to.' };
    }),
  );
}
