import { describe, expect, it } from 'vitest'
import { parseTrustedProxies, plainAddress } from '../../cms/src/lib/trustedProxies'

describe('plainAddress', () => {
  it('reads an address as ipaddr.js does, dotted quads by the short way included', () => {
    // Expected: ipaddr.js's own reading (isValid, then process) of each text.
    const readings: [string, string | undefined][] = [
      ['203.0.113.7', '203.0.113.7'],
      ['0.0.0.0', '0.0.0.0'],
      ['255.255.255.255', '255.255.255.255'],
      [' 198.51.100.20 ', '198.51.100.20'],
      ['99.100.199.249', '99.100.199.249'],
      // Leading zeros are octal to ipaddr.js; other IPv4 forms are its to read too.
      ['010.0.0.1', '8.0.0.1'],
      ['192.168.001.1', '192.168.1.1'],
      ['1.2.3', '1.2.0.3'],
      ['0x7f.0.0.1', '127.0.0.1'],
      ['127.1', '127.0.0.1'],
      ['256.1.1.1', undefined],
      ['1.2.3.4.5', undefined],
      ['', undefined],
      ['not an address', undefined],
      ['１.2.3.4', undefined],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['[::1]', '::1'],
      ['2001:db8::1', '2001:db8::1'],
    ]
    for (const [text, reading] of readings) expect(plainAddress(text)?.toString(), text).toBe(reading)
  })

  it('gives IPv4 addresses the trust list compares with its ranges', () => {
    const parsed = parseTrustedProxies('127.0.0.0/8,10.1.2.3')
    if (!('list' in parsed)) throw new Error(parsed.invalid)
    expect(plainAddress('127.0.0.9')!.kind()).toBe('ipv4')
    expect(parsed.list.has('127.0.0.9')).toBe(true)
    expect(parsed.list.has('10.1.2.3')).toBe(true)
    expect(parsed.list.has('10.1.2.4')).toBe(false)
    expect(parsed.list.has('128.0.0.9')).toBe(false)
  })
})
