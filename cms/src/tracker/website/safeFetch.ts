import { safeFetch, SafeFetchError, type SafeFetchOptions as NetFetchOptions } from '../../net'

/**
 * The brand's home page, fetched with the shared SSRF-safe fetch; the tracker accepts only HTML
 * (a wrong type fails as `not_html`, the code its callers know).
 */
export type SafeFetchOptions = Pick<NetFetchOptions, 'maxBytes' | 'timeoutMs' | 'maxRedirects' | 'allowAddress' | 'resolve' | 'userAgent' | 'signal'>

export type FetchedPage = { url: string; status: number; contentType: string; body: string; redirects: string[] }

const HTML_TYPES = ['text/html', 'application/xhtml+xml']

export async function safeFetchHtml(target: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  try {
    const page = await safeFetch(target, { userAgent: 'AIDirectoryBrandReader/1.0', ...options, method: 'GET', contentTypes: HTML_TYPES })
    return { url: page.url, status: page.status, contentType: page.contentType, body: page.text(), redirects: page.redirects }
  } catch (err) {
    if (err instanceof SafeFetchError && err.code === 'content_type') throw new SafeFetchError('not_html', `not an HTML page: ${err.message}`, err.status)
    throw err
  }
}

export { SafeFetchError }
