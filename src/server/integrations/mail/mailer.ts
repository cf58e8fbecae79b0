import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it should not go to the sending address. */
  replyTo?: string;
  /** An attachment with a `cid` is shown inside the HTML body, which names it `cid:<cid>`. */
  attachments?: { filename: string; content: Buffer; contentType?: string; cid?: string }[];
}

/** Sends e-mail; the portal's modules know only this. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Real e-mail through the configured SMTP server. */
export function createSmtpMailer(smtp: NonNullable<AppConfig['smtp']>, from: string): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    // A mail server that stops answering fails the send within seconds instead of holding the request.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}

/**
 * Without SMTP, each message is written as a complete .eml file to DATA_DIR/outbox, where any mail
 * program opens it: nothing is lost and nothing pretends to have been delivered.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const safeId = info.messageId.replace(/[^A-Za-z0-9.@-]/g, '');
      const file = `${new Date().toISOString().replaceAll(':', '-')}-${safeId}.eml`;
      // buffer: true makes the message a Buffer rather than a stream.
      writeFileSync(path.join(outboxDir, file), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}

export function createMailer(config: AppConfig): Mailer {
  if (config.smtp) return createSmtpMailer(config.smtp, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
}
