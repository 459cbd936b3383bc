/**
 * Matching third-party domains to products. A product is keyed by its URL's host without `www.`,
 * plus its path when it has one (a product living at github.com/org/repo must not collect all of
 * github.com's traffic). A record matches on host + path first, then on the host, then on a
 * parent domain (app.example.com → example.com) when exactly one product sits there.
 */
export function normaliseHost(input: string): { host: string; path: string } | undefined {
  let text = input.trim().toLowerCase()
  if (!text) return undefined
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `https://${text}`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const host = url.hostname.replace(/^www\d*\./, '').replace(/\.$/, '')
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return undefined
  const path = url.pathname.replace(/\/+$/, '')
  return { host, path }
}

export type DomainIndex = { match: (domain: string) => { productId: number } | { error: 'unmatched' | 'ambiguous' | 'invalid' } }

export function buildDomainIndex(products: { id: number; url: string }[]): DomainIndex {
  const byKey = new Map<string, number[]>()
  const add = (key: string, id: number) => byKey.set(key, [...(byKey.get(key) ?? []), id])
  for (const p of products) {
    const n = normaliseHost(p.url)
    if (n) add(n.host + n.path, p.id)
  }
  const one = (key: string) => {
    const ids = byKey.get(key)
    if (!ids) return undefined
    return ids.length === 1 ? { productId: ids[0]! } : ({ error: 'ambiguous' } as const)
  }
  return {
    match(domain) {
      const n = normaliseHost(domain)
      if (!n) return { error: 'invalid' }
      const exact = one(n.host + n.path) ?? (n.path ? one(n.host) : undefined)
      if (exact) return exact
      const labels = n.host.split('.')
      for (let i = 1; i < labels.length - 1; i++) {
        const parent = one(labels.slice(i).join('.'))
        if (parent) return parent
      }
      return { error: 'unmatched' }
    },
  }
}
