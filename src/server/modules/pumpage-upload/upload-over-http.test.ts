import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell } from '../../test/factories/wells';
import { countPumpageRows, multipartFile } from '../../test/factories/pumpage-upload';

/** A real server on a free port: app.inject never shows what a client sees of an early answer. */
async function listening(app: TestApp): Promise<{ host: string; port: number; url: string }> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  return { host: '127.0.0.1', port, url: `http://127.0.0.1:${port}/api/UploadWellPumpages` };
}

/** `megabytes` of daily CSV lines under `header`. */
function largeCsv(header: string, megabytes: number): string {
  const line = 'REACH-1,2024-01-01,1\n';
  return `${header}\n${line.repeat(Math.ceil((megabytes * 1024 * 1024) / line.length))}`;
}

/** Long enough for megabytes over loopback on a busy machine; a stalled upload never finishes. */
const SENDING_BOUND_MS = 30_000;

interface HttpAnswer {
  status: number | undefined;
  message: string;
  /** Whether the client could send its whole body: a browser shows no answer to an upload it cannot finish. */
  bodySent: boolean;
}

/** Posts with node:http, which tells when the whole body has left the client. */
async function postFile(url: string, csv: string, authorization: string | undefined): Promise<HttpAnswer> {
  const { payload, headers } = multipartFile('large.csv', csv);
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, ...(authorization ? { authorization } : {}) },
  });
  const sent = Promise.race([once(request, 'finish').then(() => true), sleep(SENDING_BOUND_MS, false)]);
  request.end(payload);
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  let body = '';
  for await (const chunk of response) body += String(chunk);
  const bodySent = await sent;
  request.destroy();
  return {
    status: response.statusCode,
    message: (JSON.parse(body) as { message: string }).message,
    bodySent,
  };
}

describe('refusals reach the client that sent a large body', () => {
  let t: TestApp;
  let url: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { uploadMaxBytes: 12 * 1024 * 1024 } });
    const matrix = await insertAccessMatrix(t.database.db);
    token = await t.tokenFor({ userId: matrix.admin.id });
    await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'REACH-1' });
    ({ url } = await listening(t));
  });
  afterAll(() => t.close());

  it('answers a wrong header of an 8 MB file, refused at line 1, once the client has sent it all', async () => {
    const answer = await postFile(url, largeCsv('Well,Day,Gallons', 8), `Bearer ${token}`);
    expect(answer).toMatchObject({ status: 400, bodySent: true });
    expect(answer.message).toContain('Line 1: the header must be WellNumber,Date,Pumpage');
    expect(await countPumpageRows(t.database.db)).toEqual({ daily: 0, hourly: 0 });
  });

  it('answers an anonymous 8 MB upload, refused before the handler, once the client has sent it all', async () => {
    const answer = await postFile(url, largeCsv('WellNumber,Date,Pumpage', 8), undefined);
    expect(answer).toMatchObject({ status: 401, bodySent: true });
  });

  it('answers a file over the limit once the client has sent it all', async () => {
    const answer = await postFile(url, largeCsv('WellNumber,Date,Pumpage', 13), `Bearer ${token}`);
    expect(answer).toEqual({ status: 413, message: 'The file is larger than 12 MB.', bodySent: true });
    expect(await countPumpageRows(t.database.db)).toEqual({ daily: 0, hourly: 0 });
  });

  it("answers with Node's fetch too", async () => {
    const form = new FormData();
    form.append('file', new Blob([largeCsv('Well,Day,Gallons', 8)]), 'large.csv');
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
  });
});

describe('a stalled body', () => {
  let t: TestApp;
  let server: { host: string; port: number };
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { requestTimeoutSeconds: 0.5 } });
    const matrix = await insertAccessMatrix(t.database.db);
    token = await t.tokenFor({ userId: matrix.admin.id });
    await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'SLOW-1' });
    server = await listening(t);
  });
  afterAll(() => t.close());

  /** Sends the start of an upload that announces more than it sends; answers all the server says until it closes. */
  function stallingUpload(): Promise<string> {
    const boundary = 'stall';
    const start =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\n\r\n` +
      'WellNumber,Date,Pumpage\nSLOW-1,2024-01-01,1\n';
    const head =
      'POST /api/UploadWellPumpages HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      'Content-Length: 100000\r\n\r\n';
    return new Promise((resolve, reject) => {
      const socket = net.connect(server.port, server.host, () => socket.write(head + start));
      let received = '';
      socket.on('data', (data) => (received += data.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('is cut off with 408 after the request timeout, and nothing is written', async () => {
    const answer = await stallingUpload();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await countPumpageRows(t.database.db)).toEqual({ daily: 0, hourly: 0 });
  });
});
