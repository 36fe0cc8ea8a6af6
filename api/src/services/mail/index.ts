import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about; logged by the file adapter so a local install works offline. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
}

/** Nodemailer over SMTP_URL. */
class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}

/** A header value as RFC 2047 wants it: ASCII as it is, anything else (a Vietnamese subject) in base64. */
export function encodedHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Writes each message as an .eml file under `<dataDir>/mail/` and logs its link. */
export class FileMailer implements Mailer {
  readonly kind = 'file';
  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger | null,
  ) {}
  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    const eml = [
      `From: ${this.from}`,
      `To: ${message.to}`,
      `Subject: ${encodedHeader(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text,
      '',
    ].join('\r\n');
    await writeFile(file, eml, { mode: 0o600 });
    this.log?.info(
      { to: message.to, subject: message.subject, link: message.link, file },
      'mail written to file',
    );
  }
}

const cache = new WeakMap<AppConfig, Mailer>();

/** One mailer per app config: SMTP when SMTP_URL is set, else the file adapter. */
export function getMailer(config: AppConfig, log: FastifyBaseLogger | null = null): Mailer {
  let mailer = cache.get(config);
  if (!mailer) {
    mailer = config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new FileMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log);
    cache.set(config, mailer);
  }
  return mailer;
}
