// The campaign renderer alone: field values escaped or sanitised, personal placeholders per
// recipient (escaped in HTML, plain in text and subject), and the generated plain text.
import { describe, expect, it } from 'vitest';
import { htmlToText, prepareCampaign, sanitizeRichText } from './emailing-render';

const template = {
  htmlContent:
    '<html><head><title>{{heading}}</title><style>p{}</style></head><body><h1>{{heading}}</h1><p>Dobrý den, {{fullName}},</p>{{body}}<p>{{federationName}}</p></body></html>',
  plainContent: null,
  generatePlainContent: true,
  fields: [
    { key: 'heading', type: 'text' as const, required: true, label: { cs: 'Nadpis', en: 'Heading' } },
    { key: 'body', type: 'richtext' as const, required: true, label: { cs: 'Text', en: 'Body' } },
  ],
};

describe('campaign rendering', () => {
  it('escapes text, sanitises rich text and personalises each recipient', () => {
    const render = prepareCampaign(
      template,
      {
        subject: 'Pro {{firstName}}: {{heading}}',
        data: {
          heading: 'A & <b>B</b>',
          body: '<p onclick="x()">Ahoj <a href="javascript:alert(1)">x</a> <a href="https://a.cz">web</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        },
      },
      'Svaz & spol.',
    );
    const m = render({ firstName: '<Eva>', fullName: 'Eva "E" Nová' });
    expect(m.subject).toBe('Pro <Eva>: A & <b>B</b>');
    expect(m.html).toContain('<h1>A &amp; &lt;b&gt;B&lt;/b&gt;</h1>');
    expect(m.html).toContain('Dobrý den, Eva &quot;E&quot; Nová,');
    expect(m.html).toContain('<p>Ahoj <a>x</a> <a href="https://a.cz">web</a></p>');
    expect(m.html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(m.html).toContain('Svaz &amp; spol.');
    expect(m.text).toBe('A & <b>B</b>\n\nDobrý den, Eva "E" Nová,\n\nAhoj x web (https://a.cz)\n\nSvaz & spol.');
    // Another recipient, the same campaign.
    expect(render({ firstName: 'Jan', fullName: 'Jan Novák' }).subject).toBe('Pro Jan: A & <b>B</b>');
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<ul><li>one</li><li>two&nbsp;&#x41;&#66;</li></ul><p>a<br>b</p>')).toBe(
      '- one\n- two AB\n\na\nb',
    );
    expect(sanitizeRichText('<p style="color:red">x</p><iframe src="https://a.cz"></iframe>')).toBe('<p>x</p>');
    // Character references outside Unicode, NUL or a lone surrogate: the replacement character.
    expect(htmlToText('a&#99999999;b&#x110000;c&#0;d&#xD800;e&#x1F600;')).toBe(
      'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\u{1F600}',
    );
  });
});
