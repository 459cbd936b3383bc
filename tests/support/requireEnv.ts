/**
 * A test that needs a setting fails, naming it, when the setting is missing: it never skips
 * silently (a green run must mean every test ran).
 */
export function requireEnv(name: string, purpose: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: ${purpose}. Run the tests with \`pnpm test\` (it provides it), or set it.`)
  return value
}
