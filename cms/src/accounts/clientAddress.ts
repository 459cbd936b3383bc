import { env } from '../env'
import { peerAddress } from '../lib/peerAddress'
import { plainAddress } from '../lib/trustedProxies'

/**
 * The client's address, the one rule for every per-address limit on the storefront and in the CMS.
 * The connection's own address (`peerAddress`) unless that peer is a trusted proxy
 * (`TRUSTED_PROXIES`, loopback by default): then the X-Forwarded-For chain read from the right,
 * skipping hops that are trusted proxies too, the first other address being the client; a trusted
 * peer that sends no chain may name the client in X-Real-IP (a CDN appends to the chain but passes a
 * client's own X-Real-IP on, so the chain comes first). What anyone else sends is ignored. Without a stamped peer (a request
 * that came through no socket of ours) the answer is 'unknown', one bucket for all such callers.
 */
export function clientAddress(headers: Headers | undefined, trusted = env().TRUSTED_PROXIES): string {
  const peer = plainAddress(peerAddress(headers))
  if (!peer) return 'unknown'
  if (!trusted.has(peer.toString())) return peer.toString()
  const hops = headers?.get('x-forwarded-for')?.split(',') ?? []
  // Next fills in a missing X-Forwarded-For with the connection's address: that hop says nothing.
  if (hops.length > 0 && plainAddress(hops.at(-1))?.toString() === peer.toString()) hops.pop()
  if (hops.length === 0) return plainAddress(headers?.get('x-real-ip') ?? undefined)?.toString() ?? peer.toString()
  let client = peer
  for (let i = hops.length - 1; i >= 0 && trusted.has(client.toString()); i--) {
    const hop = plainAddress(hops[i])
    if (!hop) break // a hop that is no address ends what can be believed
    client = hop
  }
  return client.toString()
}
