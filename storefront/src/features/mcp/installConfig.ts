/**
 * Install configuration of an MCP server for each client, generated from the server's registry
 * packages (run locally over stdio) and remotes (hosted endpoints). Pure: no I/O, no framework, so it
 * is unit-tested on its own (tests/unit/mcpInstallConfig.test.ts) and usable from any component.
 *
 * Secrets and other values the user must supply become placeholders such as
 * "<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>". Only required environment variables go into a config:
 * an optional one filled with a placeholder would be passed to the server as if it were a real value.
 */

export type EnvVar = { name: string; description?: string | null; isRequired?: boolean | null; isSecret?: boolean | null }
export type PackageArgument = { type?: string; name?: string; value?: string }
export type McpPackage = {
  registryType: string
  identifier: string
  version?: string | null
  transport?: string | null
  environmentVariables?: EnvVar[] | null
  packageArguments?: unknown
}
export type McpRemote = { type: string; url: string }

export type ClientId = 'claude-desktop' | 'cursor' | 'vscode' | 'claude-code'
export const clients: ClientId[] = ['claude-desktop', 'cursor', 'vscode', 'claude-code']

/** A ready-to-paste snippet: JSON for a config file, or a shell command. */
export type ClientConfig = { client: ClientId; file: string | null; language: 'json' | 'shell'; text: string }

/** One way to run the server (a package or a remote endpoint) with its snippet for every client. */
export type InstallMethod =
  | { kind: 'package'; registryType: string; identifier: string; configs: ClientConfig[] }
  | { kind: 'remote'; transport: string; url: string; configs: ClientConfig[] }

/** How a client starts a local server: the command line and its environment. */
export type StdioLaunch = { command: string; args: string[]; env: Record<string, string> }

export const placeholder = (name: string) => `<YOUR_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}>`

/** registry server.json packageArguments: positional values, or named flags with an optional value. */
export function packageArgs(raw: unknown): string[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((a: PackageArgument) => {
    if (!a || typeof a !== 'object') return []
    if (a.type === 'named' && a.name) return a.value != null && a.value !== '' ? [a.name, String(a.value)] : [a.name]
    return a.value != null && a.value !== '' ? [String(a.value)] : []
  })
}

function requiredEnv(pkg: McpPackage): Record<string, string> {
  const env: Record<string, string> = {}
  for (const v of pkg.environmentVariables ?? []) if (v.isRequired) env[v.name] = placeholder(v.name)
  return env
}

/**
 * The command that runs a package over stdio, or null when the package is not runnable that way
 * (a package serving HTTP itself, or a registry type with no standard runner, such as mcpb bundles).
 */
export function stdioLaunch(pkg: McpPackage): StdioLaunch | null {
  if (pkg.transport && pkg.transport !== 'stdio') return null
  const env = requiredEnv(pkg)
  const args = packageArgs(pkg.packageArguments)
  switch (pkg.registryType) {
    case 'npm':
      return { command: 'npx', args: ['-y', pkg.version ? `${pkg.identifier}@${pkg.version}` : pkg.identifier, ...args], env }
    case 'pypi':
      return { command: 'uvx', args: [pkg.identifier, ...args], env }
    case 'oci': {
      // "-e NAME" without a value hands the variable from the client's env block into the container.
      const image = pkg.version && !/[:@][^/]*$/.test(pkg.identifier) ? `${pkg.identifier}:${pkg.version}` : pkg.identifier
      return { command: 'docker', args: ['run', '-i', '--rm', ...Object.keys(env).flatMap((n) => ['-e', n]), image, ...args], env }
    }
    case 'nuget':
      // .NET 10's dnx runs a NuGet tool package the way npx runs an npm one.
      return { command: 'dnx', args: [pkg.version ? `${pkg.identifier}@${pkg.version}` : pkg.identifier, '--yes', ...(args.length ? ['--', ...args] : [])], env }
    default:
      return null
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** A word for a POSIX shell: bare when safe, otherwise single-quoted (placeholders contain < and >). */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

function stdioEntry(launch: StdioLaunch) {
  return { command: launch.command, args: launch.args, ...(Object.keys(launch.env).length ? { env: launch.env } : {}) }
}

export function stdioConfigs(name: string, launch: StdioLaunch): ClientConfig[] {
  const entry = stdioEntry(launch)
  const envFlags = Object.entries(launch.env).flatMap(([k, v]) => ['--env', `${k}=${v}`])
  const cli = ['claude', 'mcp', 'add', '--transport', 'stdio', ...envFlags, name, '--', launch.command, ...launch.args]
  return [
    { client: 'claude-desktop', file: 'claude_desktop_config.json', language: 'json', text: json({ mcpServers: { [name]: entry } }) },
    { client: 'cursor', file: '.cursor/mcp.json', language: 'json', text: json({ mcpServers: { [name]: entry } }) },
    { client: 'vscode', file: '.vscode/mcp.json', language: 'json', text: json({ servers: { [name]: { type: 'stdio', ...entry } } }) },
    { client: 'claude-code', file: null, language: 'shell', text: cli.map(shellQuote).join(' ') },
  ]
}

export function remoteConfigs(name: string, remote: McpRemote): ClientConfig[] {
  const sse = remote.type === 'sse'
  const cli = ['claude', 'mcp', 'add', '--transport', sse ? 'sse' : 'http', name, remote.url]
  return [
    // Claude Desktop's config file only starts local commands; the mcp-remote bridge connects it to a URL.
    { client: 'claude-desktop', file: 'claude_desktop_config.json', language: 'json', text: json({ mcpServers: { [name]: { command: 'npx', args: ['-y', 'mcp-remote', remote.url] } } }) },
    { client: 'cursor', file: '.cursor/mcp.json', language: 'json', text: json({ mcpServers: { [name]: { url: remote.url } } }) },
    { client: 'vscode', file: '.vscode/mcp.json', language: 'json', text: json({ servers: { [name]: { type: sse ? 'sse' : 'http', url: remote.url } } }) },
    { client: 'claude-code', file: null, language: 'shell', text: cli.map(shellQuote).join(' ') },
  ]
}

/** Every install method of a server: runnable packages first, then remote endpoints. */
export function installMethods(server: { key: string; packages?: McpPackage[] | null; remotes?: McpRemote[] | null }): InstallMethod[] {
  const methods: InstallMethod[] = []
  for (const pkg of server.packages ?? []) {
    const launch = stdioLaunch(pkg)
    if (launch) methods.push({ kind: 'package', registryType: pkg.registryType, identifier: pkg.identifier, configs: stdioConfigs(server.key, launch) })
  }
  for (const remote of server.remotes ?? []) {
    methods.push({ kind: 'remote', transport: remote.type, url: remote.url, configs: remoteConfigs(server.key, remote) })
  }
  return methods
}
