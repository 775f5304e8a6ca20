import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMessage, sendMail, SmtpError } from './smtp-client';
import { startTestSmtpServer } from './test-smtp-server';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
});
afterEach(() => smtp.close());

const message = { from: 'site@shoppingjacaranda.example', to: 'atendimento@shoppingjacaranda.example', subject: 'Nova mensagem: Reclamação', text: 'Nome: Ana\nMensagem: Esqueci meu guarda-chuva.' };

describe('sending a notification by SMTP', () => {
  it('delivers one message to the server, its UTF-8 subject and text intact', async () => {
    await sendMail(smtp.url, message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: message.from, to: [message.to] });
    const [headers = '', body = ''] = mail!.data.split('\r\n\r\n');
    expect(headers).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(message.text);
  });

  it('reports a temporary refusal with its code, so the outbox tries again later', async () => {
    smtp.failNext();
    await expect(sendMail(smtp.url, message)).rejects.toMatchObject({ code: 451 });
    await expect(sendMail(smtp.url, message)).resolves.toBeUndefined();
    expect(smtp.received).toHaveLength(1);
  });

  it('fails, never hangs, when nothing listens', async () => {
    await smtp.close();
    await expect(sendMail(smtp.url, message, { timeoutMs: 2000 })).rejects.toBeInstanceOf(Error);
  });

  it('keeps plain ASCII subjects readable', () => {
    expect(formatMessage({ ...message, subject: 'New message' })).toContain('Subject: New message\r\n');
    expect(new SmtpError(550, 'no').code).toBe(550);
  });
});
