import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ApiInstance } from '../modules/context';

/** Fetches a challenge and does the proof of work as the browser widget would; returns its payload. */
export async function solveCaptcha(app: ApiInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/Captcha/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
