import ipaddr from 'ipaddr.js'

/**
 * Whose forwarding headers we believe: `TRUSTED_PROXIES`, a comma-separated list of addresses and
 * CIDR ranges (IPv4 or IPv6). The default is loopback only — the edge and `pnpm start`'s own
 * processes. An address is compared in its plain form, so `::ffff:127.0.0.1` is 127.0.0.1.
 */
export type TrustList = { has(address: string): boolean }

export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1/128'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** The list, or the first entry that is not an address or a range (for the setting's message). */
export function parseTrustedProxies(value: string): { list: TrustList } | { invalid: string } {
  const ranges: Range[] = []
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    try {
      ranges.push(entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128])
    } catch {
      return { invalid: entry }
    }
    const [address] = ranges.at(-1)!
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) ranges[ranges.length - 1] = [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, ranges.at(-1)![1] - 96)]
  }
  return {
    list: {
      has(address) {
        const parsed = plainAddress(address)
        if (!parsed) return false
        return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range as never, bits))
      },
    },
  }
}

// Every request reads a few addresses (its peer, its forwarding chain, the trust list's check of
// each), and ipaddr.js parses an address with several regular expressions each time: the answers
// for recently seen addresses are kept. Bounded, so a flood of distinct addresses costs no memory.
const parsed = new Map<string, ipaddr.IPv4 | ipaddr.IPv6 | undefined>()
const PARSED_MAX = 4096

// Most addresses that arrive are plain dotted quads, and each client is new to the map above:
// ipaddr.js tries IPv6's expressions before IPv4's, twice (isValid, then process), where one
// expression reads a quad. No leading zeros: ipaddr.js reads those as octal, so they take its way.
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const DOTTED_QUAD = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`)

/** An address as ipaddr.js reads it, IPv4-mapped IPv6 turned into IPv4; undefined when it is none. */
export function plainAddress(value: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (value === undefined) return undefined
  if (parsed.has(value)) return parsed.get(value)
  const text = value.trim().replace(/^\[(.*)\]$/, '$1')
  const quad = DOTTED_QUAD.exec(text)
  const address = quad ? new ipaddr.IPv4(quad.slice(1, 5).map(Number)) : text && ipaddr.isValid(text) ? ipaddr.process(text) : undefined
  if (parsed.size >= PARSED_MAX) parsed.clear()
  parsed.set(value, address)
  return address
}
