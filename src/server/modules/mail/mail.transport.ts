import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where delivered mail goes: an SMTP relay, or the log (development). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections (at shutdown). */
  close?(): void;
}

/** Development: one log line per message with its text (links included), nothing leaves the machine. */
export function createConsoleTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    async send(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (console transport):\n${mail.text}`);
    },
  };
}

/**
 * Real delivery through the relay named by SMTP_URL (smtp://user:pass@host:port or smtps://…), over
 * a pool of up to 5 reused connections, so a burst is not slowed by a handshake per e-mail.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 5, maxMessages: 1000 });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
