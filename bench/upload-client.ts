import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { errorResponseSchema } from '../src/shared/contracts/common';
import { uploadWellPumpagesEndpoint } from '../src/shared/contracts/pumpage-upload';

/**
 * Sends one file to POST UploadWellPumpages from a process of its own, as a browser elsewhere
 * would, and prints `{ status, ms, message }`: the server's process then holds only the server's
 * memory and does only the server's work. Arguments: base URL, access token, file path.
 */
const [baseUrl, token, filePath] = process.argv.slice(2);
if (!baseUrl || !token || !filePath) throw new Error('usage: upload-client <baseUrl> <token> <file>');
const form = new FormData();
// The file's own name: the server reads .xlsx files as workbooks.
form.append('file', await openAsBlob(filePath), path.basename(filePath));
const started = performance.now();
const response = await fetch(`${baseUrl}${uploadWellPumpagesEndpoint.path}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
// A refusal answers only its message.
const answer = (response.ok ? uploadWellPumpagesEndpoint.response : errorResponseSchema).parse(
  await response.json(),
);
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ status: response.status, ms, message: answer.message }));
