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

  it('greets in the vocative and puts the unsubscribe link where the template says, else at the end', () => {
    const greeting = prepareCampaign(
      {
        ...template,
        htmlContent: '<body><p>{{greeting}},</p><p>{{firstNameVocative}}!</p>{{body}}<p>{{unsubscribe}}</p></body>',
      },
      { subject: '{{firstNameVocative}}, {{greeting}}{{unsubscribe}}', data: { body: '<p>Text</p>' } },
      'Svaz',
    );
    const url = 'https://fedra.test/zone/public/emailing/unsubscribe?token=a.b&x=<y>';
    const cs = greeting({ firstName: 'Jana', fullName: 'Jana Nová', sexId: 2, unsubscribe: { url, language: 'cs' } });
    expect(cs.subject).toBe('Jano, Dobrý den, Jano');
    expect(cs.html).toContain('<p>Dobrý den, Jano,</p><p>Jano!</p>');
    expect(cs.html).toContain(
      '<p>Nechcete-li od nás další hromadné e-maily dostávat, <a href="https://fedra.test/zone/public/emailing/unsubscribe?token=a.b&amp;x=&lt;y&gt;">odhlaste se z odběru</a>.</p></body>',
    );
    expect(cs.text).toBe(
      `Dobrý den, Jano,\n\nJano!\n\nText\n\nNechcete-li od nás další hromadné e-maily dostávat, odhlaste se z odběru: ${url}`,
    );
    const en = greeting({ firstName: 'Denis', fullName: 'Denis X', unsubscribe: { url: 'https://u', language: 'en' } });
    expect(en.html).toContain('<p>Dobrý den, Denisi,</p>');
    expect(en.html).toContain('If you no longer want to receive these e-mails, <a href="https://u">unsubscribe</a>.');
    // Without a first name: a plain greeting.
    expect(greeting({ firstName: '', fullName: '' }).html).toContain('<p>Dobrý den,</p>');
    // A template without {{unsubscribe}}: the link ends the body, and the text.
    const appended = prepareCampaign(
      template,
      { subject: 'S', data: { heading: 'H', body: '<p>B</p>' } },
      'Svaz',
    )({
      firstName: 'Petr',
      fullName: 'Petr P',
      unsubscribe: { url: 'https://u', language: 'cs' },
    });
    expect(appended.html).toMatch(/<a href="https:\/\/u">odhlaste se z odběru<\/a>\.<\/p><\/body><\/html>$/);
    expect(appended.text.endsWith('odhlaste se z odběru: https://u')).toBe(true);
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
