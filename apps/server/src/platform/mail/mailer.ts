// Outgoing mail behind one interface: over SMTP when SMTP_URL is set (nodemailer, pooled
// connections), otherwise as `.eml` files in DATA_DIR/outbox (docs/decisions.md "E-mail campaigns").
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config/config';

export interface MailAddress {
  name: string | null;
  address: string;
}

export interface MailMessage {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  html: string;
  text: string;
  /** `<...@host>`: stable per delivery, so a duplicate caused by a crash can be recognised. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends one message; a throw means it was not accepted (connection refused, a 4xx or 5xx
   * answer). `fileName` names the outbox file: the same name rewrites the same file.
   */
  send(message: MailMessage, fileName: string): Promise<void>;
  close(): Promise<void>;
}

/** SMTP connections kept open and used side by side. */
const SMTP_CONNECTIONS = 5;

const address = (a: MailAddress) => (a.name ? { name: a.name, address: a.address } : a.address);

function nodemailerMessage(m: MailMessage) {
  return {
    from: address(m.from),
    to: address(m.to),
    ...(m.replyTo ? { replyTo: address(m.replyTo) } : {}),
    subject: m.subject,
    html: m.html,
    text: m.text,
    messageId: m.messageId,
    headers: m.headers ?? {},
  };
}

/** The raw message (RFC 5322) as a recipient's server would receive it. */
export async function composeMessage(m: MailMessage): Promise<Buffer> {
  // nodemailer is loaded on the first message: it holds about 10 MB in every server.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  return new MailComposer(nodemailerMessage(m)).compile().build();
}

export function createSmtpMailer(url: string): Mailer {
  // Made on the first message (nodemailer holds about 10 MB in every server).
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        // A server that does not answer is an attempt that failed, retried later; not a hung send.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    kind: 'smtp',
    async send(message) {
      await (await open()).sendMail(nodemailerMessage(message));
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

/** Files named `{fileName}.eml` in `dir`, written whole (a temporary name, then a rename). */
export function createOutboxMailer(dir: string): Mailer {
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(message, fileName) {
      if (!/^[\w.-]{1,200}$/.test(fileName)) throw new Error(`bad outbox file name ${fileName}`);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const raw = await composeMessage(message);
      const target = path.join(dir, `${fileName}.eml`);
      // Unique per write: an attempt that timed out may still be writing when its retry starts.
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, raw);
      await rename(temporary, target);
    },
    async close() {},
  };
}

export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : createOutboxMailer(outboxDir(config));
}
