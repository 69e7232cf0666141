import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hearth/domain/constants';
import {
  renderMail,
  renderTemplate,
  TEMPLATE_NAMES,
  type TemplateName,
  type TemplateParams,
} from './templates.ts';

// One example per template: the type makes a new template without an example a compile error here.
const EXAMPLES: { [T in TemplateName]: TemplateParams[T] } = {
  'one-time-pin': { pin: '042917', minutes: 10 },
};

function render(name: TemplateName, language: (typeof LANGUAGES)[number]) {
  return renderTemplate(name, language, EXAMPLES[name]);
}

describe('mail templates', () => {
  it.each(TEMPLATE_NAMES)('%s exists in every language, each in its own words', (name) => {
    const rendered = LANGUAGES.map((language) => render(name, language));
    for (const mail of rendered) {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toContain('Hearth');
    }
    // A language that copies another's texts is an untranslated template.
    expect(new Set(rendered.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(rendered.map((m) => m.text)).size).toBe(LANGUAGES.length);
  });

  it('puts the pin and its validity in the text and the HTML, in English and in Lithuanian', () => {
    const en = render('one-time-pin', 'en');
    expect(en.subject).toBe('Your Hearth sign-in code');
    expect(en.text).toMatch(/\b042917\b/);
    expect(en.text).toContain('10 minutes');
    expect(en.html).toContain('042917');
    expect(en.html).toContain('<html lang="en">');

    const lt = render('one-time-pin', 'lt');
    expect(lt.subject).toBe('Jūsų Hearth prisijungimo kodas');
    expect(lt.text).toMatch(/\b042917\b/);
    expect(lt.text).toContain('vieną kartą');
    expect(lt.html).toContain('<html lang="lt">');
    expect(lt.text).toContain('Šį laišką gavote');
  });

  it('holds exactly one 6-digit number, the pin, so a reader cannot take the wrong one', () => {
    for (const language of LANGUAGES) {
      expect(render('one-time-pin', language).text.match(/\b\d{6}\b/g)).toEqual(['042917']);
    }
  });

  it('escapes every value in the HTML version, not in the text version', () => {
    const mail = renderMail('en', {
      subject: 'Tom & <Jerry>',
      blocks: [
        '<script>alert("x")</script>',
        { code: '<b>1</b>' },
        { link: 'https://a.lt/?a=1&b="2"', label: '<Open>' },
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('<title>Tom &#38; &#60;Jerry&#62;</title>');
    expect(mail.html).toContain('href="https://a.lt/?a=1&#38;b=&#34;2&#34;"');
    expect(mail.html).toContain('&#60;Open&#62;');
    expect(mail.text).toContain('<script>alert("x")</script>');
    expect(mail.text).toContain('<Open>: https://a.lt/?a=1&b="2"');
    expect(mail.subject).toBe('Tom & <Jerry>');
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() =>
      renderMail('en', { subject: 's', blocks: [{ link: 'javascript:alert(1)', label: 'x' }] }),
    ).toThrow();
  });
});
