import type { DbOrTx } from '../../db/client';
import { districtProfile } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';

/**
 * The mailer with every message's replies going to the district's contact address from its
 * profile, so an owner who answers an e-mail reaches the office rather than the portal's sending
 * address. Read at each send: a profile change applies to the next message. A message that names
 * its own Reply-To keeps it; without a contact address the message goes as it is.
 */
export function replyToDistrict(mailer: Mailer, db: DbOrTx): Mailer {
  return {
    async send(message) {
      if (message.replyTo !== undefined) return mailer.send(message);
      const [profile] = await db.select({ email: districtProfile.email }).from(districtProfile).limit(1);
      return mailer.send(profile?.email ? { ...message, replyTo: profile.email } : message);
    },
  };
}
