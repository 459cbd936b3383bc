import { existsSync } from 'node:fs'
import path from 'node:path'
import { root } from './runtime'
import { runToEnd } from './processes'

export const apps = ['cms', 'storefront'] as const
export type App = (typeof apps)[number]

export function isBuilt(app: App): boolean {
  return existsSync(path.join(root, app, '.next', 'BUILD_ID'))
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
