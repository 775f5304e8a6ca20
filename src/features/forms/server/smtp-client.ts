import { randomUUID } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

/** An answer the SMTP server gave that is not a success: its code says whether to retry (4xx) or not (5xx). */
export class SmtpError extends Error {
  readonly code: number;
  constructor(code: number, text: string) {
    super(`SMTP ${code} ${text}`);
    this.name = 'SmtpError';
    this.code = code;
  }
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const encodeWord = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);
const wrap76 = (base64: string) => base64.replace(/.{1,76}/g, '$&\r\n');

/** The message as it goes over DATA: UTF-8 text in base64, so no line needs dot-stuffing. */
export function formatMessage(message: MailMessage, now = new Date()): string {
  const domain = message.from.split('@')[1] ?? 'localhost';
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeWord(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap76(Buffer.from(message.text).toString('base64')),
  ].join('\r\n');
}

/**
 * Sends one message through the SMTP server named by `url`
 * (`smtp://user:pass@host:587`, STARTTLS when offered; `smtps://…:465`,
 * TLS from the start). A small client on purpose: the forms send a short
 * text message to one address, and it keeps the project free of a mail
 * library's dependencies.
 */
export async function sendMail(url: string, message: MailMessage, { timeoutMs = 15_000 } = {}): Promise<void> {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const port = Number(target.port || (secure ? 465 : 25));
  let socket: net.Socket = secure ? tls.connect({ host: target.hostname, port, servername: target.hostname }) : net.connect({ host: target.hostname, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timeout')));

  // complete replies, in order; a multi-line reply ("250-…" lines, then "250 …") is one, with all its lines
  type Reply = { code: number; text: string; lines: string[] };
  const replies: Reply[] = [];
  let notify: (() => void) | null = null;
  let failed: Error | null = null;
  let buffer = '';
  let lines: string[] = [];
  const listen = (s: net.Socket) => {
    s.setEncoding('utf8');
    s.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        lines.push(line.slice(4));
        if (/^\d{3}(?: |$)/.test(line)) {
          replies.push({ code: Number(line.slice(0, 3)), text: line.slice(4), lines });
          lines = [];
          notify?.();
        }
      }
    });
    s.on('error', (error) => {
      failed = error;
      notify?.();
    });
    s.on('close', () => {
      failed ??= new Error('SMTP connection closed');
      notify?.();
    });
  };
  listen(socket);

  const reply = async (): Promise<Reply> => {
    while (replies.length === 0) {
      if (failed) throw failed;
      await new Promise<void>((resolve) => (notify = resolve));
      notify = null;
    }
    return replies.shift()!;
  };
  const expect = async (ok: (code: number) => boolean) => {
    const r = await reply();
    if (!ok(r.code)) throw new SmtpError(r.code, r.text);
    return r;
  };
  const command = async (line: string, ok: (code: number) => boolean = (c) => c >= 200 && c < 300) => {
    socket.write(`${line}\r\n`);
    return expect(ok);
  };

  try {
    await expect((c) => c === 220);
    const hello = `EHLO ${message.from.split('@')[1] ?? 'localhost'}`;
    const greeting = await command(hello);
    if (!secure && greeting.lines.some((c) => c.toUpperCase().startsWith('STARTTLS'))) {
      await command('STARTTLS');
      socket.removeAllListeners('data');
      socket.removeAllListeners('close');
      socket = tls.connect({ socket, servername: target.hostname });
      listen(socket);
      await command(hello);
    }
    if (target.username) {
      const credentials = Buffer.from(`\0${decodeURIComponent(target.username)}\0${decodeURIComponent(target.password)}`).toString('base64');
      await command(`AUTH PLAIN ${credentials}`);
    }
    await command(`MAIL FROM:<${message.from}>`);
    await command(`RCPT TO:<${message.to}>`);
    await command('DATA', (c) => c === 354);
    await command(`${formatMessage(message)}\r\n.`);
    await command('QUIT', (c) => c === 221 || (c >= 200 && c < 300)).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
