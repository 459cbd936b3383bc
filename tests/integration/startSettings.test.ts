import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `./aidir start` on a fresh checkout has no DATABASE_URL (the embedded PostgreSQL provides it)
 * and no settings file: the start script must reach its own settings check, which fills the
 * database address in, rather than fail while loading its imports (the package root loads the
 * Payload config, which reads the settings at once).
 */
const root = path.resolve(import.meta.dirname, '../..')

describe('pnpm start on a fresh checkout', () => {
  it('checks the settings itself, without a database address', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PAYLOAD_SECRET: 'a-test-secret-of-enough-length-000', EDITION: 'moon' }
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'start.ts')], { env, encoding: 'utf8', timeout: 60_000 })
    const output = `${result.stdout}${result.stderr}`
    // The one wrong setting is named, and nothing about the database the script provides itself.
    expect(result.status, output).toBe(1)
    expect(output).toMatch(/Invalid environment variables[\s\S]*EDITION/)
    expect(output).not.toMatch(/DATABASE_URL|\n\s+at /)
  })
})
