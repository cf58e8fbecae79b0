import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createOutboxMailer, createSmtpMailer } from './mailer';

describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a message with its attachment to the SMTP server', async () => {
    const mailer = createSmtpMailer(
      { host: '127.0.0.1', port: smtp.port, secure: false },
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
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'billing@district.test', to: ['owner@example.com'] });
    expect(smtp.received[0]?.data).toContain('Subject: Invoice 2026-Q1');
    expect(smtp.received[0]?.data).toContain('filename=invoice.pdf');
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
