import type { Language } from '@hearth/domain/constants';

export interface TemplateParams {
  'one-time-pin': { pin: string; minutes: number };
}
export type TemplateName = keyof TemplateParams;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Texts<P> = Record<Language, { subject: string; lines: (p: P) => string[] }>;

const templates: { [T in TemplateName]: Texts<TemplateParams[T]> } = {
  'one-time-pin': {
    en: {
      subject: 'Your Hearth sign-in code',
      lines: (p) => [
        `Your one-time sign-in code is ${p.pin}.`,
        `It is valid for ${p.minutes} minutes and can be used once.`,
        'If you did not ask for it, ignore this e-mail.',
      ],
    },
    lt: {
      subject: 'Jūsų Hearth prisijungimo kodas',
      lines: (p) => [
        `Jūsų vienkartinis prisijungimo kodas: ${p.pin}.`,
        `Jis galioja ${p.minutes} min. ir gali būti panaudotas vieną kartą.`,
        'Jei jo neprašėte, šį laišką ignoruokite.',
      ],
    },
  },
};

export function renderTemplate<T extends TemplateName>(
  name: T,
  language: Language,
  params: TemplateParams[T],
): RenderedMail {
  const t = templates[name][language];
  const lines = t.lines(params);
  return {
    subject: t.subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
