import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cachedPagePolicy, inlineScriptHashes, pagePolicy, scriptHash } from '../../storefront/src/features/security/pagePolicy.mjs'
import { isPerRequestPage } from '../../storefront/src/features/security/perRequestPages'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('the storefront Content-Security-Policy', () => {
  it('lists the hash of every inline script a browser would run, and nothing for data blocks or files', () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script nonce="x">self.__next_f.push([1,"a"])</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([scriptHash('(self.__next_f=self.__next_f||[]).push([0])'), scriptHash('self.__next_f.push([1,"a"])')])
    // The browser hashes the UTF-8 text between the tags.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it('never allows inline scripts wholesale, and keeps plugins, base and framing to the site', () => {
    const policy = cachedPagePolicy('<script>a()</script>', { LOGIN_FRAME_URL: 'https://passport.example.com/login' })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${scriptHash('a()')}`)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://passport.example.com")
    expect(directive(pagePolicy({ scripts: ["'nonce-abc'"], frameAncestors: "'self' https://m.example.com" }), 'frame-ancestors')).toBe("frame-ancestors 'self' https://m.example.com")
  })

  it('gives a per-request nonce to exactly the pages rendered per request', () => {
    const root = path.resolve(import.meta.dirname, '../../storefront/src/app/[lang]')
    const pages = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('page.tsx'))
    expect(pages.length).toBeGreaterThan(20)
    for (const file of pages) {
      // The URL path: layout groups vanish, parameters take a sample value.
      const route = `/${path.dirname(file)}`.split('/').filter((s) => s && !/^\(.*\)$/.test(s)).map((s) => (s.startsWith('[') ? 'x' : s)).join('/')
      const dynamic = /export const dynamic = 'force-dynamic'/.test(readFileSync(path.join(root, file), 'utf8'))
      expect(isPerRequestPage(`/${route}`), `${file} (${dynamic ? 'per request' : 'cached'})`).toBe(dynamic)
    }
  })
})

describe('Strict-Transport-Security', () => {
  const saved = { SITE_URL: process.env.SITE_URL, HSTS_MAX_AGE: process.env.HSTS_MAX_AGE }
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  const hstsFor = async (env: Record<string, string>) => {
    Object.assign(process.env, env)
    const { pageHeaders } = await import('../../storefront/src/features/security/pageHeaders')
    const response = new Response(null)
    pageHeaders(new Headers(), { perRequest: false })(response as never)
    return response.headers.get('strict-transport-security')
  }

  it('is sent when the site is https, and not over http or when turned off', async () => {
    expect(await hstsFor({ SITE_URL: 'https://www.example.com', HSTS_MAX_AGE: '31536000' })).toBe('max-age=31536000')
    expect(await hstsFor({ SITE_URL: 'http://localhost:3000', HSTS_MAX_AGE: '31536000' })).toBeNull()
    expect(await hstsFor({ SITE_URL: 'https://www.example.com', HSTS_MAX_AGE: '0' })).toBeNull()
  })
})
