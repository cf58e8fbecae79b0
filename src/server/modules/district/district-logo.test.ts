import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MESSAGE } from '../../../shared/contracts/district';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logoFromDataUrl } from './district-logo';

/** The smallest valid PNG: one transparent pixel. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');

describe('logoFromDataUrl', () => {
  it.each([
    ['a PNG', `data:image/png;base64,${PNG_BASE64}`, 'image/png'],
    ['a JPEG', `data:image/jpeg;base64,${JPEG_START}`, 'image/jpeg'],
    ['a PNG declared as JPEG', `data:image/jpeg;base64,${PNG_BASE64}`, undefined],
    ['text declared as PNG', `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`, undefined],
    ['nothing', 'data:image/png;base64,', undefined],
    ['too large', `data:image/png;base64,${Buffer.alloc(210 * 1024, 0x89).toString('base64')}`, undefined],
  ])('%s', (_name, dataUrl, contentType) => {
    expect(logoFromDataUrl(dataUrl)?.contentType).toBe(contentType);
  });
});

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.researcher = await t.tokenFor({ userId: matrix.researcher.id });
});
afterAll(() => t.close());

const put = (logo: string | null, who = 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/UpdateDistrictLogo',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: { logo },
  });

describe('the district logo', () => {
  it('is set by an Admin, served to anyone as the image, and removed again', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/GetDistrictLogo' })).statusCode).toBe(404);
    expect((await put(`data:image/png;base64,${PNG_BASE64}`)).statusCode).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: '/api/GetDistrictLogo' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect((await put(null)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/GetDistrictLogo' })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG, and callers who are not Admins', async () => {
    const svg = await put(`data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ message: LOGO_MESSAGE });
    expect((await put('data:text/html;base64,PGI+')).statusCode).toBe(400);
    expect((await put(`data:image/png;base64,${PNG_BASE64}`, 'researcher')).statusCode).toBe(403);
  });
});
