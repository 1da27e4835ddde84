import net from 'node:net';

/** One message as a real SMTP server received it: the envelope and the raw message (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpServer {
  received: ReceivedMail[];
  stop(): Promise<void>;
}

const addressOf = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

/** One SMTP conversation, line by line (RFC 5321's plain subset: no TLS, no authentication). */
function converse(socket: net.Socket, received: ReceivedMail[]) {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let envelope: ReceivedMail = { from: '', to: [], data: '' };
  let dataLines: string[] | null = null;
  let buffer = '';
  const onLine = (line: string) => {
    if (dataLines) {
      if (line !== '.') return void dataLines.push(line.startsWith('.') ? line.slice(1) : line);
      received.push({ ...envelope, data: dataLines.join('\r\n') });
      envelope = { from: '', to: [], data: '' };
      dataLines = null;
      return reply('250 queued');
    }
    const argument = line.slice(line.indexOf(':') + 1);
    switch (line.slice(0, 4).toUpperCase()) {
      case 'EHLO':
      case 'HELO':
        return reply('250 e2e.test');
      case 'MAIL':
        envelope.from = addressOf(argument);
        return reply('250 sender ok');
      case 'RCPT':
        envelope.to.push(addressOf(argument));
        return reply('250 recipient ok');
      case 'DATA':
        dataLines = [];
        return reply('354 end with <CRLF>.<CRLF>');
      case 'RSET':
        envelope = { from: '', to: [], data: '' };
        return reply('250 reset');
      case 'NOOP':
        return reply('250 ok');
      case 'QUIT':
        return void socket.end('221 bye\r\n');
      default:
        return reply('502 not implemented');
    }
  };
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onLine(line);
    }
  });
  reply('220 e2e.test ESMTP');
}

/** A tiny real SMTP server on 127.0.0.1:`port` that accepts every message and keeps it in `received`. */
export async function startSmtpServer(port: number): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, received);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    received,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
