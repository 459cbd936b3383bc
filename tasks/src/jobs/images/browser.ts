import { safeFetch, SafeFetchError, type SafeFetchOptions } from '@aidir/cms/net'
import { type Browser, chromium, errors, type Route } from 'playwright-core'

/**
 * One headless Chromium per worker process, launched on first use, whose every request goes
 * through the SSRF-safe fetch. Chromium itself resolves no name (`--host-resolver-rules` maps
 * every host to "not found"): each request is intercepted (`route`) and answered by `safeFetch`
 * in Node, which checks the address (the same rules as every other outbound call), connects to
 * the address it checked, caps size and time, and follows redirects itself, checking each hop
 * (Chromium does not hand a redirect it was given back to the interception: its next request would
 * go to the network, where it resolves nothing). The page itself is fetched first, so the browser
 * opens its final address and relative links resolve as on the site. WebSockets are closed,
 * service workers blocked.
 */
export const SCREENSHOT_LIMITS = {
  /** The page's HTML; a larger document is refused (too_large). */
  documentBytes: 5 * 1024 * 1024,
  /** Any one resource, and all of a page's resources together. */
  resourceBytes: 5 * 1024 * 1024,
  pageBytes: 25 * 1024 * 1024,
  requests: 250,
  navigationMs: 20_000,
  /** After `load`, how long the page may keep loading before the picture is taken anyway. */
  settleMs: 2_500,
  resourceMs: 10_000,
}

export const viewports = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' },
} as const
export type ScreenKind = keyof typeof viewports

/** The page could not be captured for a reason about the page (not worth a retry). */
export class PageRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'PageRefused'
  }
}

let launched: Promise<Browser> | undefined

export function sharedBrowser(executablePath: string): Promise<Browser> {
  launched ??= chromium
    .launch({
      executablePath,
      headless: true,
      args: [
        // Root (containers, CI) cannot use Chromium's sandbox.
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        '--host-resolver-rules=MAP * ~NOTFOUND',
        '--disable-quic',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-features=NetworkPrediction,DnsOverHttps',
        '--mute-audio',
      ],
    })
    .then((browser) => {
      browser.on('disconnected', () => (launched = undefined))
      return browser
    })
    .catch((err) => {
      launched = undefined
      throw err
    })
  return launched
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = launched
  launched = undefined
  if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined)
}

const dropRequest = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'keep-alive', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-connection'])
const dropResponse = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'trailer', 'proxy-authenticate'])
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT'])
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

function headersOf(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !dropResponse.has(name) && name !== 'location') out[name] = Array.isArray(value) ? value.join('\n') : String(value)
  return out
}

/** A picture of `url` as a JPEG, at the given screen. Throws SafeFetchError or PageRefused about the page. */
export async function screenshotPage(browser: Browser, url: string, kind: ScreenKind, fetchOptions: Pick<SafeFetchOptions, 'allowAddress' | 'resolve'> = {}, limits = SCREENSHOT_LIMITS): Promise<Buffer> {
  const context = await browser.newContext({ ...viewports[kind], serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true, locale: 'en-US' })
  const stop = new AbortController()
  let documentError: unknown
  let requests = 0
  let bytes = 0
  try {
    // The document first: its redirects are followed and checked here, and a refusal is about the page.
    const doc = await safeFetch(url, { ...fetchOptions, headers: { 'user-agent': kind === 'phone' ? viewports.phone.userAgent : DESKTOP_UA, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' }, acceptErrorStatus: true, maxBytes: limits.documentBytes, timeoutMs: limits.navigationMs, maxRedirects: 5, signal: stop.signal })
    if (doc.status >= 400) throw new PageRefused('http_status', `the site answered ${doc.status}`)
    if (!/^(text\/html|application\/xhtml\+xml)$/.test(doc.contentType)) throw new PageRefused('not_html', `not an HTML page (${doc.contentType || 'no type'})`)
    if (String(doc.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') throw new PageRefused('encoding', 'compressed answer though none was asked for')
    bytes += doc.body.length
    let documentServed = false
    const page = await context.newPage()
    const answer = async (route: Route) => {
      const request = route.request()
      let isDocument = false
      try {
        isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame()
      } catch {
        // A request without a frame (a worker's) is a resource.
      }
      const fail = (err: unknown) => {
        if (isDocument) documentError = err
        return route.abort(err instanceof SafeFetchError && err.code === 'blocked_address' ? 'blockedbyclient' : 'failed').catch(() => undefined)
      }
      if (++requests > limits.requests) return fail(new PageRefused('too_many_requests', `more than ${limits.requests} requests`))
      if (!methods.has(request.method())) return fail(new PageRefused('method', `${request.method()} is not fetched`))
      if (isDocument && !documentServed && request.method() === 'GET' && request.url() === doc.url) {
        documentServed = true
        return route.fulfill({ status: doc.status, headers: headersOf(doc.headers), body: doc.body }).catch(() => undefined)
      }
      const remaining = limits.pageBytes - bytes
      if (remaining <= 0) return fail(new PageRefused('too_large', `the page loads more than ${limits.pageBytes} bytes`))
      const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !dropRequest.has(name) && !name.startsWith(':')))
      try {
        const res = await safeFetch(request.url(), {
          ...fetchOptions,
          method: request.method() as 'GET',
          headers,
          body: request.postDataBuffer() ?? undefined,
          acceptErrorStatus: true,
          maxBytes: Math.min(isDocument ? limits.documentBytes : limits.resourceBytes, remaining),
          timeoutMs: limits.resourceMs,
          maxRedirects: 5,
          signal: stop.signal,
        })
        // We asked for no compression: an encoded body would be unpacked by Chromium past our size cap.
        const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase()
        if (encoding !== 'identity') return fail(new PageRefused('encoding', `compressed answer (${encoding}) though none was asked for`))
        bytes += res.body.length
        await route.fulfill({ status: res.status, headers: headersOf(res.headers), body: res.body })
      } catch (err) {
        await fail(err)
      }
    }
    await context.route(/^https?:/, answer)
    // Everything else (ftp:, ws:, chrome:…) never leaves the browser.
    await context.route((u) => !/^(https?|data|blob|about):/.test(u.protocol), (route) => route.abort('blockedbyclient'))
    await context.routeWebSocket(/.*/, (ws) => ws.close())

    let response
    try {
      response = await page.goto(doc.url, { waitUntil: 'load', timeout: limits.navigationMs })
    } catch (err) {
      if (documentError) throw documentError
      // A page that keeps loading past the time cap is pictured as far as it got, once it has a document.
      if (!(err instanceof errors.TimeoutError) || page.url() === 'about:blank') throw err
    }
    if (documentError) throw documentError
    if (response && response.status() >= 400) throw new PageRefused('http_status', `the site answered ${response.status()}`)
    await page.waitForLoadState('networkidle', { timeout: limits.settleMs }).catch(() => undefined)
    return await page.screenshot({ type: 'jpeg', quality: 85, timeout: 10_000, animations: 'disabled', caret: 'hide' })
  } finally {
    stop.abort()
    await context.close().catch(() => undefined)
  }
}
