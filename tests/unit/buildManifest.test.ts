import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** storefront/scripts/write-build-manifest.mjs: the manifests of SPEC §3 from a build directory. */
const script = path.resolve(import.meta.dirname, '../../storefront/scripts/write-build-manifest.mjs')

async function build(id: string, routes: Record<string, string>) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'aidir-dist-'))
  await writeFile(path.join(dist, 'BUILD_ID'), `${id}\n`)
  await writeFile(path.join(dist, 'app-path-routes-manifest.json'), JSON.stringify(routes))
  return dist
}

function run(dist: string, out: string) {
  execFileSync(process.execPath, [script], { env: { ...process.env, NEXT_DIST_DIR: dist, BUILD_MANIFEST_DIR: out }, stdio: 'pipe' })
}

describe('the build manifest script', () => {
  it('writes latest.json and meta/{id}.json with the route matcher of the build', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'aidir-builds-'))
    const dist = await build('build-one', {
      '/[lang]/(home)/page': '/[lang]',
      '/[lang]/(default)/class/page': '/[lang]/class',
      '/[lang]/(default)/details/[id]/page': '/[lang]/details/[id]',
      '/_not-found/page': '/_not-found',
      '/sitemap.xml/route': '/sitemap.xml',
    })
    run(dist, out)
    const latest = JSON.parse(await readFile(path.join(out, 'latest.json'), 'utf8'))
    expect(latest.id).toBe('build-one')
    expect(typeof latest.timestamp).toBe('number')
    const meta = JSON.parse(await readFile(path.join(out, 'meta', 'build-one.json'), 'utf8'))
    expect(meta.matcher).toEqual({ static: [], dynamic: ['/[lang]', '/[lang]/class', '/[lang]/details/[id]'] })

    run(await build('build-two', {}), out)
    expect(JSON.parse(await readFile(path.join(out, 'latest.json'), 'utf8')).id).toBe('build-two')
    expect((await readdir(path.join(out, 'meta'))).sort()).toEqual(['build-one.json', 'build-two.json'])
  })

  it('fails without a build id', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'aidir-dist-'))
    expect(() => run(empty, empty)).toThrow()
  })
})
