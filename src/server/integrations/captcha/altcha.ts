import { createHmac } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { captchaChallengeSchema } from '../../../shared/contracts/users';
import type { Db } from '../../db/client';
import { captchaReplays } from '../../db/schema';

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/** Self-hosted proof of work (ALTCHA): no third party, works offline. */
export interface Captcha {
  createChallenge(): Promise<z.output<typeof captchaChallengeSchema>>;
  /** True once per solved challenge: a replayed solution is refused. */
  verifySolution(payload: string): Promise<boolean>;
}

/**
 * Challenges are signed with keys derived from the server secret; accepted solutions are kept in
 * captcha_replays until they expire, so every instance refuses a second use.
 */
export function createAltchaCaptcha(db: Db, secret: string, maxCounter: number): Captcha {
  const signatureSecret = createHmac('sha256', secret).update('altcha-signature').digest('hex');
  const keySignatureSecret = createHmac('sha256', secret).update('altcha-key-signature').digest('hex');

  const replayStore = {
    get: () => false,
    set: () => undefined,
    async setIfAbsent(challengeId: string): Promise<boolean> {
      await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, sql`now()`));
      const inserted = await db
        .insert(captchaReplays)
        .values({
          signature: challengeId,
          expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_LIFETIME_SECONDS})`,
        })
        .onConflictDoNothing()
        .returning({ signature: captchaReplays.signature });
      return inserted.length === 1;
    },
  };

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxCounter),
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
    async verifySolution(payload) {
      const result = await verify(payload, deriveKey, signatureSecret, keySignatureSecret, replayStore);
      return result.error === null;
    },
  };
}
