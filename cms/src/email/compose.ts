/**
 * A mail written once as a list of paragraphs and links, rendered twice: as HTML and as the
 * plain-text part. Mail clients that show text (and spam filters that compare the parts) get the
 * same words and every link as a full address on a line of its own, rather than tags stripped away.
 */
export type MailPart = string | { link: string }
export type Mail = { subject: string; html: string; text: string }

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The mail's `lang` attribute: the BCP 47 tag of the locale (zh-Hans, zh-Hant, ja, en). */
export function composeMail(options: { subject: string; lang: string; parts: MailPart[] }): Mail {
  const html = options.parts
    .map((part) => {
      if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`
      const href = escapeHtml(part.link)
      return `<p><a href="${href}">${href}</a></p>`
    })
    .join('')
  const text = options.parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n')
  return { subject: options.subject, html: `<div lang="${escapeHtml(options.lang)}">${html}</div>`, text: `${text}\n` }
}

/**
 * Payload's auth operations (verification, password reset) send only what `generateEmailHTML`
 * returns. The text part written with that HTML waits here, keyed by the HTML, until the mail
 * adapter sends it (the same process, right after). Bounded, so HTML never sent cannot pile up.
 */
const pendingText = new Map<string, string>()
const PENDING_MAX = 200

export function htmlWithTextPart(mail: Mail): string {
  pendingText.delete(mail.html)
  pendingText.set(mail.html, mail.text)
  while (pendingText.size > PENDING_MAX) pendingText.delete(pendingText.keys().next().value!)
  return mail.html
}

/** The text part written for this HTML, if one is waiting (taken once). */
export function takeTextPart(html: string): string | undefined {
  const text = pendingText.get(html)
  if (text !== undefined) pendingText.delete(html)
  return text
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The last resort for a mail written only as HTML (none of ours; Payload's defaults for another
 * auth collection would be): paragraphs and line breaks kept, each link's address kept after its
 * words, never dropped with the tags.
 */
export function textFromHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const words = label.replace(/<[^>]+>/g, '').trim()
      return words && words !== href ? `${words} (${href})` : href
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
