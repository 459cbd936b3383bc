import { BlockList, isIP } from 'node:net'

/**
 * Addresses a server-side fetch of a user's URL must never reach: anything not on the public
 * internet (this machine, the private network, cloud metadata at 169.254.169.254, carrier NAT,
 * multicast, reserved and documentation ranges) in IPv4 and IPv6, including IPv4 written as
 * IPv6 (::ffff:127.0.0.1, NAT64 64:ff9b::/96 and 6to4 2002::/16 embeddings).
 */
const blocked = new BlockList()
const v4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
]
const v6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]
for (const [net, prefix] of v4) blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of v6) blocked.addSubnet(net, prefix, 'ipv6')

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase()
  const dotted = lower.match(/^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) return dotted[1]
  const groups = expandIPv6(lower)
  if (!groups) return undefined
  const toV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0)
  if (zeros(0, 5) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!) // ::ffff:a.b.c.d
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return toV4(groups[6]!, groups[7]!) // ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return toV4(groups[6]!, groups[7]!) // NAT64
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!) // 6to4
  return undefined
}

function expandIPv6(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined
  let text = address.split('%')[0]!
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number]
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0')
  const groups = [...h, ...fill, ...t].map((g) => parseInt(g || '0', 16))
  return groups.length === 8 ? groups : undefined
}

/** True when the address is a literal IP on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family === 6) {
    const inner = embeddedIPv4(address)
    if (inner) return isPublicAddress(inner)
    return !blocked.check(address.split('%')[0]!, 'ipv6')
  }
  return false
}
