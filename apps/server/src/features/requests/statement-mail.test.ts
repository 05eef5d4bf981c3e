import { describe, expect, it } from 'vitest';
import { statementMail } from './statement-mail';

const config = { PUBLIC_URL: undefined, PROJECT_NAME: 'Fedra' };
const input = {
  id: 7,
  typeNameCs: '<b>Přestup</b>',
  typeNameEn: 'Transfer',
  personName: 'Jan <script>alert(1)</script> & Co',
  statementClubName: 'TJ "Sokol"',
  email: 'sekretar@klub.example.cz',
  expiresAt: new Date('2026-12-08T10:00:00Z'),
};

describe('the statement e-mail', () => {
  it('escapes every text in the HTML part and links the URL as it is', () => {
    const mail = statementMail(config, { ...input, statementUrl: 'https://fedra.example.cz/zone?token=a.b-c' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Jan &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html.match(/<a href="https:\/\/fedra\.example\.cz\/zone\?token=a\.b-c">/g)).toHaveLength(2);
    expect(mail.text).toContain('Odkaz platí do 8. 12. 2026.');
  });

  it('keeps a URL with $ patterns intact (a Host header chose it when PUBLIC_URL is unset)', () => {
    const url = "http://x$'y$&/zone?token=t";
    const mail = statementMail(config, { ...input, statementUrl: url });
    const escaped = 'http://x$&#39;y$&amp;/zone?token=t';
    expect(mail.html).toContain(`<a href="${escaped}">${escaped}</a>`);
    expect(mail.html.match(/<a href/g)).toHaveLength(2);
  });
});
