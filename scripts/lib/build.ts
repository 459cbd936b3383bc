import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './runtime'
import { runToEnd } from './processes'

export const apps = ['cms', 'storefront'] as const
export type App = (typeof apps)[number]

export function isBuilt(app: App): boolean {
  return existsSync(path.join(root, app, '.next', 'BUILD_ID'))
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Built, and no source of the app (or of the cms it imports) changed since. */
export function isBuildCurrent(app: App): boolean {
  if (!isBuilt(app)) return false
  const built = statSync(path.join(root, app, '.next', 'BUILD_ID')).mtimeMs
  return [path.join(root, app, 'src'), path.join(root, 'cms', 'src')].every((dir) => newestMtime(dir) <= built)
}

/**
 * Production build of a Next app. The build reads the configuration but never the database, so
 * missing connection settings get harmless stand-ins.
 */
export async function build(app: App): Promise<void> {
  await runToEnd('build', 'pnpm', ['--filter', `@aidir/${app}`, 'run', 'build'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://build:build@127.0.0.1:1/build',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'build-time-secret-never-used-at-runtime',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
}

/**
 * Drops what a Next server rendered and cached at run time (data reads and regenerated pages).
 * They were made from whatever database and edition the last server had; a server started on
 * another one (a fresh data directory, each test run, EDITION switched) would otherwise serve them
 * until they expire.
 */
export function dropRenderCaches(app: App, nextDir = path.join(root, app, '.next')): void {
  // The source marker goes too: whatever caches next is made from a source nobody recorded.
  for (const dir of [['cache', 'fetch-cache'], ['server', 'route-cache'], ['cache', 'render-source']]) {
    rmSync(path.join(nextDir, ...dir), { recursive: true, force: true })
  }
}

/**
 * What the cached pages were rendered from: the database (the cluster's system identifier and the
 * database's oid), the edition, which changes menus, languages and sign-in on every page, and the
 * public origin (SITE_URL), which every canonical URL, og:url, hreflang and JSON-LD address carries.
 * The default language is part of the origin's shape: it decides which pages go unprefixed.
 */
export type RenderSource = { database: string; edition: string; siteUrl: string; defaultLanguage: string }

/**
 * Keeps what the last server cached only when it was rendered from this same source, so a restart
 * stays warm while a new data directory, a recreated database, another EDITION or another public
 * address (SITE_URL) starts clean: a page cached under http://localhost:3000 would otherwise keep
 * that origin in its canonical URL after the site moved to its real address.
 */
export function dropRenderCachesUnlessSameSource(app: App, source: RenderSource, nextDir = path.join(root, app, '.next')): boolean {
  const marker = path.join(nextDir, 'cache', 'render-source')
  const key = JSON.stringify({ database: source.database, edition: source.edition, siteUrl: source.siteUrl, defaultLanguage: source.defaultLanguage })
  const same = existsSync(marker) && readFileSync(marker, 'utf8') === key
  if (!same) {
    dropRenderCaches(app, nextDir)
    mkdirSync(path.dirname(marker), { recursive: true })
    writeFileSync(marker, key)
  }
  return !same
}
