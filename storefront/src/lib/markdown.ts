import { marked } from 'marked'

/**
 * Markdown from the CMS (news, guides, tutorials) to HTML, on the server. Raw HTML in the source is
 * escaped rather than rendered: content is written by editors, but a pasted <script> must stay text.
 */
const renderer = new marked.Renderer()
renderer.html = ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
renderer.link = ({ href, text }) => {
  const external = /^https?:\/\//.test(href)
  return `<a href="${href.replace(/"/g, '&quot;')}"${external ? ' rel="noopener nofollow" target="_blank"' : ''}>${text}</a>`
}

export function markdownToHtml(source: string): string {
  return marked.parse(source ?? '', { renderer, async: false, gfm: true }) as string
}
