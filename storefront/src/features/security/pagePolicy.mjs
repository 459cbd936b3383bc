// Plain JavaScript: also loaded by cacheHandler.mjs, which Node runs without a bundler.
import { createHash } from 'node:crypto'

/**
 * The storefront's Content-Security-Policy (ARCHITECTURE.md, "Headers"). Scripts run only from our
 * origin or inline with a hash or nonce the answer names: never 'unsafe-inline', so a script
 * injected into a page does not run. Pages cached for everyone (ISR) list the SHA-256 of each
 * inline script they contain, computed once when the page is stored (cacheHandler.mjs); pages
 * rendered per request get a fresh nonce from the proxy, which Next puts on its own scripts.
 */

/** Inline scripts a browser would run: no src, and a JavaScript type (JSON-LD is data, not code). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executable = (attributes) => {
  if (/\ssrc\s*=/i.test(attributes)) return false
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/** 'sha256-…' sources for every inline script of a page, each once, in order of appearance. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (executable(attributes)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The hash of one script text (the theme script, which server components render without a nonce). */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const origins = (values) => {
  const found = new Set()
  for (const value of values) {
    try {
      if (value?.trim()) found.add(new URL(value.trim()).origin)
    } catch {
      // not a URL: allows nothing
    }
  }
  return [...found]
}

/**
 * The policy text. `scripts`: the extra script sources (hashes or a nonce); `frameAncestors`: who may
 * frame the page ('self' unless given); `settings`: the process environment, for the frames the
 * page itself may show (the China edition's login frame).
 */
export function pagePolicy({ scripts, frameAncestors = "'self'", settings = {} }) {
  const frames = origins([settings.LOGIN_FRAME_URL, settings.MOBILE_LOGIN_URL])
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    // React writes style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    // Logos and screenshots come from the CMS and the products' own sites.
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${frames.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/** The policy of a page rendered once and kept for everyone: its inline scripts by hash. */
export const cachedPagePolicy = (html, settings) => pagePolicy({ scripts: inlineScriptHashes(html), settings })
