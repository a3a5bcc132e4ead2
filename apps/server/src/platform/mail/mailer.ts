import nodemailer from 'nodemailer';
import type { Db } from '../db/types.ts';
import { mailOutbox } from './schema.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise nodemailer's JSON transport only renders the
 * message. Either way every mail lands in base_mail_outbox, so in development and tests the email
 * codes can be read there (and by administrators).
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      let status = options.smtpUrl ? 'SENT' : 'LOGGED';
      let error: string | null = null;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (e) {
        status = 'FAILED';
        error = (e as Error).message;
      }
      await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.text, status, error });
    },
  };
}
