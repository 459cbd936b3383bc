#!/usr/bin/env node
/**
 * After `next build`: publishes the build manifest of SPEC §3 for the BuildWatcher (SPEC §4).
 *   public/builds/latest.json          { id, timestamp }               polled by open tabs
 *   public/builds/meta/{buildId}.json  { id, timestamp, matcher }      this build's route matcher
 * `matcher` lists the page routes of the build as path patterns without route groups
 * (e.g. /[lang]/details/[id]), split into static and dynamic ones, so a client can tell whether a
 * path exists in this build. The last few meta files are kept for tabs still running older builds.
 * Reads the build directory Next used (NEXT_DIST_DIR, default .next).
 * Run from the storefront directory: node scripts/write-build-manifest.mjs
 */
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const KEEP_META = 10
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next')
// BUILD_MANIFEST_DIR lets a test write elsewhere than the served public/builds.
const outDir = path.resolve(root, process.env.BUILD_MANIFEST_DIR || 'public/builds')

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return fallback
  }
}

/** Page routes of the build: app paths ending in /page, minus Next's own (/_not-found, …). */
function matcherOf(appPathRoutes) {
  const routes = [...new Set(Object.entries(appPathRoutes).filter(([entry]) => entry.endsWith('/page')).map(([, route]) => route))]
    .filter((route) => !/(^|\/)_/.test(route))
    .sort()
  return { static: routes.filter((r) => !r.includes('[')), dynamic: routes.filter((r) => r.includes('[')) }
}

/** Written to a temporary name first: a tab polling at that moment never reads half a file. */
async function writeAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`)
  await rename(tmp, file)
}

async function pruneMeta(metaDir, keepId) {
  const files = (await readdir(metaDir)).filter((f) => f.endsWith('.json'))
  const dated = await Promise.all(files.map(async (f) => ({ f, at: (await stat(path.join(metaDir, f))).mtimeMs })))
  const old = dated.filter((d) => d.f !== `${keepId}.json`).sort((a, b) => b.at - a.at).slice(KEEP_META - 1)
  await Promise.all(old.map((d) => unlink(path.join(metaDir, d.f))))
}

const id = (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8').catch(() => '')).trim()
if (!/^[\w-]+$/.test(id)) {
  console.error(`write-build-manifest: no valid BUILD_ID in ${distDir}; run next build first`)
  process.exit(1)
}
const timestamp = Date.now()
const matcher = matcherOf(await readJson(path.join(distDir, 'app-path-routes-manifest.json'), {}))
const metaDir = path.join(outDir, 'meta')
await mkdir(metaDir, { recursive: true })
await writeAtomic(path.join(metaDir, `${id}.json`), { id, timestamp, matcher })
await writeAtomic(path.join(outDir, 'latest.json'), { id, timestamp })
await pruneMeta(metaDir, id)
console.log(`build manifest ${id}: ${matcher.static.length + matcher.dynamic.length} routes -> ${path.relative(root, outDir)}`)
