import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { declaredSize, iconsInHtml, iconsInManifest, rankIcons } from '../../cms/src/imageCapture/iconCandidates'
import { NotAnIcon, rasterizeIcon, svgIsSelfContained } from '../../cms/src/imageCapture/rasterizeIcon'
import { recordEditorImages } from '../../cms/src/imageCapture/sourceFields'
import { logoSourceOf } from '../../cms/src/imageCapture/targets'
import { bmpIco, icoFile, pngIcon } from '../fakes/captureSites'

const page = 'https://brand.example/app/'

describe('the icons a site declares', () => {
  it('reads link icons, apple-touch-icon, the manifest and og:image, resolved against <base> and the page', () => {
    const found = iconsInHtml(
      `<html><head><base href="/static/">
        <link rel="icon" href="favicon-32.png" sizes="32x32">
        <LINK REL="Apple-Touch-Icon" HREF="/apple.png">
        <link rel="mask-icon" href="/mask.svg">
        <link rel="manifest" href="/site.webmanifest">
        <meta property="og:image" content="https://cdn.example/social.jpg">
        <link rel="shortcut icon" href="javascript:alert(1)">
      </head></html>`,
      page,
    )
    expect(found.manifestUrl).toBe('https://brand.example/site.webmanifest')
    expect(found.candidates).toEqual([
      { url: 'https://brand.example/static/favicon-32.png', source: 'icon', size: 32, type: undefined },
      { url: 'https://brand.example/apple.png', source: 'apple-touch-icon', size: 180, type: undefined },
      { url: 'https://cdn.example/social.jpg', source: 'og:image', size: 0 },
    ])
  })

  it('takes the largest icon first: manifest icons by size, then og:image, then small icons and /favicon.ico', () => {
    const manifest = iconsInManifest(
      JSON.stringify({ icons: [{ src: 'icon-192.png', sizes: '192x192' }, { src: 'icon-512.png', sizes: '512x512' }, { src: 'mono.png', sizes: '1024x1024', purpose: 'monochrome' }] }),
      'https://brand.example/m/site.webmanifest',
    )
    const ranked = rankIcons([...manifest, { url: 'https://brand.example/f16.png', source: 'icon', size: 16 }, { url: 'https://brand.example/og.png', source: 'og:image', size: 0 }, { url: 'https://brand.example/apple.png', source: 'apple-touch-icon', size: 180 }], page)
    expect(ranked.map((c) => c.url)).toEqual([
      'https://brand.example/m/icon-512.png',
      'https://brand.example/m/icon-192.png',
      'https://brand.example/apple.png',
      'https://brand.example/og.png',
      'https://brand.example/f16.png',
      'https://brand.example/favicon.ico',
    ])
  })

  it('reads sizes and treats SVG and "any" as scalable; a broken manifest gives nothing', () => {
    expect(declaredSize('16x16 48x48 32x32')).toBe(48)
    expect(declaredSize('any')).toBeGreaterThan(1024)
    expect(declaredSize(undefined, 'image/svg+xml')).toBeGreaterThan(1024)
    expect(declaredSize(undefined, undefined, '/logo.svg?v=2')).toBeGreaterThan(1024)
    expect(declaredSize('garbage')).toBe(0)
    expect(iconsInManifest('{not json', page)).toEqual([])
    expect(iconsInManifest('{"icons": "nope"}', page)).toEqual([])
  })
})

describe('an icon made a logo', () => {
  it('keeps a PNG as it is, up to 512 pixels', async () => {
    const small = await rasterizeIcon(await pngIcon(180), 'image/png')
    expect([small.width, small.height]).toEqual([180, 180])
    const big = await rasterizeIcon(await pngIcon(1024), 'image/png')
    expect([big.width, big.height]).toEqual([512, 512])
    expect(big.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('reads a favicon.ico (PNG entry) and a BMP-style ICO', async () => {
    const logo = await rasterizeIcon(await icoFile(32), 'image/x-icon')
    expect([logo.width, logo.height]).toEqual([32, 32])
    expect((await sharp(logo.png).metadata()).format).toBe('png')
    const classic = await rasterizeIcon(bmpIco(16), 'image/vnd.microsoft.icon')
    expect([classic.width, classic.height]).toEqual([16, 16])
    const { data } = await sharp(classic.png).raw().toBuffer({ resolveWithObject: true })
    // BGRA 33 99 33 in the file: green, opaque.
    expect([...data.subarray(0, 4)]).toEqual([0x33, 0x99, 0x33, 0xff])
  })

  it('rasterizes a self-contained SVG and refuses one that reaches outside', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#c33"/></svg>')
    const logo = await rasterizeIcon(svg, 'image/svg+xml')
    expect(logo.width).toBe(512)
    expect(svgIsSelfContained('<svg><image href="http://169.254.169.254/latest"/></svg>')).toBe(false)
    expect(svgIsSelfContained('<svg><image xlink:href="file:///etc/passwd"/></svg>')).toBe(false)
    expect(svgIsSelfContained('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')).toBe(false)
    expect(svgIsSelfContained('<svg><style>@import url(http://x/a.css)</style></svg>')).toBe(false)
    expect(svgIsSelfContained('<svg><script>alert(1)</script></svg>')).toBe(false)
    expect(svgIsSelfContained('<svg><use href="#a"/><rect fill="url(#g)"/></svg>')).toBe(true)
    await expect(rasterizeIcon(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://10.0.0.1/x.png"/></svg>'), 'image/svg+xml')).rejects.toBeInstanceOf(NotAnIcon)
  })

  it('refuses what is not an image, and icons too small to show', async () => {
    await expect(rasterizeIcon(Buffer.from('<html>hello</html>'), 'text/html')).rejects.toBeInstanceOf(NotAnIcon)
    await expect(rasterizeIcon(await pngIcon(8), 'image/png')).rejects.toThrow(/too small/)
  })
})

describe('where a record’s logo comes from', () => {
  it('a product’s site, a model provider’s home page, an MCP server’s site or its GitHub account', () => {
    expect(logoSourceOf('products', { id: 1, url: 'https://tool.example/app' })).toEqual({ page: 'https://tool.example/app' })
    expect(logoSourceOf('ai-models', { id: 1, url: 'https://openai.example/index/gpt-5' })).toEqual({ page: 'https://openai.example/' })
    expect(logoSourceOf('mcp-servers', { id: 1, websiteUrl: 'https://mcp.example/', repository: { url: 'https://github.com/acme/server' } })).toEqual({ page: 'https://mcp.example/' })
    expect(logoSourceOf('mcp-servers', { id: 1, repository: { url: 'https://github.com/acme/server' } })).toEqual({ image: 'https://github.com/acme.png?size=256' })
    expect(logoSourceOf('products', { id: 1, url: 'javascript:alert(1)' })).toBeUndefined()
    expect(logoSourceOf('ai-models', { id: 1 })).toBeUndefined()
  })
})

describe('an editor’s image', () => {
  const hook = recordEditorImages(['logo', 'screenshots'])
  const run = (data: Record<string, unknown>, originalDoc: Record<string, unknown> | undefined, context: Record<string, unknown> = {}) =>
    hook({ data, originalDoc, context, operation: originalDoc ? 'update' : 'create' } as never) as Record<string, any>

  it('is marked the editor’s when a save that is not a capture changes it', () => {
    const captured = { logo: 5, screenshots: [{ image: 7 }], imageSources: { logoSource: 'captured', logoFrom: 'https://x/icon.png', screenshotsSource: 'captured' } }
    const out = run({ logo: { id: 9 }, screenshots: [{ image: 7 }] }, captured)
    expect(out.imageSources).toMatchObject({ logoSource: 'editor', logoFrom: null, screenshotsSource: 'captured' })
    expect(run({ screenshots: [{ image: 8 }, { image: 7 }] }, captured).imageSources).toMatchObject({ logoSource: 'captured', screenshotsSource: 'editor' })
  })

  it('is handed back to the capture when cleared; unchanged images and the capture’s own saves change nothing', () => {
    const captured = { logo: 5, imageSources: { logoSource: 'editor' } }
    expect(run({ logo: null }, captured).imageSources).toMatchObject({ logoSource: null })
    expect(run({ logo: 5, name: 'x' }, captured).imageSources).toBeUndefined()
    expect(run({ logo: 6 }, { logo: 5 }, { imageCapture: true }).imageSources).toBeUndefined()
    expect(run({ logo: 3 }, undefined).imageSources).toMatchObject({ logoSource: 'editor' })
  })
})
