import { describe, expect, it } from 'vitest';
import { richTextSanitizer } from './rich-text-sanitize';

describe('rich-text sanitiser', () => {
  const plain = richTextSanitizer();
  const email = richTextSanitizer({ extraTags: ['table', 'tr', 'td'], absoluteLinksOnly: true });

  it('keeps the editor allowlist and drops scripts, handlers and unsafe URLs', () => {
    expect(
      plain(
        '<p style="text-align:center;color:red" onclick="x()">a <b>b</b> <a href="javascript:alert(1)">j</a></p>' +
          '<script>alert(1)</script><img src="data:image/png;base64,AA"><table><tr><td>t</td></tr></table>',
      ),
    ).toBe('<p style="text-align:center">a <strong>b</strong> <a>j</a></p>t');
  });

  it('gives a link opening elsewhere rel, drops other targets', () => {
    expect(
      plain('<a href="https://a.cz" target="_blank">x</a><a href="https://b.cz" target="top" rel="opener">y</a>'),
    ).toBe(
      '<a href="https://a.cz" target="_blank" rel="noopener noreferrer nofollow">x</a><a href="https://b.cz">y</a>',
    );
  });

  it('takes images from absolute http(s) addresses only (signed file URLs expire)', () => {
    expect(
      plain(
        '<img src="/api/files/download/0b6e1f5e-5d6c-4a53-9f43-2a7d2b2b9a11?sig=x"><img src="https://a.cz/i.png" alt="i">',
      ),
    ).toBe('<img src="https://a.cz/i.png" alt="i" />');
  });

  it('per use: relative links stay for pages, are dropped for e-mail; extra tags', () => {
    expect(plain('<a href="/clanky/1">c</a>')).toBe('<a href="/clanky/1">c</a>');
    expect(email('<a href="/clanky/1">c</a> <a href="mailto:a@b.cz">m</a>')).toBe(
      '<a>c</a> <a href="mailto:a@b.cz">m</a>',
    );
    expect(email('<table><tr><td>t</td></tr></table>')).toBe('<table><tr><td>t</td></tr></table>');
  });
});
