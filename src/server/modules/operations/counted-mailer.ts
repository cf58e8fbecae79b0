import type { Mailer } from '../../integrations/mail/mailer';
import type { AppMetrics } from './metrics';

/** The mailer with every message counted as sent or failed; a failure still reaches the caller. */
export function countedMailer(mailer: Mailer, metrics: AppMetrics): Mailer {
  return {
    async send(message) {
      try {
        const sent = await mailer.send(message);
        metrics.countEmail('sent');
        return sent;
      } catch (error) {
        metrics.countEmail('failed');
        throw error;
      }
    },
  };
}
