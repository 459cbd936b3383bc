/**
 * Whether a click on this element starts a page navigation in this tab: a same-origin link to
 * another URL (not just another #hash), without modifier keys, new-tab targets or downloads.
 */
export function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.hasAttribute('download')) return false
  const target = anchor.getAttribute('target')
  if (target && target !== '_self') return false
  let url: URL
  try {
    url = new URL(anchor.href, location.href)
  } catch {
    return false
  }
  if (url.origin !== location.origin) return false
  return url.pathname !== location.pathname || url.search !== location.search
}

/**
 * Whether a history step (popstate) leaves the page that is rendered, `renderedUrl` being its
 * pathname and search. Following an in-page #hash link, and going back or forward between such
 * entries, also fires popstate but renders nothing new: the bar would start and never finish.
 */
export function isHistoryNavigation(renderedUrl: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.pathname + location.search !== renderedUrl
}
