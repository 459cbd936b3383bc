import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { clientAddress } from '@aidir/cms/accounts'
import { PEER_HEADER, watchPeers, withPeer } from '../../cms/src/lib/peerAddress'
import { parseTrustedProxies, type TrustList } from '../../cms/src/lib/trustedProxies'
import { startEdge, type Edge } from '@aidir/edge/edge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as signin from '@/app/api/auth/signin/route'
import { signedInUser } from './accountsApi'

/**
 * Whose forwarding headers are believed (cms accounts/clientAddress.ts), over real sockets: a server
 * stamped by `watchPeers` as the storefront and the CMS are, answering the address the rule gives.
 * Linux routes all of 127.0.0.0/8 to loopback, so a client bound to 127.0.0.2 is a peer that
 * `127.0.0.1/32` does not trust, while the edge (127.0.0.1) is.
 */
const list = (value: string): TrustList => {
  const parsed = parseTrustedProxies(value)
  if (!('list' in parsed)) throw new Error(parsed.invalid)
  return parsed.list
}
const edgeOnly = list('127.0.0.1/32')

let server: http.Server
let origin: string
let edge: Edge

const headersOf = (req: http.IncomingMessage) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, ([] as string[]).concat(value).join(', '))
  return headers
}

beforeAll(async () => {
  watchPeers()
  server = http.createServer((req, res) => {
    const headers = headersOf(req)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ edgeOnly: clientAddress(headers, edgeOnly), loopback: clientAddress(headers, list('127.0.0.0/8,::1')) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  edge = await startEdge({ origin, port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await edge?.close()
  await new Promise((resolve) => server?.close(resolve))
})

/** A GET from a given local address, with whatever headers a client likes to claim. */
function ask(base: string, from: string, headers: Record<string, string>) {
  return new Promise<{ edgeOnly: string; loopback: string }>((resolve, reject) => {
    http
      .get(`${base}/who`, { localAddress: from, headers }, (res) => {
        let text = ''
        res.on('data', (c) => (text += c)).on('end', () => resolve(JSON.parse(text)))
      })
      .on('error', reject)
  })
}

const spoofed = { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.8' }

describe('trusted proxies only', () => {
  it('ignores forwarding headers from a peer that is not a trusted proxy', async () => {
    expect((await ask(origin, '127.0.0.2', spoofed)).edgeOnly).toBe('127.0.0.2')
    // A forged stamp is overwritten by the real one.
    expect((await ask(origin, '127.0.0.2', { ...spoofed, [PEER_HEADER]: 'guess 127.0.0.1' })).edgeOnly).toBe('127.0.0.2')
  })

  it('believes a trusted proxy: X-Forwarded-For from the right, X-Real-IP when it sends no chain', async () => {
    expect((await ask(origin, '127.0.0.1', { 'x-forwarded-for': '203.0.113.8' })).edgeOnly).toBe('203.0.113.8')
    expect((await ask(origin, '127.0.0.1', { 'x-real-ip': '203.0.113.7' })).edgeOnly).toBe('203.0.113.7')
    // Hops that are trusted proxies themselves are skipped; what the client wrote to their left is not believed.
    expect((await ask(origin, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.8, 127.0.0.1' })).edgeOnly).toBe('203.0.113.8')
    expect((await ask(origin, '127.0.0.1', { 'x-forwarded-for': 'not-an-address, 203.0.113.8' })).edgeOnly).toBe('203.0.113.8')
  })

  it('through the edge: a client claiming an address is known by its own', async () => {
    const answer = await ask(edge.url, '127.0.0.2', spoofed)
    expect(answer.edgeOnly).toBe('127.0.0.2')
    // With all of loopback trusted, 127.0.0.2 is a proxy too, and its claim is believed — the setting decides.
    expect(answer.loopback).toBe('203.0.113.8')
  })

  it('gives requests no socket stamped one bucket, whatever they claim', () => {
    expect(clientAddress(new Headers(spoofed), edgeOnly)).toBe('unknown')
    expect(clientAddress(new Headers({ ...spoofed, [PEER_HEADER]: 'guess 127.0.0.1' }), edgeOnly)).toBe('unknown')
    expect(clientAddress(withPeer(spoofed, '::ffff:127.0.0.1'), edgeOnly)).toBe('203.0.113.8')
  })

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', () => {
    expect(parseTrustedProxies('10.0.0.0/8, example.com')).toEqual({ invalid: 'example.com' })
    expect(list('10.0.0.0/8,2001:db8::/32').has('10.1.2.3')).toBe(true)
    expect(list('10.0.0.0/8,2001:db8::/32').has('2001:db8::1')).toBe(true)
    expect(list('10.0.0.0/8').has('11.0.0.1')).toBe(false)
  })
})

describe('the public origin comes from configuration', () => {
  it('builds the sign-in return address on SITE_URL, not on a forged Host', async () => {
    const { email, ip } = await signedInUser()
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example']) {
      const request = new Request('http://127.0.0.1:3000/api/auth/signin', {
        method: 'POST',
        headers: withPeer({ 'content-type': 'application/json', host, 'x-forwarded-for': ip, 'x-forwarded-host': host }, '127.0.0.1'),
        body: JSON.stringify({ email, password: 'correct horse battery staple', from: '/en/models' }),
      })
      const answer = (await (await signin.POST(request)).json()) as { data: { redirect: string } }
      expect(new URL(answer.data.redirect).origin, host).toBe(new URL(process.env.SITE_URL || 'http://localhost:3000').origin)
    }
  })
})
