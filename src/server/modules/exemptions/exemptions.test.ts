import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedResponse } from '../../../shared/contracts/common';
import type {
  ExemptionReviewResponse,
  ExemptionReviewRow,
  ExemptionRulesResponse,
  SaveExemptionRulesRequest,
} from '../../../shared/contracts/exemptions';
import {
  AQUIFER_RULE_TEXT,
  capacityGallonsPerDay,
  CATEGORY_RULE_TEXT,
  exemptionReasons,
  NO_EXEMPTION_RULES,
  type ExemptionFacts,
  type ExemptionRules,
} from '../../../shared/rules/exemption';
import { aquifers, auditLog, exemptionRules, wells, wellUseCategories, wellUses } from '../../db/schema';
import { insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
type Who = 'owner' | 'admin' | 'researcher';
const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

const RULES_URL = '/api/Exemption/GetExemptionRules';
const SAVE_URL = '/api/Exemption/SaveExemptionRules';
const REVIEW_URL = '/api/Exemption/GetExemptionReview';
const SET_URL = '/api/Exemption/SetWellExemption';

/** The reference rows: an alluvial aquifer and a sand, exempt-looking categories and uses. */
let ref: {
  alluvial: number;
  sand: number;
  agriculture: number;
  horticulture: number;
  industrial: number;
  /** Well uses by category; `plain` has none. */
  agUse: number;
  hortUse: number;
  indUse: number;
  plainUse: number;
};
/** Each well use's category, as the pure rule reads it. */
const categoryOfUse = new Map<number | null, number | null>([[null, null]]);

let louisiana: ExemptionRules;

async function setRules(rules: ExemptionRules) {
  const values = {
    ...rules,
    aquiferIds: [...rules.aquiferIds],
    wellUseCategoryIds: [...rules.wellUseCategoryIds],
  };
  await db()
    .insert(exemptionRules)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: exemptionRules.id, set: values });
}

async function review(query: string, who: Who = 'researcher') {
  const response = await call('GET', `${REVIEW_URL}?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExemptionReviewResponse>();
}

/** Every row of the review for the query, page by page. */
async function reviewAll(
  query: string,
): Promise<{ rows: ExemptionReviewRow[]; answer: ExemptionReviewResponse }> {
  const rows: ExemptionReviewRow[] = [];
  let answer: ExemptionReviewResponse;
  let page = 1;
  do {
    answer = await review(`${query}&pageSize=100&page=${page}`);
    rows.push(...answer.data);
    page += 1;
  } while (rows.length < answer.totalCount && answer.data.length > 0);
  return { rows, answer };
}

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(db());
  for (const who of ['owner', 'admin', 'researcher'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  const [alluvial, sand] = await db()
    .insert(aquifers)
    .values([
      { aquiferId: 'XMRA', name: 'Mississippi River Alluvial Aquifer' },
      { aquiferId: 'XSPS', name: 'Sparta Sand' },
    ])
    .returning();
  const [agriculture, horticulture, industrial] = await db()
    .insert(wellUseCategories)
    .values([{ description: 'Agriculture' }, { description: 'Horticulture' }, { description: 'Industrial' }])
    .returning();
  if (!alluvial || !sand || !agriculture || !horticulture || !industrial) throw new Error('insert failed');
  const [agUse, hortUse, indUse, plainUse] = await db()
    .insert(wellUses)
    .values([
      { wellUseId: 'XAG', description: 'Crops', wellUseCategoryId: agriculture.id },
      { wellUseId: 'XHO', description: 'Nursery', wellUseCategoryId: horticulture.id },
      { wellUseId: 'XIN', description: 'Plant process', wellUseCategoryId: industrial.id },
      { wellUseId: 'XPL', description: null },
    ])
    .returning();
  if (!agUse || !hortUse || !indUse || !plainUse) throw new Error('insert failed');
  for (const use of [agUse, hortUse, indUse, plainUse]) categoryOfUse.set(use.id, use.wellUseCategoryId);
  ref = {
    alluvial: alluvial.id,
    sand: sand.id,
    agriculture: agriculture.id,
    horticulture: horticulture.id,
    industrial: industrial.id,
    agUse: agUse.id,
    hortUse: hortUse.id,
    indUse: indUse.id,
    plainUse: plainUse.id,
  };
  louisiana = {
    maxDepthFeet: 400,
    aquiferIds: [ref.alluvial],
    wellUseCategoryIds: [ref.agriculture, ref.horticulture],
    minCapacityGallonsPerDay: 50_000,
  };
});
afterAll(() => t.close());

describe('the rules', () => {
  it('are read by staff, with who saved them; owners are refused', async () => {
    await setRules(louisiana);
    const response = await call('GET', RULES_URL, 'researcher');
    expect(response.statusCode).toBe(200);
    expect(response.json<ExemptionRulesResponse>().data).toMatchObject({
      maxDepthFeet: 400,
      aquiferIds: [ref.alluvial],
      wellUseCategoryIds: [ref.agriculture, ref.horticulture],
      minCapacityGallonsPerDay: 50_000,
    });
    expect((await call('GET', RULES_URL, 'owner')).statusCode).toBe(403);
  });

  it('are saved by the Admin alone, audited with what they were', async () => {
    await setRules(louisiana);
    const change: SaveExemptionRulesRequest = {
      maxDepthFeet: 350.5,
      // Repeats and order do not matter: the rules keep each id once, in order.
      aquiferIds: [ref.sand, ref.alluvial, ref.sand],
      wellUseCategoryIds: [],
      minCapacityGallonsPerDay: null,
    };
    expect((await call('PUT', SAVE_URL, 'researcher', change)).statusCode).toBe(403);
    expect((await call('PUT', SAVE_URL, 'owner', change)).statusCode).toBe(403);
    const before = await db().select({ id: auditLog.id }).from(auditLog);

    const saved = await call('PUT', SAVE_URL, 'admin', change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SavedResponse>()).toEqual({ message: 'Exemption rules saved', id: 1 });

    const { data } = (await call('GET', RULES_URL, 'researcher')).json<ExemptionRulesResponse>();
    expect(data).toMatchObject({
      maxDepthFeet: 350.5,
      aquiferIds: [ref.alluvial, ref.sand].sort((a, b) => a - b),
      wellUseCategoryIds: [],
      minCapacityGallonsPerDay: null,
      updatedBy: 'Test Admin',
    });
    expect(data.updatedAt).not.toBeNull();

    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'exemption-rules'));
    const added = audits.filter((entry) => !before.some((old) => old.id === entry.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'save-exemption-rules',
      entityId: '1',
      actorUserId: matrix.admin.id,
      before: { maxDepthFeet: 400, minCapacityGallonsPerDay: 50_000 },
      after: { maxDepthFeet: 350.5, wellUseCategoryIds: [], minCapacityGallonsPerDay: null },
    });
  });

  it.each<[string, () => Partial<SaveExemptionRulesRequest>, string, string]>([
    [
      'an aquifer that does not exist',
      () => ({ aquiferIds: [ref.alluvial, 999_999] }),
      'aquiferIds',
      'Exempt aquifers: aquifer 999999 does not exist.',
    ],
    [
      'categories that do not exist',
      () => ({ wellUseCategoryIds: [999_998, ref.agriculture, 999_999] }),
      'wellUseCategoryIds',
      'Exempt well-use categories: categories 999998 and 999999 do not exist.',
    ],
    [
      'an id that is not one',
      () => ({ aquiferIds: [0] }),
      'aquiferIds.0',
      'Exempt aquifers take aquifer ids',
    ],
    [
      'a depth of zero',
      () => ({ maxDepthFeet: 0 }),
      'maxDepthFeet',
      'Depth must be more than 0 feet; leave it empty for no depth rule',
    ],
    [
      'a depth past the column',
      () => ({ maxDepthFeet: 10_000_000 }),
      'maxDepthFeet',
      'Depth must be less than 10000000',
    ],
    [
      'a capacity in fractions of a gallon',
      () => ({ minCapacityGallonsPerDay: 1.5 }),
      'minCapacityGallonsPerDay',
      'Capacity must be a whole number of gallons a day',
    ],
    [
      'a capacity left out',
      () => ({ minCapacityGallonsPerDay: undefined }),
      'minCapacityGallonsPerDay',
      'Capacity must be a whole number of gallons a day',
    ],
  ])('refuses %s, naming the field, and changes nothing', async (_name, change, field, message) => {
    await setRules(louisiana);
    const before = await db().select().from(exemptionRules);
    const response = await call('PUT', SAVE_URL, 'admin', { ...louisiana, ...change() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await db().select().from(exemptionRules)).toEqual(before);
  });
});

describe('the review', () => {
  /** A shallow well not flagged, a deep flagged one, a shallow flagged one and a deep unflagged one. */
  async function reviewWells() {
    const owned = { clientId: matrix.clientA.id, aquiferId: ref.sand, wellUseId: ref.indUse };
    const shallowUnflagged = await insertWell(db(), {
      ...owned,
      wellNumber: 'REV-2',
      wellDepth: 120,
      dailyPumpRate: 900,
    });
    const deepFlagged = await insertWell(db(), {
      clientId: null,
      wellNumber: 'REV-10',
      wellDepth: 1500,
      dailyPumpRate: 900,
      flag: 'E',
    });
    const shallowFlagged = await insertWell(db(), {
      ...owned,
      wellNumber: 'REV-3',
      wellDepth: 90,
      dailyPumpRate: 900,
      flag: 'E',
    });
    const deepUnflagged = await insertWell(db(), {
      ...owned,
      wellNumber: 'REV-1',
      wellDepth: 1200,
      dailyPumpRate: 900,
    });
    return { shallowUnflagged, deepFlagged, shallowFlagged, deepUnflagged };
  }
  let reviewed: Awaited<ReturnType<typeof reviewWells>>;

  beforeAll(async () => {
    reviewed = await reviewWells();
  });

  it('lists by default only the wells the rules and the flag disagree on, with the counts', async () => {
    await setRules(louisiana);
    await db().update(wells).set({ flag: null }).where(eq(wells.id, reviewed.shallowUnflagged.id));
    await db().update(wells).set({ flag: 'E' }).where(eq(wells.id, reviewed.deepFlagged.id));
    const answer = await review('wellNumber=REV-');
    expect(answer.data.map((row) => row.wellNumber)).toEqual(['REV-2', 'REV-10']);
    expect(answer.totalCount).toBe(2);
    expect(answer.counts).toEqual({ matches: 2, differs: 2 });
    expect(answer.data[0]).toEqual({
      wellId: reviewed.shallowUnflagged.id,
      wellNumber: 'REV-2',
      clientName: 'Client A',
      aquiferName: 'Sparta Sand',
      wellUseName: 'Plant process',
      wellDepth: 120,
      capacityGallonsPerDay: 900_000,
      flaggedExempt: false,
      ruleExempt: true,
      reasons: ['Shallower than 400 ft'],
    });
    expect(answer.data[1]).toMatchObject({
      wellNumber: 'REV-10',
      clientName: null,
      aquiferName: null,
      wellUseName: null,
      flaggedExempt: true,
      ruleExempt: false,
      reasons: [],
    });

    const all = await review('wellNumber=rev-&show=all');
    expect(all.data.map((row) => row.wellNumber)).toEqual(['REV-1', 'REV-2', 'REV-3', 'REV-10']);
    expect(all.counts).toEqual({ matches: 2, differs: 2 });
  });

  it('sorts either way, unknown values last', async () => {
    await setRules(louisiana);
    const byDepth = await review('wellNumber=REV-&show=all&sort=wellDepth&direction=desc');
    expect(byDepth.data.map((row) => row.wellNumber)).toEqual(['REV-10', 'REV-1', 'REV-2', 'REV-3']);
    const byClient = await review('wellNumber=REV-&show=all&sort=client&direction=asc');
    expect(byClient.data.map((row) => row.wellNumber)).toEqual(['REV-1', 'REV-2', 'REV-3', 'REV-10']);
    const byNumberDown = await review('wellNumber=REV-&show=all&sort=wellNumber&direction=desc');
    expect(byNumberDown.data.map((row) => row.wellNumber)).toEqual(['REV-10', 'REV-3', 'REV-2', 'REV-1']);
  });

  it('refuses an unknown filter or sort, and owners', async () => {
    const bad = await call('GET', `${REVIEW_URL}?show=some`, 'researcher');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { show: 'Show is differs or all' } });
    const badSize = await call('GET', `${REVIEW_URL}?pageSize=30`, 'researcher');
    expect(badSize.json()).toMatchObject({ errors: { pageSize: 'Rows per page must be 25, 50 or 100' } });
    expect((await call('GET', REVIEW_URL, 'owner')).statusCode).toBe(403);
  });

  it('agrees with the pure rule on every combination of facts, under several rules', async () => {
    const depths = [null, 100, 399.9, 400, 400.1, 1000];
    const rates = [null, 0, 0.035, 49.999, 50, 50.001, 900];
    const aquiferChoices = [null, ref.alluvial, ref.sand];
    const useChoices = [null, ref.agUse, ref.hortUse, ref.indUse, ref.plainUse];
    const grid: (typeof wells.$inferInsert)[] = [];
    for (const wellDepth of depths) {
      for (const dailyPumpRate of rates) {
        for (const aquiferId of aquiferChoices) {
          for (const wellUseId of useChoices) {
            const index = grid.length;
            grid.push({
              clientId: index % 4 === 0 ? null : matrix.clientB.id,
              identificationNumber: `GRID-${index}`,
              wellNumber: `GRID-${index}`,
              wellDepth,
              dailyPumpRate,
              aquiferId,
              wellUseId,
              flag: index % 3 === 0 ? 'E' : null,
            });
          }
        }
      }
    }
    const inserted = await db().insert(wells).values(grid).returning();
    const factsOf = new Map(
      inserted.map((well): [number, ExemptionFacts & { flagged: boolean }] => [
        well.id,
        {
          wellDepth: well.wellDepth,
          dailyPumpRate: well.dailyPumpRate,
          aquiferId: well.aquiferId,
          wellUseCategoryId: categoryOfUse.get(well.wellUseId) ?? null,
          flagged: well.flag === 'E',
        },
      ]),
    );

    const ruleSets: ExemptionRules[] = [
      louisiana,
      NO_EXEMPTION_RULES,
      {
        maxDepthFeet: 399.9,
        aquiferIds: [],
        wellUseCategoryIds: [ref.industrial],
        minCapacityGallonsPerDay: 35,
      },
      {
        maxDepthFeet: null,
        aquiferIds: [ref.sand, ref.alluvial],
        wellUseCategoryIds: [],
        minCapacityGallonsPerDay: 36,
      },
    ];
    try {
      for (const rules of ruleSets) {
        await setRules(rules);
        const { rows, answer } = await reviewAll('show=all&wellNumber=GRID-');
        // Paged 100 at a time: every well once, no page overlapping another.
        expect(new Set(rows.map((row) => row.wellId)).size).toBe(grid.length);
        expect(rows).toHaveLength(grid.length);
        let matches = 0;
        const differing: number[] = [];
        for (const row of rows) {
          const facts = factsOf.get(row.wellId);
          if (!facts) throw new Error(`unexpected well ${row.wellNumber}`);
          const reasons = exemptionReasons(facts, rules);
          expect(row.reasons, row.wellNumber).toEqual(reasons);
          expect(row.ruleExempt, row.wellNumber).toBe(reasons.length > 0);
          expect(row.flaggedExempt, row.wellNumber).toBe(facts.flagged);
          expect(row.capacityGallonsPerDay).toBe(capacityGallonsPerDay(facts.dailyPumpRate));
          if (reasons.length > 0) matches += 1;
          if (reasons.length > 0 !== facts.flagged) differing.push(row.wellId);
        }
        expect(answer.counts).toEqual({ matches, differs: differing.length });

        const differs = await reviewAll('wellNumber=GRID-');
        expect(differs.rows.map((row) => row.wellId).sort((a, b) => a - b)).toEqual(
          differing.sort((a, b) => a - b),
        );
        expect(differs.answer.totalCount).toBe(differing.length);
      }
      // Each rule matched somewhere under the Louisiana defaults, so the comparison was not vacuous.
      await setRules(louisiana);
      const { rows } = await reviewAll('show=all&wellNumber=GRID-');
      const texts = new Set(rows.flatMap((row) => row.reasons));
      expect(texts).toEqual(
        new Set([
          'Shallower than 400 ft',
          AQUIFER_RULE_TEXT,
          CATEGORY_RULE_TEXT,
          'Pumps under 50,000 gallons a day',
        ]),
      );
    } finally {
      await db().delete(wells).where(like(wells.wellNumber, 'GRID-%'));
    }
  }, 60_000);
});

describe('setting a well’s flag', () => {
  it('marks a well exempt and clears it, each with its reason in the audit log', async () => {
    await setRules(louisiana);
    const well = await insertWell(db(), { clientId: matrix.clientA.id, wellNumber: 'SET-1', wellDepth: 150 });
    expect((await review('wellNumber=SET-1')).data.map((row) => row.wellId)).toEqual([well.id]);

    const marked = await call('POST', SET_URL, 'researcher', {
      wellId: well.id,
      exempt: true,
      reason: '  Domestic well under 400 ft  ',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<SavedResponse>()).toEqual({ message: 'Well SET-1 marked exempt.', id: well.id });
    const [after] = await db().select({ flag: wells.flag }).from(wells).where(eq(wells.id, well.id));
    expect(after?.flag).toBe('E');
    // The rules and the flag now agree: the well leaves the default list.
    const answer = await review('wellNumber=SET-1');
    expect(answer.data).toEqual([]);
    expect(answer.counts).toEqual({ matches: 1, differs: 0 });

    const cleared = await call('POST', SET_URL, 'admin', {
      wellId: well.id,
      exempt: false,
      reason: 'Supplies a car wash',
    });
    expect(cleared.json<SavedResponse>().message).toBe('Well SET-1 is no longer exempt.');
    const [again] = await db().select({ flag: wells.flag }).from(wells).where(eq(wells.id, well.id));
    expect(again?.flag).toBeNull();

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'well'), eq(auditLog.entityId, String(well.id))))
      .orderBy(auditLog.id);
    expect(audits).toMatchObject([
      {
        action: 'mark-exempt',
        actorUserId: matrix.researcher.id,
        before: { flag: null },
        after: { flag: 'E', reason: 'Domestic well under 400 ft' },
      },
      {
        action: 'clear-exemption',
        actorUserId: matrix.admin.id,
        before: { flag: 'E' },
        after: { flag: null, reason: 'Supplies a car wash' },
      },
    ]);
  });

  it('leaves a well already so alone, unaudited', async () => {
    const well = await insertWell(db(), { clientId: null, wellNumber: 'SET-2', flag: 'E' });
    const response = await call('POST', SET_URL, 'researcher', {
      wellId: well.id,
      exempt: true,
      reason: 'Again',
    });
    expect(response.json<SavedResponse>().message).toBe('Well SET-2 is already marked exempt.');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'well'), eq(auditLog.entityId, String(well.id))));
    expect(audits).toEqual([]);
  });

  it.each<[string, (wellId: number) => object, number, Record<string, string> | string]>([
    [
      'no reason',
      (wellId) => ({ wellId, exempt: true, reason: '   ' }),
      400,
      { reason: 'Reason is required' },
    ],
    [
      'a reason of 501 characters',
      (wellId) => ({ wellId, exempt: true, reason: 'x'.repeat(501) }),
      400,
      { reason: 'Reason must be at most 500 characters' },
    ],
    [
      'no choice',
      (wellId) => ({ wellId, reason: 'Small well' }),
      400,
      { exempt: 'Exempt must be true or false' },
    ],
    [
      'a well that does not exist',
      () => ({ wellId: 999_999, exempt: true, reason: 'Small' }),
      404,
      'Well not found.',
    ],
  ])('refuses %s and changes nothing', async (_name, body, status, expected) => {
    const well = await insertWell(db(), { clientId: matrix.clientA.id, wellDepth: 100 });
    const response = await call('POST', SET_URL, 'researcher', body(well.id));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(
      typeof expected === 'string' ? { message: expected } : { errors: expected },
    );
    const [after] = await db().select({ flag: wells.flag }).from(wells).where(eq(wells.id, well.id));
    expect(after?.flag).toBeNull();
  });

  it('is refused to an owner, even for their own well', async () => {
    const well = await insertWell(db(), { clientId: matrix.clientA.id, wellDepth: 100 });
    const response = await call('POST', SET_URL, 'owner', { wellId: well.id, exempt: true, reason: 'Mine' });
    expect(response.statusCode).toBe(403);
    const [after] = await db().select({ flag: wells.flag }).from(wells).where(eq(wells.id, well.id));
    expect(after?.flag).toBeNull();
  });
});
