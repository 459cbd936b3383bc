/** JSON for a <script type="application/ld+json">: "<" escaped so a text can never close the script. */
export function jsonLdHtml(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
