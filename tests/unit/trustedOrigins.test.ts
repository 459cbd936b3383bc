import { describe, expect, it } from 'vitest'
import { trustedOrigins } from '../../cms/src/lib/trustedOrigins'

describe('trusted origins of the admin and API', () => {
  it('trusts a loopback CMS under both of its names, so saving from http://127.0.0.1 is not refused', () => {
    const origins = trustedOrigins(['http://localhost:3000', 'http://localhost:3001/'])
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:3001', 'http://127.0.0.1:3001', 'http://[::1]:3001', 'http://127.0.0.1:3000']))
  })

  it('takes a real host exactly as configured, without adding loopback names or paths', () => {
    expect(trustedOrigins(['https://www.example.com', 'https://cms.example.com/admin'])).toEqual(['https://www.example.com', 'https://cms.example.com'])
  })

  it('skips a value that is no URL', () => {
    expect(trustedOrigins(['not a url', 'http://127.0.0.1:3001'])).toContain('http://localhost:3001')
  })
})
