import { afterEach, describe, expect, it } from 'vitest';
import { SmtpError, smtpSender, smtpTransportOptions } from './smtp-sender';
import { startTestSmtpServer, type TestSmtpTls } from './test-smtp-server';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | null = null;
const start = async (tls: TestSmtpTls) => (smtp = await startTestSmtpServer({ tls }));
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

const message = {
  from: 'site@shoppingjacaranda.example',
  to: 'atendimento@shoppingjacaranda.example',
  subject: 'Nova mensagem: Reclamação',
  text: 'Nome: Ana\nMensagem: Esqueci meu guarda-chuva.',
};
const withCredentials = (url: string) => url.replace('://', '://site%40mall:s3cr%3Aet@');

/** The decoded header (RFC 2047 words, folded lines) and text (base64 or quoted-printable) of a received message. */
function decode(data: string) {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => {
    const raw = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1] ?? '';
    return raw
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8'),
      );
  };
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { header, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

describe('sending a notification by SMTP (nodemailer)', () => {
  it('upgrades with STARTTLS before it logs in, and delivers the UTF-8 subject and text intact', async () => {
    const server = await start('starttls');
    await smtpSender(withCredentials(server.url), { tls: server.clientTls, timeoutMs: 5000 })(message);
    expect(server.authAttempts).toEqual([{ credentials: 'site@mall:s3cr:et', encrypted: true }]);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail).toMatchObject({ from: message.from, to: [message.to] });
    const { header, text } = decode(mail!.data);
    expect(header('Subject')).toBe(message.subject);
    expect(text).toBe(message.text);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const server = await start('implicit');
    await smtpSender(withCredentials(server.url), { tls: server.clientTls, timeoutMs: 5000 })(message);
    expect(server.authAttempts).toEqual([{ credentials: 'site@mall:s3cr:et', encrypted: true }]);
    expect(server.received).toHaveLength(1);
  });

  it('sends no password, and no message, to a server that does not offer STARTTLS', async () => {
    const server = await start('none');
    const sending = smtpSender(withCredentials(server.url), { timeoutMs: 5000 })(message);
    await expect(sending).rejects.toBeInstanceOf(SmtpError);
    await expect(sending).rejects.toMatchObject({
      name: 'SmtpError',
      code: 'ETLS',
      message: expect.stringMatching(/could not be encrypted.*nothing was sent, the password included/),
    });
    expect(server.authAttempts).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it("refuses a server whose certificate it cannot verify (only tests pass the test server's certificate)", async () => {
    const server = await start('starttls');
    await expect(smtpSender(withCredentials(server.url), { timeoutMs: 5000 })(message)).rejects.toMatchObject({
      code: 'ESOCKET',
      message: expect.stringMatching(/certificate/),
    });
    expect(server.authAttempts).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('reports a temporary refusal with its code, so the outbox tries again later', async () => {
    const server = await start('starttls');
    const send = smtpSender(server.url, { tls: server.clientTls, timeoutMs: 5000 });
    server.failNext();
    await expect(send(message)).rejects.toMatchObject({ name: 'SmtpError', code: 451 });
    await expect(send(message)).resolves.toBeUndefined();
    expect(server.received).toHaveLength(1);
  });

  it('fails, never hangs, when nothing listens', async () => {
    const server = await start('starttls');
    await server.close();
    await expect(smtpSender(server.url, { tls: server.clientTls, timeoutMs: 2000 })(message)).rejects.toBeInstanceOf(
      SmtpError,
    );
  });
});

describe("SMTP_URL as nodemailer's settings", () => {
  it('requires STARTTLS on smtp://, and TLS from the start on smtps://', () => {
    expect(smtpTransportOptions('smtp://mail.example.com:587')).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: undefined,
    });
    expect(smtpTransportOptions('smtps://mail.example.com')).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(smtpTransportOptions('smtp://mail.example.com')).toMatchObject({ port: 25, requireTLS: true });
  });

  it('decodes the credentials, and verifies certificates unless a test says otherwise', () => {
    const options = smtpTransportOptions('smtp://user%40mall:p%40ss%3Aword@mail.example.com:587');
    expect(options.auth).toEqual({ user: 'user@mall', pass: 'p@ss:word' });
    expect(options.tls).toBeUndefined();
    expect(options).not.toHaveProperty('ignoreTLS');
  });

  it('refuses any other scheme', () => {
    expect(() => smtpTransportOptions('http://mail.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
