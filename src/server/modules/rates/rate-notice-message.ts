import type { DistrictProfileRecord } from '../../../shared/contracts/district';
import { formatCents } from '../../../shared/format';
import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../integrations/mail/escape-html';

/** The content id the HTML body shows the logo by. */
export const LOGO_CID = 'district-logo';
const FALLBACK_DISTRICT = 'Your groundwater conservation district';

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** YYYY-MM-DD as "January 1, 2027". */
export function longDay(day: string): string {
  return LONG_DAY.format(new Date(`${day}T00:00:00Z`));
}

export interface RateNoticeFacts {
  clientName: string;
  rateCents: number;
  effectiveOn: string;
  adoptedOn: string | null;
  hearingOn: string | null;
  /** The rate in force the day before, which the new one replaces; null when none was. */
  replacedCents: number | null;
  district: DistrictProfileRecord | null;
  /** The district's logo, attached inline; null without one. */
  logo: { contentType: string; content: Buffer } | null;
}

/** The district's name and how to reach it, one line each. */
function contactLines(district: DistrictProfileRecord | null): string[] {
  if (!district) return [FALLBACK_DISTRICT];
  const place = `${district.city}, ${district.state} ${district.zipCode}`;
  return [
    district.name,
    district.address1,
    ...(district.address2 ? [district.address2] : []),
    place,
    ...(district.phone ? [`Phone: ${district.phone}`] : []),
    ...(district.email ? [`E-mail: ${district.email}`] : []),
  ];
}

/** What the notice says, one sentence a line, before the contact. */
function factLines(facts: RateNoticeFacts): string[] {
  const rate = `${formatCents(facts.rateCents)} per million gallons`;
  const from = longDay(facts.effectiveOn);
  return [
    `${facts.district?.name ?? 'The district'} bills groundwater pumped from ${from} at ${rate}.`,
    ...(facts.replacedCents === null
      ? []
      : [`It replaces the rate of ${formatCents(facts.replacedCents)} per million gallons.`]),
    ...(facts.adoptedOn ? [`The board adopted the rate on ${longDay(facts.adoptedOn)}.`] : []),
    ...(facts.hearingOn ? [`Public hearing: ${longDay(facts.hearingOn)}.`] : []),
    `Pumpage from ${from} on is billed at the new rate; pumpage before that day at the rate it replaces.`,
  ];
}

/** The notice of a new rate to one client: plain text, and HTML with the district's logo and contact. */
export function rateNoticeMessage(facts: RateNoticeFacts): Omit<MailMessage, 'to'> {
  const lines = factLines(facts);
  const contact = contactLines(facts.district);
  const districtName = facts.district?.name ?? FALLBACK_DISTRICT;
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const logo = facts.logo
    ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(districtName)}" style="max-height:80px"></p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">',
    logo,
    paragraph(`Dear ${facts.clientName},`),
    ...lines.map(paragraph),
    paragraph('Questions about the rate? Contact the district:'),
    `<p>${contact.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  const extension = facts.logo?.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    subject: `New groundwater rate of ${formatCents(facts.rateCents)} per million gallons from ${longDay(facts.effectiveOn)}`,
    text: [
      `Dear ${facts.clientName},`,
      '',
      ...lines,
      '',
      'Questions about the rate? Contact the district:',
      ...contact,
    ].join('\n'),
    html,
    ...(facts.district?.email ? { replyTo: facts.district.email } : {}),
    ...(facts.logo
      ? {
          attachments: [
            {
              filename: `district-logo.${extension}`,
              content: facts.logo.content,
              contentType: facts.logo.contentType,
              cid: LOGO_CID,
            },
          ],
        }
      : {}),
  };
}
