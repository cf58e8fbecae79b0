import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/calendar';
import {
  gallonsOfRegisterTotal,
  MICROGALLONS_PER_UNIT,
  registerLimit,
  type MeterRegister,
} from '../../../shared/rules/meter-volume';
import { METER_UNITS } from '../../../shared/states';
import type { Database } from '../../db/client';
import { dailyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { installMeter as installFixture, insertMeter } from '../../test/factories/meters';
import { insertUser } from '../../test/factories/people';
import { insertWell } from '../../test/factories/wells';
import { openTestDatabase } from '../../test/test-app';
import type { Caller } from '../auth/caller';
import { installMeter } from './install-meter';
import { recordReading } from './record-reading';

/*
 * For any sequence of readings, rollovers and meter changes on a well, in every unit, the daily
 * pumpage the accepted readings write sums to exactly the gallons each installation's register
 * advanced (its total steps, rounded to whole gallons once): no gallon lost or counted twice.
 */

let database: Database;
let staff: Caller;
const TODAY = '2026-01-01';

beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await insertUser(database.db, { email: 'property-admin@test.local', role: 'Admin' });
  staff = {
    id: admin.id,
    email: admin.email,
    firstName: 'Property',
    lastName: 'Admin',
    phone: null,
    isActive: true,
    roles: ['Admin'],
    clientIds: [],
    accessLevel: 100,
    tokensValidAfter: null,
  };
});
afterAll(() => database.close());

const register = fc.record({
  unit: fc.constantFrom(...METER_UNITS),
  multiplier: fc.constantFrom(1, 10, 100, 1000),
  registerDigits: fc.integer({ min: 3, max: 9 }),
});

/** A step: a reading some days after the last, or a meter change then; gallons asked, in millionths of the day's bound. */
const step = fc.record({
  kind: fc.constantFrom('reading', 'reading', 'reading', 'change'),
  days: fc.integer({ min: 1, max: 30 }),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  next: register,
  opening: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** At most ten thousand gallons a day: well inside what any well can pump, so nothing is refused. */
const MAX_GALLONS_PER_DAY = 10_000n;

function stepsOf(meter: MeterRegister, days: number, share: number): number {
  const gallonsPerStep = (BigInt(meter.multiplier) * MICROGALLONS_PER_UNIT[meter.unit]) / 1_000_000n;
  const most = (MAX_GALLONS_PER_DAY * BigInt(days)) / (gallonsPerStep > 0n ? gallonsPerStep : 1n);
  const bounded = Math.min(Number(most), registerLimit(meter.registerDigits) - 1);
  return Math.floor(bounded * share);
}

describe('pumpage from readings', () => {
  it('sums to exactly what each register advanced', async () => {
    let wellCount = 0;
    await fc.assert(
      fc.asyncProperty(register, fc.array(step, { minLength: 1, maxLength: 8 }), async (first, steps) => {
        wellCount += 1;
        const well = await insertWell(database.db, { clientId: null, wellNumber: `PROP-${wellCount}` });
        let meter: MeterRegister = first;
        const firstMeter = await insertMeter(database.db, { ...first, serialNumber: `PROP-${wellCount}-0` });
        await installFixture(database.db, {
          wellId: well.id,
          meterId: firstMeter.id,
          installedOn: '2025-01-01',
          openingReading: 0,
        });
        let value = 0;
        let advanced = 0;
        let expected = 0n;
        let date = '2025-01-01';
        for (const [index, next] of steps.entries()) {
          date = addDays(date, next.days);
          const advance = stepsOf(meter, next.days, next.share);
          const reached = value + advance;
          const limit = registerLimit(meter.registerDigits);
          const reading = reached >= limit ? reached - limit : reached;
          if (next.kind === 'change') {
            const replacement = await insertMeter(database.db, {
              ...next.next,
              serialNumber: `PROP-${wellCount}-${index + 1}`,
            });
            const opening = Math.floor(next.opening * (registerLimit(next.next.registerDigits) - 1));
            await installMeter(
              database.db,
              staff,
              {
                wellId: well.id,
                meterId: replacement.id,
                installedOn: date,
                openingReading: opening,
                closingReading: reading,
              },
              TODAY,
            );
            expected += gallonsOfRegisterTotal(advanced + advance, meter);
            meter = next.next;
            value = opening;
            advanced = 0;
          } else {
            const recorded = await database.db.transaction((tx) =>
              recordReading(
                tx,
                staff,
                {
                  wellId: well.id,
                  readOn: date,
                  readAt: null,
                  reading,
                  isRollover: reached >= limit,
                  comment: null,
                  source: 'staff',
                },
                TODAY,
              ),
            );
            expect(recorded.state).toBe('accepted');
            value = reading;
            advanced += advance;
          }
        }
        expected += gallonsOfRegisterTotal(advanced, meter);
        const [written] = await selectRows<{ gallons: string }>(
          database.db,
          sql`select coalesce(round(sum(${dailyPumpage.pumpage}) * 1000), 0)::text as gallons
            from ${dailyPumpage} where ${dailyPumpage.wellId} = ${well.id}`,
        );
        expect(BigInt(written?.gallons ?? '0')).toBe(expected);
        const sources = await database.db
          .selectDistinct({ source: dailyPumpage.source })
          .from(dailyPumpage)
          .where(eq(dailyPumpage.wellId, well.id));
        expect(sources.every((row) => row.source === 'reading')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
