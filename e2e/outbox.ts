import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** An e-mail the server wrote to its outbox (it runs without SMTP), as a journey reads it. */
export interface OutboxMessage {
  file: string;
  /** Every address in To and Cc, in lower case. */
  recipients: string[];
  subject: string;
  /** The body decoded: quoted-printable soft line breaks joined and its escapes undone, or base64 undone. */
  text: string;
}

/** A header's value, its folded lines joined; '' when the message has none. */
function headerValue(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim() ?? '';
}

function decodedBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

const ADDRESS = /[^\s<>,;:"]+@[^\s<>,;:"]+/g;

/** One .eml file's addressees, subject and text (a single-part text message, as the portal sends). */
export function parseEml(file: string, raw: string): OutboxMessage {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const addressed = [headerValue(headers, 'To'), headerValue(headers, 'Cc')].join(', ');
  return {
    file,
    recipients: (addressed.match(ADDRESS) ?? []).map((address) => address.toLowerCase()),
    subject: headerValue(headers, 'Subject'),
    text: decodedBody(body, headerValue(headers, 'Content-Transfer-Encoding')),
  };
}

/** Every message in the outbox so far, oldest first; none while the server has written none. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (name) => parseEml(name, await readFile(path.join(dir, name), 'latin1'))),
  );
}
