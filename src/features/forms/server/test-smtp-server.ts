import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * How the server protects the session: `starttls` offers STARTTLS after EHLO
 * (smtp://, the usual port 587), `implicit` speaks TLS from the first byte
 * (smtps://, port 465), `none` never offers TLS, as a misconfigured or
 * downgraded server would.
 */
export type TestSmtpTls = 'starttls' | 'implicit' | 'none';

let certificate: { key: string; cert: string } | null = null;

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made once per test
 * process with openssl (no network, nothing committed). Clients trust it by
 * passing it as their `ca`, so the tests check the server's identity too.
 */
export function testCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    certificate = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local SMTP server for tests: speaks enough SMTP for a client to deliver,
 * keeps what it receives, and can be told to refuse (`failNext`) with a
 * temporary (451) error, as a busy real server does. It offers AUTH PLAIN and
 * LOGIN and records every credential it is sent (`authAttempts`, with whether
 * the session was encrypted at the time), so a test can tell that a password
 * never crossed an unencrypted connection.
 */
export async function startTestSmtpServer({ tls: mode = 'starttls' as TestSmtpTls } = {}) {
  const received: ReceivedMail[] = [];
  const authAttempts: { credentials: string; encrypted: boolean }[] = [];
  let failures = 0;
  const { key, cert } = mode === 'none' ? { key: '', cert: '' } : testCertificate();
  const sockets = new Set<net.Socket>();

  const session = (plain: net.Socket, startsEncrypted: boolean) => {
    let socket: net.Socket = plain;
    let encrypted = startsEncrypted;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let awaitingLogin: 'user' | 'pass' | null = null;
    let loginUser = '';
    let buffer = '';
    const onData = (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        if (awaitingLogin === 'user') {
          loginUser = Buffer.from(line, 'base64').toString('utf8');
          awaitingLogin = 'pass';
          socket.write(`334 ${Buffer.from('Password:').toString('base64')}\r\n`);
          continue;
        }
        if (awaitingLogin === 'pass') {
          awaitingLogin = null;
          authAttempts.push({ credentials: `${loginUser}:${Buffer.from(line, 'base64').toString('utf8')}`, encrypted });
          socket.write('235 authenticated\r\n');
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          const starttls = mode === 'starttls' && !encrypted ? ['250-STARTTLS'] : [];
          socket.write([...['250-test', '250-8BITMIME'], ...starttls, '250 AUTH PLAIN LOGIN', ''].join('\r\n'));
        } else if (verb === 'STARTTLS' && mode === 'starttls' && !encrypted) {
          socket.write('220 ready to start TLS\r\n');
          socket.off('data', onData);
          buffer = '';
          const secured = new tls.TLSSocket(socket, { isServer: true, key, cert });
          secured.setEncoding('utf8');
          secured.on('error', () => secured.destroy());
          secured.on('secure', () => {
            encrypted = true;
          });
          secured.on('data', onData);
          socket = secured;
        } else if (verb === 'AUTH') {
          const [, method = '', initial] = line.split(' ');
          if (method.toUpperCase() === 'PLAIN' && initial) {
            const [, user = '', pass = ''] = Buffer.from(initial, 'base64').toString('utf8').split('\0');
            authAttempts.push({ credentials: `${user}:${pass}`, encrypted });
            socket.write('235 authenticated\r\n');
          } else if (method.toUpperCase() === 'LOGIN') {
            awaitingLogin = 'user';
            socket.write(`334 ${Buffer.from('Username:').toString('base64')}\r\n`);
          } else socket.write('504 unrecognized authentication type\r\n');
        } else if (verb === 'MAIL') {
          if (failures > 0) {
            failures -= 1;
            socket.write('451 try again later\r\n');
          } else {
            mail.from = line.slice(10).replace(/[<>]/g, '').split(' ')[0]!;
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).replace(/[<>]/g, '').split(' ')[0]!);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') {
          mail = { from: '', to: [], data: '' };
          socket.write('250 ok\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('502 not implemented\r\n');
      }
    };
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', onData);
    socket.write('220 test ESMTP\r\n');
  };

  const server =
    mode === 'implicit'
      ? tls.createServer({ key, cert }, (socket) => session(socket, true))
      : net.createServer((socket) => session(socket, false));
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${mode === 'implicit' ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    /** what a client passes as its TLS options to trust this server's certificate */
    clientTls: mode === 'none' ? {} : { ca: cert },
    received,
    authAttempts,
    failNext(times = 1) {
      failures = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
