import { LANGUAGES, type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { wordIn, type Words } from '../../lib/i18n.js';

/** One e-mail as Kasuwa sends it: plain text plus a simple HTML version of the same words. */
export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Builds an e-mail in a language (its addressee's, decision record 019) from paragraphs of words and
 * at most one call-to-action link, as plain text plus the same words in simple HTML. Every module
 * writes its e-mails with this (in `<domain>.emails.ts`); amounts and dates in the values are
 * formatted for the language beforehand (`nairaIn`).
 */
export function compose(
  locale: Locale,
  kind: string,
  subject: Words | Verbatim,
  paragraphs: Array<Words | Verbatim>,
  action?: { label: Words | Verbatim; url: string },
): MailContent {
  const say = (words: Words | Verbatim) => ('verbatim' in words ? words.verbatim : wordIn(locale, words));
  const lines = paragraphs.map(say);
  const link = action && { label: say(action.label), url: action.url };
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : []), '— Kasuwa'].join('\n\n');
  const html = [
    `<div lang="${LANGUAGES[locale].tag}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">`,
    ...lines.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="background:#047857;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#57534e">${escapeHtml(link.url)}</p>`
      : '',
    '<p>— Kasuwa</p></div>',
  ].join('');
  return { kind, subject: say(subject), text, html };
}

/** Words that are not ours to translate (a contact form's message), sent as they were written. */
export interface Verbatim {
  verbatim: string;
}

/** The greeting every e-mail to a person opens with. */
export const hello = (firstName: string): Words => /*i18n*/ ({ id: 'Hello {firstName},', values: { firstName } });

/**
 * Mail's own message: the contact form, forwarded to support, who read it in English, with the
 * visitor's words as they wrote them: nothing in it is for a translator. Other modules compose
 * their own, in their addressee's language.
 */
export const templates = {
  contact: (m: {
    name: string;
    email: string;
    phone?: string | undefined;
    subject?: string | undefined;
    content: string;
  }) =>
    compose(SOURCE_LOCALE, 'contact', { verbatim: `Contact form: ${m.subject || 'message'} from ${m.name}` }, [
      { verbatim: `From: ${m.name} <${m.email}>${m.phone ? `, phone ${m.phone}` : ''}` },
      { verbatim: `Subject: ${m.subject || '(none)'}` },
      { verbatim: m.content },
    ]),
};
