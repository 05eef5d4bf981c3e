// A real SMTP server for tests (the smtp-server package): it keeps every message it accepts,
// parsed by mailparser, and can be told to be out of service (421 to new connections and to every
// MAIL FROM), to refuse (451: try later) all mail or certain recipients for good (550), and to
// accept slowly.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  readonly url: string;
  /** Messages accepted so far, in order. */
  readonly received: ParsedMail[];
  /** While true, the server is out of service: 421 to a new connection and to every MAIL FROM. */
  outage: boolean;
  /** While true, every MAIL FROM gets 451 (a temporary refusal). */
  refuse: boolean;
  /** Recipients refused for good (550), lower case. */
  rejected: Set<string>;
  /** Milliseconds each message's DATA takes to be accepted. */
  delayMs: number;
  /** The recipient address of each accepted message (one recipient each), lower case. */
  recipients(): string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export function createSmtpSink(): SmtpSink {
  let port = 0;
  const sink: SmtpSink = {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received: [],
    outage: false,
    refuse: false,
    rejected: new Set(),
    delayMs: 0,
    recipients: () =>
      sink.received.flatMap((m) =>
        (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((t) =>
          t.value.map((v) => (v.address ?? '').toLowerCase()),
        ),
      ),
    start: () =>
      new Promise<void>((resolve) => {
        const listening = server.listen(0, '127.0.0.1', () => {
          port = (listening.address() as AddressInfo).port;
          resolve();
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      callback(sink.outage ? smtpError('Service not available', 421) : null);
    },
    onMailFrom(_address, _session, callback) {
      if (sink.outage) return callback(smtpError('Service not available', 421));
      callback(sink.refuse ? smtpError('Try again later', 451) : null);
    },
    onRcptTo(address, _session, callback) {
      callback(sink.rejected.has(address.address.toLowerCase()) ? smtpError('No such user', 550) : null);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (sink.delayMs) await new Promise((r) => setTimeout(r, sink.delayMs));
          sink.received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  return sink;
}
