import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell } from '../../test/factories/wells';
import { countPumpageRows, multipartFile } from '../../test/factories/pumpage-upload';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // A small limit keeps the test file small.
  t = await createTestApp({ config: { uploadMaxBytes: 4 * 1024 } });
  const matrix = await insertAccessMatrix(t.database.db);
  token = await t.tokenFor({ userId: matrix.admin.id });
  await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'LIMIT-1' });
});
afterAll(async () => {
  await t.close();
});

function dailyCsv(days: number): string {
  const lines = ['WellNumber,Date,Pumpage'];
  for (let day = 0; day < days; day += 1) {
    lines.push(`LIMIT-1,${new Date(Date.UTC(2001, 0, 1 + day)).toISOString().slice(0, 10)},1`);
  }
  return `${lines.join('\n')}\n`;
}

function upload(csv: string) {
  const { payload, headers } = multipartFile('limit.csv', csv);
  return t.app.inject({
    method: 'POST',
    url: '/api/UploadWellPumpages',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

it('refuses a file just over the limit with 413 and writes nothing', async () => {
  const csv = dailyCsv(200);
  expect(Buffer.byteLength(csv)).toBeGreaterThan(4 * 1024);
  const before = await countPumpageRows(t.database.db);
  const response = await upload(csv);
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe('The file is larger than 4 KB.');
  expect(await countPumpageRows(t.database.db)).toEqual(before);
});

it('accepts a file under the limit', async () => {
  const csv = dailyCsv(100);
  expect(Buffer.byteLength(csv)).toBeLessThan(4 * 1024);
  const response = await upload(csv);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ inserted: 100 });
});
