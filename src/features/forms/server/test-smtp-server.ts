import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A local SMTP server for tests: speaks enough SMTP for a client to deliver,
 * keeps what it receives, and can be told to refuse (`failNext`) with a
 * temporary (451) error, as a busy real server does.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
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
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          if (failures > 0) {
            failures -= 1;
            socket.write('451 try again later\r\n');
          } else {
            mail.from = line.slice(10).replace(/[<>]/g, '');
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).replace(/[<>]/g, ''));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(times = 1) {
      failures = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
