import type { ConnectionOptions } from 'node:tls';
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A delivery that failed. `code` is the server's reply code when it answered
 * (451: try again later; 5xx: refused), else nodemailer's kind of failure
 * (`ETLS`: the connection could not be encrypted, `EAUTH`, `ECONNECTION`,
 * `ETIMEDOUT`…). The outbox records only the name and the code: a reply can
 * quote an address.
 */
export class SmtpError extends Error {
  readonly code: number | string;
  constructor(code: number | string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmtpError';
    this.code = code;
  }
}

export interface SmtpSenderOptions {
  /** how long connecting, the greeting and each later wait may take */
  timeoutMs?: number;
  /**
   * Extra TLS options, for tests only (a test server's self-signed
   * certificate as `ca`); nothing in the environment sets them, so the
   * server's certificate is always verified in production.
   */
  tls?: ConnectionOptions;
}

/**
 * nodemailer's settings for `SMTP_URL`: `smtps://user:pass@host:465` speaks
 * TLS from the first byte; `smtp://user:pass@host:587` must upgrade with
 * STARTTLS before anything else (`requireTLS`), so a server that does not
 * offer it, or a man in the middle that strips it, gets neither the password
 * nor the message (ADR 0060).
 */
export function smtpTransportOptions(
  url: string,
  { timeoutMs = 15_000, tls }: SmtpSenderOptions = {},
): SMTPTransportOptions {
  const target = new URL(url);
  if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const secure = target.protocol === 'smtps:';
  const user = decodeURIComponent(target.username);
  return {
    host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(target.port || (secure ? 465 : 25)),
    secure,
    requireTLS: !secure,
    auth: user ? { user, pass: decodeURIComponent(target.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(tls ? { tls } : {}),
  };
}

/** What nodemailer's error says, as an SmtpError; `ETLS` explains itself. */
function smtpError(error: unknown): SmtpError {
  const e = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  // ETLS says more than the reply code to STARTTLS that came with it
  const code = (e.code === 'ETLS' ? e.code : (e.responseCode ?? e.code)) ?? 'ESMTP';
  const message =
    e.code === 'ETLS'
      ? `SMTP: the connection could not be encrypted (STARTTLS not offered, refused or failed); nothing was sent, the password included. ${e.message ?? ''}`.trim()
      : `SMTP ${code}: ${e.message ?? 'delivery failed'}`;
  return new SmtpError(code, message, { cause: error });
}

/**
 * A function that sends one text message through the SMTP server named by
 * `url` (SMTP_URL), one connection per message: the forms send a few short
 * messages, from the outbox, in the background.
 */
export function smtpSender(url: string, options: SmtpSenderOptions = {}): (message: MailMessage) => Promise<void> {
  const transport = nodemailer.createTransport(smtpTransportOptions(url, options));
  return async (message) => {
    try {
      await transport.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text });
    } catch (error) {
      throw smtpError(error);
    }
  };
}
