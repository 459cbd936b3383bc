import ipaddr from 'ipaddr.js'

/**
 * Which addresses a server-side fetch of a URL someone else chose may reach: only the public
 * internet. ipaddr.js names the special ranges (loopback, private, link-local with the cloud
 * metadata at 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified 0.0.0.0 and ::,
 * reserved, documentation and benchmarking, unique-local fc00::/7, site-local, discard, Teredo…);
 * anything not plain `unicast` is refused. IPv6 forms that carry an IPv4 address (mapped
 * ::ffff:a.b.c.d, translated, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are
 * judged by the IPv4 address inside, so ::ffff:127.0.0.1 is loopback.
 */
export type AddressClass = { public: boolean; range: string; embeddedIPv4?: string }

/** IPv6 ranges whose last (or, for 6to4, second and third) 16-bit groups are an IPv4 address. */
const carriesIPv4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052'])

export function classifyAddress(address: string): AddressClass {
  if (!ipaddr.isValid(address)) return { public: false, range: 'not_an_address' }
  // Only the strict forms: ipaddr.parse also takes "127.1" or "0x7f.1", which no resolver returns
  // and which are not what a URL's host turns into (WHATWG URL already normalises those).
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return { public: false, range: 'not_an_address' }
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range()
    return { public: range === 'unicast', range }
  }
  const v6 = parsed as ipaddr.IPv6
  const inner = embeddedIPv4(v6)
  if (inner) {
    const innerClass = classifyAddress(inner)
    return { public: innerClass.public, range: `${v6.range()}:${innerClass.range}`, embeddedIPv4: inner }
  }
  const range = v6.range()
  return { public: range === 'unicast', range }
}

/** True when the address is a literal IP on the public internet. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).public
}

/** The IPv4 address an IPv6 address carries (mapped, translated, compatible, NAT64, 6to4), if any. */
export function embeddedIPv4(address: string | ipaddr.IPv6): string | undefined {
  let v6: ipaddr.IPv6
  if (typeof address === 'string') {
    if (!ipaddr.IPv6.isValid(address)) return undefined
    v6 = ipaddr.IPv6.parse(address)
  } else v6 = address
  const p = v6.parts
  const toV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  const range = v6.range()
  if (carriesIPv4.has(range) && !(range === 'rfc6052' && p[2] !== 0)) return toV4(p[6]!, p[7]!)
  if (range === '6to4') return toV4(p[1]!, p[2]!)
  // IPv4-compatible ::a.b.c.d (deprecated; not :: or ::1, which are their own ranges).
  if (p.slice(0, 6).every((g) => g === 0) && (p[6] !== 0 || p[7]! > 1)) return toV4(p[6]!, p[7]!)
  return undefined
}
