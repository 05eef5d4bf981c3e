// A real SMTP server for the browser specs (issue 13: campaign delivery is counted at the SMTP
// server): plain SMTP on a free local port, no authentication and no STARTTLS, each message it
// accepts stored raw as one .eml file in a directory. e2e/run.ts starts it and hands the server
// under test SMTP_URL and the specs E2E_SMTP_DIR; specs read the files with mailparser.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** Starts the sink on a free port of 127.0.0.1; `close()` stops it and deletes the stored messages. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fedra-e2e-smtp-'));
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, session, callback) {
      // Name: arrival order and the envelope's recipients, so a spec can tell messages apart.
      seq += 1;
      const to = session.envelope.rcptTo.map((r) => r.address.replace(/[^a-zA-Z0-9@._-]/g, '_')).join(',');
      const file = path.join(dir, `${String(seq).padStart(6, '0')}-${Date.now()}-${to}.eml`.slice(0, 200));
      pipeline(stream, createWriteStream(file)).then(
        () => callback(),
        (err: Error) => callback(err),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The directory the sink stores into (set by e2e/run.ts). */
export function smtpDir(): string {
  const dir = process.env.E2E_SMTP_DIR;
  if (!dir) throw new Error('E2E_SMTP_DIR is not set: run the browser specs with `npm run test:e2e`');
  return dir;
}

export interface ReceivedMail {
  file: string;
  mail: ParsedMail;
}

/** Every message the sink has received so far, parsed, in arrival order. */
export async function receivedMails(dir = smtpDir()): Promise<ReceivedMail[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, mail: await simpleParser(await readFile(path.join(dir, file))) })),
  );
}

/** The recipients' addresses of a parsed message (To, lower case). */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}
