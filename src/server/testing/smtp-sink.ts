import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers and body. */
  data: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives. Held (`hold: true`), it takes each
 * message but answers its DATA only on `release()`, as a slow relay would: the sender waits,
 * and `waiting()` counts the messages it holds.
 */
export async function startSmtpSink(options: { hold?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let holding = options.hold ?? false;
  const held: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        };
        if (holding) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** Messages whose DATA has arrived and waits for release(). */
    waiting: () => held.length,
    /** Accepts every held message, and every later one at once. */
    release() {
      holding = false;
      for (const accept of held.splice(0)) accept();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
