import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONTH_FIELDS,
  type HistoricPumpageRequest,
  type HistoricPumpageRow,
} from '../../../shared/contracts/water-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { insertDaily } from '../../test/factories/pumpage';
import { post, setUpWaterData, type Who } from '../../test/factories/water-data';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof setUpWaterData>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await setUpWaterData(t);
  const { db } = t.database;
  const january = Array.from({ length: 31 }, (_, index) => `2023-01-${String(index + 1).padStart(2, '0')}`);
  await insertDaily(db, fixture.wellA.id, [
    ...january.map((date): [string, number] => [date, 1.25]),
    // A reported zero is a month with data; March 2023 has no row at all.
    ['2023-02-10', 0],
    ['2023-02-11', 0],
    ['2023-12-31', 100.125],
    ['2024-12-31', 2.5],
    ['2025-01-01', 7],
  ]);
  await insertDaily(db, fixture.wellB.id, [['2023-01-15', 999]]);
});
afterAll(() => t.close());

function historic(who: Who | null, body: Partial<HistoricPumpageRequest>) {
  return post(t, '/api/GetAllHistoricWellPumpages', who ? fixture.tokens[who] : null, body);
}

/** A row with every month null except the given ones. */
function yearRow(
  year: number,
  months: Partial<Record<(typeof MONTH_FIELDS)[number], number>>,
  total: number | null,
) {
  return { year, ...Object.fromEntries(MONTH_FIELDS.map((month) => [month, months[month] ?? null])), total };
}

describe('POST /api/GetAllHistoricWellPumpages', () => {
  it('sums the daily rows per month, newest year first: null without rows, 0 for reported zeros', async () => {
    const response = await historic('admin', { wellId: fixture.wellA.id, startYear: 2022, endYear: 2024 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Pumpage of 2022 to 2024.',
      data: [
        yearRow(2024, { december: 2.5 }, 2.5),
        yearRow(2023, { january: 38.75, february: 0, december: 100.125 }, 138.875),
        yearRow(2022, {}, null),
      ],
    });
    const [first] = response.json().data as HistoricPumpageRow[];
    expect(Object.keys(first ?? {})).toEqual(['year', ...MONTH_FIELDS, 'total']);
  });

  it('answers one year alone, keeping the next year’s first day out', async () => {
    const response = await historic('owner', { wellId: fixture.wellA.id, startYear: 2024, endYear: 2024 });
    expect(response.json().data).toEqual([yearRow(2024, { december: 2.5 }, 2.5)]);
  });

  it('answers the ten years ending with the district’s current year by default', async () => {
    const currentYear = Number(todayIn('America/Chicago').slice(0, 4));
    const response = await historic('level20', { wellId: fixture.wellA.id });
    expect(response.statusCode).toBe(200);
    const years = (response.json().data as HistoricPumpageRow[]).map((row) => row.year);
    expect(years).toEqual(Array.from({ length: 10 }, (_, index) => currentYear - index));
  });

  it('answers 404 for another client’s well and for a well that does not exist', async () => {
    for (const [who, wellId] of [
      ['otherOwner', fixture.wellA.id],
      ['owner', fixture.wellB.id],
      ['level20', fixture.wellB.id],
      ['admin', 999_999],
    ] as const) {
      const response = await historic(who, { wellId, startYear: 2023, endYear: 2023 });
      expect({ who, status: response.statusCode, body: response.json() }).toEqual({
        who,
        status: 404,
        body: { message: 'Well not found.' },
      });
    }
    const own = await historic('otherOwner', { wellId: fixture.wellB.id, startYear: 2023, endYear: 2023 });
    expect(own.json().data).toEqual([yearRow(2023, { january: 999 }, 999)]);
  });

  it('refuses level 10 and anonymous callers', async () => {
    expect((await historic('user', { wellId: fixture.wellA.id })).statusCode).toBe(403);
    expect((await historic(null, { wellId: fixture.wellA.id })).statusCode).toBe(401);
  });

  it.each([
    [
      'a start without an end',
      { startYear: 2020 },
      { endYear: 'Give both a start and an end year, or neither' },
    ],
    [
      'an end before the start',
      { startYear: 2024, endYear: 2023 },
      { endYear: 'The end year must not be before the start year' },
    ],
    ['more than fifty years', { startYear: 1950, endYear: 2000 }, { endYear: 'Choose at most 50 years' }],
    ['a year before 1900', { startYear: 1899, endYear: 1900 }, { startYear: 'Choose 1900 or later' }],
    ['a fractional year', { startYear: 2020.5, endYear: 2021 }, { startYear: 'Choose a year' }],
    ['no well', { wellId: undefined }, { wellId: 'Well is required' }],
  ])('rejects %s', async (_case, range, errors) => {
    const response = await historic('admin', { wellId: fixture.wellA.id, ...range });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});
