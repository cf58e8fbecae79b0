import type { NoticeOutcome } from '../../../shared/states';
import type { Mailer, MailMessage } from './mailer';
import { recipientsOf } from './recipients';

export interface NoticeDelivery {
  outcome: Exclude<NoticeOutcome, 'sending'>;
  recipients: string;
  detail: string | null;
}

/**
 * Hands one message to the mail server for the addresses given (repeats and blanks dropped): sent,
 * failed with the server's reason (the claim is then retried), or no address to send to. The
 * message is made only when there is someone to send it to.
 */
export async function deliverNotice(
  mailer: Mailer,
  addresses: readonly (string | null | undefined)[],
  message: () => Omit<MailMessage, 'to'>,
): Promise<NoticeDelivery> {
  const to = recipientsOf(addresses);
  if (to.length === 0) {
    return { outcome: 'no-recipient', recipients: '', detail: 'No contact e-mail address to send to.' };
  }
  const recipients = to.join(', ');
  try {
    await mailer.send({ to, ...message() });
    return { outcome: 'sent', recipients, detail: null };
  } catch (error) {
    return {
      outcome: 'failed',
      recipients,
      detail: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    };
  }
}
