import { describe, expect, it } from 'vitest'
import { embeddedIPv4, isPublicAddress } from '../../cms/src/tracker/index'

describe('the website reader refuses non-public addresses', () => {
  const blocked = [
    '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1',
    '169.254.169.254', '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250', '255.255.255.255', '198.18.0.1', '192.0.2.10',
    '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456:789a::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:c0a8:0101::1', '::127.0.0.1',
    'localhost', 'example.com', '',
  ]
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8']
  for (const a of blocked) it(`blocks ${a || '(empty)'}`, () => expect(isPublicAddress(a)).toBe(false))
  for (const a of allowed) it(`allows ${a}`, () => expect(isPublicAddress(a)).toBe(true))
  it('reads the IPv4 inside IPv6 forms', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1')
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254')
    expect(embeddedIPv4('2002:c0a8:0101::1')).toBe('192.168.1.1')
    expect(embeddedIPv4('2606:4700::1')).toBeUndefined()
  })
})
