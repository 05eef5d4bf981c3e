import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, type MailMessage } from './mailer';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const message = (subject: string): MailMessage => ({
  from: { name: 'Svaz', address: 'svaz@fedra.test' },
  to: { name: null, address: 'eva@example.org' },
  subject,
  html: '<p>x</p>',
  text: 'x',
  messageId: '<campaign-1.delivery-1@fedra.test>',
});

describe('outbox mailer', () => {
  it('writes the same file twice at once (a timed-out attempt and its retry) without a clash', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = createOutboxMailer(dir);
    await Promise.all(Array.from({ length: 8 }, (_, i) => mailer.send(message(`try ${i}`), 'campaign-1-delivery-1')));
    expect(await readdir(dir)).toEqual(['campaign-1-delivery-1.eml']);
    expect(await readFile(path.join(dir, 'campaign-1-delivery-1.eml'), 'utf8')).toMatch(/Subject: try \d/);
  });
});
