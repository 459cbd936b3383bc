import { safeFetch, SafeFetchError, type SafeFetchOptions } from '@aidir/cms/net'
import { type Browser, type BrowserContext, chromium, errors, type Page, type Route } from 'playwright-core'

/**
 * One headless Chromium per worker process, launched on first use, whose every request goes
 * through the SSRF-safe fetch. Chromium itself resolves no name (`--host-resolver-rules` maps
 * every host to "not found"): each request is intercepted (`route`) and answered by `safeFetch`
 * in Node, which checks the address (the same rules as every other outbound call), connects to
 * the address it checked, caps size and time, and follows redirects itself, checking each hop
 * (Chromium does not hand a redirect it was given back to the interception: its next request would
 * go to the network, where it resolves nothing). The page itself is fetched first, so the browser
 * opens its final address and relative links resolve as on the site. WebSockets are closed,
 * service workers blocked. Tabs are pooled per screen size: a tab goes blank and loses its cookies
 * after each picture and takes the next site in the same renderer.
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
        // One list (Chromium reads only the last --disable-features). Without site isolation and
        // the browsing-instance swap, a page that goes on to the next product's site keeps its
        // renderer: starting a renderer costs 1–2 CPU-seconds, more than picturing the page.
        // Nothing secret ever lives in this browser (every request is ours, through safeFetch,
        // cookies are cleared between pages), so sharing a renderer between sites exposes nothing.
        '--disable-features=NetworkPrediction,DnsOverHttps,site-per-process,ProactivelySwapBrowsingInstance,RenderDocument,BackForwardCache',
        '--disable-site-isolation-trials',
        '--mute-audio',
      ],
    })
    .then((browser) => {
      browser.on('disconnected', () => {
        launched = undefined
        idle.clear()
      })
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
  idle.clear()
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

/** What the route handler of a tab needs to know about the picture being taken. */
type Capture = {
  doc: { url: string; status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
  documentServed: boolean
  documentError: unknown
  requests: number
  bytes: number
  stop: AbortController
  fetchOptions: Pick<SafeFetchOptions, 'allowAddress' | 'resolve'>
  limits: typeof SCREENSHOT_LIMITS
}

/** A tab at one screen size, kept between pictures so its renderer is reused. */
type Tab = { browser: Browser; context: BrowserContext; page: Page; current: Capture | null; used: number }

/** A tab is retired after this many pictures, so what one site leaves in the renderer does not pile up. */
const TAB_PICTURES = 40
const idle = new Map<ScreenKind, Tab[]>()

async function openTab(browser: Browser, kind: ScreenKind): Promise<Tab> {
  const context = await browser.newContext({ ...viewports[kind], serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true, locale: 'en-US' })
  const page = await context.newPage()
  const tab: Tab = { browser, context, page, current: null, used: 0 }
  await context.route(/^https?:/, (route) => answer(tab, route))
  // Everything else (ftp:, ws:, chrome:…) never leaves the browser.
  await context.route((u) => !/^(https?|data|blob|about):/.test(u.protocol), (route) => route.abort('blockedbyclient'))
  await context.routeWebSocket(/.*/, (ws) => ws.close())
  return tab
}

async function takeTab(browser: Browser, kind: ScreenKind): Promise<Tab> {
  const tabs = idle.get(kind) ?? []
  while (tabs.length) {
    const tab = tabs.pop()!
    if (tab.browser === browser && browser.isConnected() && !tab.page.isClosed()) return tab
    await tab.context.close().catch(() => undefined)
  }
  return openTab(browser, kind)
}

/** Back to the pool once blank (the last site's scripts stop) and without its cookies; closed if that fails. */
async function giveBack(tab: Tab, kind: ScreenKind): Promise<void> {
  tab.current = null
  try {
    if (++tab.used >= TAB_PICTURES) throw new Error('retired')
    await tab.page.goto('about:blank', { timeout: 5_000 })
    await tab.context.clearCookies()
    if (!tab.browser.isConnected()) throw new Error('browser gone')
    idle.set(kind, [...(idle.get(kind) ?? []), tab])
  } catch {
    await tab.context.close().catch(() => undefined)
  }
}

/** Every http(s) request of a tab, answered through safeFetch for the picture being taken (none: refused). */
async function answer(tab: Tab, route: Route): Promise<void> {
  const c = tab.current
  if (!c) return route.abort('blockedbyclient').catch(() => undefined)
  const request = route.request()
  let isDocument = false
  try {
    isDocument = request.isNavigationRequest() && request.frame() === tab.page.mainFrame()
  } catch {
    // A request without a frame (a worker's) is a resource.
  }
  const fail = (err: unknown) => {
    if (isDocument) c.documentError = err
    return route.abort(err instanceof SafeFetchError && err.code === 'blocked_address' ? 'blockedbyclient' : 'failed').catch(() => undefined)
  }
  const { limits } = c
  if (++c.requests > limits.requests) return fail(new PageRefused('too_many_requests', `more than ${limits.requests} requests`))
  if (!methods.has(request.method())) return fail(new PageRefused('method', `${request.method()} is not fetched`))
  if (isDocument && !c.documentServed && request.method() === 'GET' && request.url() === c.doc.url) {
    c.documentServed = true
    return route.fulfill({ status: c.doc.status, headers: headersOf(c.doc.headers), body: c.doc.body }).catch(() => undefined)
  }
  const remaining = limits.pageBytes - c.bytes
  if (remaining <= 0) return fail(new PageRefused('too_large', `the page loads more than ${limits.pageBytes} bytes`))
  const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !dropRequest.has(name) && !name.startsWith(':')))
  try {
    const res = await safeFetch(request.url(), {
      ...c.fetchOptions,
      method: request.method() as 'GET',
      headers,
      body: request.postDataBuffer() ?? undefined,
      acceptErrorStatus: true,
      maxBytes: Math.min(isDocument ? limits.documentBytes : limits.resourceBytes, remaining),
      timeoutMs: limits.resourceMs,
      maxRedirects: 5,
      signal: c.stop.signal,
    })
    // We asked for no compression: an encoded body would be unpacked by Chromium past our size cap.
    const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase()
    if (encoding !== 'identity') return fail(new PageRefused('encoding', `compressed answer (${encoding}) though none was asked for`))
    c.bytes += res.body.length
    // The picture was taken meanwhile: this answer belongs to no one.
    if (tab.current !== c) return route.abort('blockedbyclient').catch(() => undefined)
    await route.fulfill({ status: res.status, headers: headersOf(res.headers), body: res.body })
  } catch (err) {
    await fail(err)
  }
}

/** A picture of `url` as a JPEG, at the given screen. Throws SafeFetchError or PageRefused about the page. */
export async function screenshotPage(browser: Browser, url: string, kind: ScreenKind, fetchOptions: Pick<SafeFetchOptions, 'allowAddress' | 'resolve'> = {}, limits = SCREENSHOT_LIMITS): Promise<Buffer> {
  const stop = new AbortController()
  // The document first: its redirects are followed and checked here, and a refusal is about the page.
  let doc
  try {
    doc = await safeFetch(url, { ...fetchOptions, headers: { 'user-agent': kind === 'phone' ? viewports.phone.userAgent : DESKTOP_UA, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' }, acceptErrorStatus: true, maxBytes: limits.documentBytes, timeoutMs: limits.navigationMs, maxRedirects: 5, signal: stop.signal })
  } catch (err) {
    stop.abort()
    throw err
  }
  if (doc.status >= 400) throw new PageRefused('http_status', `the site answered ${doc.status}`)
  if (!/^(text\/html|application\/xhtml\+xml)$/.test(doc.contentType)) throw new PageRefused('not_html', `not an HTML page (${doc.contentType || 'no type'})`)
  if (String(doc.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') throw new PageRefused('encoding', 'compressed answer though none was asked for')

  const capture: Capture = { doc, documentServed: false, documentError: undefined, requests: 0, bytes: doc.body.length, stop, fetchOptions, limits }
  const tab = await takeTab(browser, kind)
  tab.current = capture
  const { page } = tab
  try {
    let response
    try {
      response = await page.goto(doc.url, { waitUntil: 'load', timeout: limits.navigationMs })
    } catch (err) {
      if (capture.documentError) throw capture.documentError
      // A page that keeps loading past the time cap is pictured as far as it got, once it has a document.
      if (!(err instanceof errors.TimeoutError) || page.url() === 'about:blank') throw err
    }
    if (capture.documentError) throw capture.documentError
    if (response && response.status() >= 400) throw new PageRefused('http_status', `the site answered ${response.status()}`)
    await page.waitForLoadState('networkidle', { timeout: limits.settleMs }).catch(() => undefined)
    return await page.screenshot({ type: 'jpeg', quality: 85, timeout: 10_000, animations: 'disabled', caret: 'hide' })
  } finally {
    stop.abort()
    await giveBack(tab, kind)
  }
}
