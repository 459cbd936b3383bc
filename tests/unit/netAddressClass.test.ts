import { describe, expect, it } from 'vitest'
import { classifyAddress, embeddedIPv4, isPublicAddress } from '../../cms/src/net'

/** The address classes the SSRF-safe fetch refuses, one row per kind of non-public range. */
const refused: [address: string, why: string][] = [
  ['0.0.0.0', 'unspecified IPv4 ("this network")'],
  ['0.1.2.3', 'this network'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback, end of range'],
  ['10.1.2.3', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, end'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT, end'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['::', 'unspecified IPv6'],
  ['::1', 'loopback IPv6'],
  ['fe80::1', 'link-local IPv6'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local fd00::/8'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast IPv6'],
  ['2001:db8::1', 'documentation IPv6'],
  ['100::1', 'discard'],
  ['2001::1', 'Teredo tunnel'],
  ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
  ['::ffff:0:a00:1', 'IPv4-translated private'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
  ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['localhost', 'a name, not an address'],
  ['example.com', 'a name, not an address'],
  ['127.1', 'short form no resolver returns'],
  ['0x7f000001', 'hex form'],
  ['', 'empty'],
]
const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:0808:0808::1']

describe('address classes of the SSRF-safe fetch', () => {
  for (const [address, why] of refused) it(`refuses ${address || '(empty)'}: ${why}`, () => expect(isPublicAddress(address)).toBe(false))
  for (const address of allowed) it(`allows ${address}`, () => expect(isPublicAddress(address)).toBe(true))

  it('names the range and the IPv4 address inside IPv6 forms', () => {
    expect(classifyAddress('169.254.169.254')).toEqual({ public: false, range: 'linkLocal' })
    expect(classifyAddress('::ffff:127.0.0.1')).toEqual({ public: false, range: 'ipv4Mapped:loopback', embeddedIPv4: '127.0.0.1' })
    expect(classifyAddress('100.64.0.1').range).toBe('carrierGradeNat')
    expect(classifyAddress('fd00::1').range).toBe('uniqueLocal')
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1')
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254')
    expect(embeddedIPv4('2002:c0a8:0101::1')).toBe('192.168.1.1')
    expect(embeddedIPv4('2606:4700::1')).toBeUndefined()
  })
})
