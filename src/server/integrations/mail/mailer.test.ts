import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from './mailer';

describe('SMTP mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with its attachment to the SMTP server', async () => {
    const mailer = createSmtpMailer(
      { host: '127.0.0.1', port, secure: false },
      'District <billing@district.test>',
    );
    await mailer.send({
      to: 'owner@example.com',
      subject: 'Invoice 2026-Q1',
      text: 'Your invoice is attached.',
      attachments: [
        { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
      ],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'billing@district.test', to: ['owner@example.com'] });
    expect(received[0]?.data).toContain('Subject: Invoice 2026-Q1');
    expect(received[0]?.data).toContain('filename=invoice.pdf');
  });
});

describe('outbox mailer', () => {
  it('writes each message as an .eml file', async () => {
    const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), 'gdp-outbox-')), 'outbox');
    const mailer = createOutboxMailer(outbox, 'District <no-reply@district.test>');
    const { messageId } = await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Body text' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: a@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain(messageId);
  });
});
