/**
 * This server's own address for calls to itself (rules list, 404 rendering): 127.0.0.1 on the
 * port it listens on, never the request's Host header, which a client controls.
 */
export function ownOrigin(): string {
  const port = process.env.PORT || process.env.STOREFRONT_PORT || '3000'
  return `http://127.0.0.1:${port}`
}
