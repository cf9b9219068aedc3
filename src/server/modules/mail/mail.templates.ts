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
 * Builds an e-mail from paragraphs of text and at most one call-to-action link, as plain text plus
 * the same words in simple HTML. Every module writes its e-mails with this (in `<domain>.emails.ts`).
 */
export function compose(
  kind: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '— Kasuwa'].join('\n\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#57534e">${escapeHtml(action.url)}</p>`
      : '',
    '<p>— Kasuwa</p></div>',
  ].join('');
  return { kind, subject, text, html };
}

/** Mail's own message: the contact form, forwarded to support. Other modules compose their own. */
export const templates = {
  contact: (m: {
    name: string;
    email: string;
    phone?: string | undefined;
    subject?: string | undefined;
    content: string;
  }) =>
    compose('contact', `Contact form: ${m.subject || 'message'} from ${m.name}`, [
      `From: ${m.name} <${m.email}>${m.phone ? `, phone ${m.phone}` : ''}`,
      `Subject: ${m.subject || '(none)'}`,
      m.content,
    ]),
};
