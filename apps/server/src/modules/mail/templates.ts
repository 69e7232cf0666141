import type { Language } from '@hearth/domain/constants';

/**
 * E-mail templates in English and Lithuanian. A template is one function per language that turns its
 * parameters into a subject and a list of blocks; the layout (brand, footer, text and HTML versions, escaping)
 * is shared. To add a mail: add its parameters to TemplateParams and its two languages to `templates`; the
 * compiler refuses a template that misses a language.
 */

export interface TemplateParams {
  'one-time-pin': { pin: string; minutes: number };
}
export type TemplateName = keyof TemplateParams;

/** A paragraph, a code the reader copies (pins), or a link shown as a button. */
export type Block = string | { code: string } | { link: string; label: string };

export interface MailContent {
  subject: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Template<P> = Record<Language, (params: P) => MailContent>;

const templates: { [T in TemplateName]: Template<TemplateParams[T]> } = {
  'one-time-pin': {
    en: (p) => ({
      subject: 'Your Hearth sign-in code',
      blocks: [
        'Your one-time code is:',
        { code: p.pin },
        `It is valid for ${p.minutes} minutes and can be used once.`,
        'If you did not ask for it, you can ignore this e-mail.',
      ],
    }),
    lt: (p) => ({
      subject: 'Jūsų Hearth prisijungimo kodas',
      blocks: [
        'Jūsų vienkartinis kodas:',
        { code: p.pin },
        `Jis galioja ${p.minutes} min. ir gali būti panaudotas vieną kartą.`,
        'Jei jo neprašėte, šį laišką galite ignoruoti.',
      ],
    }),
  },
};

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

const FOOTER: Record<Language, string> = {
  en: 'Hearth: private chefs cooking in your kitchen. You got this e-mail because this address was used on Hearth.',
  lt: 'Hearth: privatūs virėjai, gaminantys jūsų virtuvėje. Šį laišką gavote, nes šis adresas buvo nurodytas Hearth.',
};

export function renderTemplate<T extends TemplateName>(
  name: T,
  language: Language,
  params: TemplateParams[T],
): RenderedMail {
  const template: Template<TemplateParams[T]> = templates[name];
  return renderMail(language, template[language](params));
}

/** The shared layout: a plain-text version and an HTML version with every value escaped. */
export function renderMail(language: Language, content: MailContent): RenderedMail {
  const footer = FOOTER[language];
  const text = [...content.blocks.map(blockText), `-- \n${footer}`].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#b4532a">Hearth</p>
${content.blocks.map(blockHtml).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#7a6a5c">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return block.code;
  return `${block.label}: ${checkedLink(block.link)}`;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p style="margin:0 0 12px">${escapeHtml(block)}</p>`;
  if ('code' in block)
    return `<p style="margin:0 0 12px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(block.code)}</p>`;
  return `<p style="margin:16px 0"><a href="${escapeHtml(checkedLink(block.link))}" style="background:#b4532a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
}

/** Only web links go into a mail: a `javascript:` or relative link there is a bug. */
function checkedLink(link: string): string {
  if (!/^https?:\/\//i.test(link)) throw new Error(`a mail link must be absolute http(s): ${link}`);
  return link;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
