import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers, body and attachments. */
  data: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** The next message is refused as a mail server refuses a mailbox. */
  refuseNext(): void;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /**
   * Called with each message the server takes, once it is kept in `received` and before the sender
   * is answered: the answer waits for it, so a test can stop the sender while its message is in.
   */
  beforeReply?: (mail: ReceivedMail) => Promise<void> | void;
}

/** A local SMTP server that keeps what it receives: the mail server of the e-mail tests and benches. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refusing) {
          refusing = false;
          return callback(new Error('mailbox unavailable'));
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        };
        received.push(mail);
        if (!options.beforeReply) return callback();
        Promise.resolve(options.beforeReply(mail)).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A sender stopped while its answer is held leaves a broken connection: that is the test's intent.
  if (options.beforeReply) server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuseNext: () => {
      refusing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
