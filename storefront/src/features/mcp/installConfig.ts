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

export type ClientId = 'claude-desktop' | 'cursor' | 'vscode' | 'claude-code' | 'windsurf' | 'cline' | 'zed' | 'continue' | 'goose' | 'gemini-cli'
/** The clients a server's own page shows; the client guide (/mcp/client) generates for every one. */
export const clients: ClientId[] = ['claude-desktop', 'cursor', 'vscode', 'claude-code']
export const allClients: ClientId[] = [...clients, 'windsurf', 'cline', 'zed', 'continue', 'goose', 'gemini-cli']
export const isClientId = (value: string): value is ClientId => (allClients as string[]).includes(value)

/** A ready-to-paste snippet: JSON or YAML for a config file, or a shell command. */
export type ClientConfig = { client: ClientId; file: string | null; language: 'json' | 'yaml' | 'shell'; text: string }

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

/**
 * YAML for the clients configured in it (Continue, Goose). Strings that YAML could read as another
 * type, or that hold anything but plain characters, are written as JSON strings, which YAML reads
 * as the same double-quoted scalars.
 */
export function yaml(value: Record<string, unknown>): string {
  return yamlLines(value, 0).join('\n') + '\n'
}

const plainScalar = /^[A-Za-z_/][A-Za-z0-9_@/.:=+-]*(?<!:)$/
const yamlWords = /^(true|false|yes|no|on|off|null|y|n)$/i
const yamlScalar = (v: unknown) => (typeof v === 'string' ? (plainScalar.test(v) && !yamlWords.test(v) ? v : JSON.stringify(v)) : String(v))
const yamlKey = (k: string) => (/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(k) && !yamlWords.test(k) ? k : JSON.stringify(k))
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function yamlLines(value: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent)
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (!isObject(item)) return [`${pad}- ${yamlScalar(item)}`]
      const [first = '', ...rest] = yamlLines(item, indent + 2)
      return [`${pad}- ${first.trimStart()}`, ...rest]
    })
  }
  if (!isObject(value)) return [`${pad}${yamlScalar(value)}`]
  return Object.entries(value).flatMap(([k, v]) => {
    if (Array.isArray(v) || isObject(v)) {
      const empty = Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0
      return empty ? [`${pad}${yamlKey(k)}: ${Array.isArray(v) ? '[]' : '{}'}`] : [`${pad}${yamlKey(k)}:`, ...yamlLines(v, indent + 2)]
    }
    return [`${pad}${yamlKey(k)}: ${yamlScalar(v)}`]
  })
}

/** A word for a POSIX shell: bare when safe, otherwise single-quoted (placeholders contain < and >). */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

function stdioEntry(launch: StdioLaunch) {
  return { command: launch.command, args: launch.args, ...(Object.keys(launch.env).length ? { env: launch.env } : {}) }
}

type Snippet = Omit<ClientConfig, 'client'>
type ClientFormat = { stdio: (name: string, launch: StdioLaunch) => Snippet; remote: (name: string, remote: McpRemote) => Snippet }

const jsonFile = (file: string, value: unknown): Snippet => ({ file, language: 'json', text: json(value) })
const yamlFile = (file: string, value: Record<string, unknown>): Snippet => ({ file, language: 'yaml', text: yaml(value) })
const shell = (words: string[]): Snippet => ({ file: null, language: 'shell', text: words.map(shellQuote).join(' ') })
const isSse = (remote: McpRemote) => remote.type === 'sse'

/**
 * Each client's own configuration format, as its MCP documentation gives it (the docs link of each
 * client is in the CMS, mcp-clients). A remote endpoint is streamable HTTP unless it says SSE.
 */
const formats: Record<ClientId, ClientFormat> = {
  'claude-desktop': {
    stdio: (name, launch) => jsonFile('claude_desktop_config.json', { mcpServers: { [name]: stdioEntry(launch) } }),
    // Claude Desktop's config file only starts local commands; the mcp-remote bridge connects it to a URL.
    remote: (name, remote) => jsonFile('claude_desktop_config.json', { mcpServers: { [name]: { command: 'npx', args: ['-y', 'mcp-remote', remote.url] } } }),
  },
  cursor: {
    stdio: (name, launch) => jsonFile('.cursor/mcp.json', { mcpServers: { [name]: stdioEntry(launch) } }),
    remote: (name, remote) => jsonFile('.cursor/mcp.json', { mcpServers: { [name]: { url: remote.url } } }),
  },
  vscode: {
    stdio: (name, launch) => jsonFile('.vscode/mcp.json', { servers: { [name]: { type: 'stdio', ...stdioEntry(launch) } } }),
    remote: (name, remote) => jsonFile('.vscode/mcp.json', { servers: { [name]: { type: isSse(remote) ? 'sse' : 'http', url: remote.url } } }),
  },
  'claude-code': {
    stdio: (name, launch) =>
      shell(['claude', 'mcp', 'add', '--transport', 'stdio', ...Object.entries(launch.env).flatMap(([k, v]) => ['--env', `${k}=${v}`]), name, '--', launch.command, ...launch.args]),
    remote: (name, remote) => shell(['claude', 'mcp', 'add', '--transport', isSse(remote) ? 'sse' : 'http', name, remote.url]),
  },
  // Windsurf names a remote endpoint serverUrl; a Cursor-style url does not connect.
  windsurf: {
    stdio: (name, launch) => jsonFile('~/.codeium/windsurf/mcp_config.json', { mcpServers: { [name]: stdioEntry(launch) } }),
    remote: (name, remote) => jsonFile('~/.codeium/windsurf/mcp_config.json', { mcpServers: { [name]: { serverUrl: remote.url } } }),
  },
  cline: {
    stdio: (name, launch) => jsonFile('cline_mcp_settings.json', { mcpServers: { [name]: { ...stdioEntry(launch), disabled: false } } }),
    remote: (name, remote) => jsonFile('cline_mcp_settings.json', { mcpServers: { [name]: { type: isSse(remote) ? 'sse' : 'streamableHttp', url: remote.url, disabled: false } } }),
  },
  // Zed keeps MCP servers as "context servers" in its settings.json.
  zed: {
    stdio: (name, launch) => jsonFile('settings.json', { context_servers: { [name]: { command: launch.command, args: launch.args, env: launch.env } } }),
    remote: (name, remote) => jsonFile('settings.json', { context_servers: { [name]: { url: remote.url } } }),
  },
  // Continue reads one YAML block per file in the workspace's .continue/mcpServers folder.
  continue: {
    stdio: (name, launch) => yamlFile(`.continue/mcpServers/${name}.yaml`, continueBlock(name, { ...stdioEntry(launch) })),
    remote: (name, remote) => yamlFile(`.continue/mcpServers/${name}.yaml`, continueBlock(name, { type: isSse(remote) ? 'sse' : 'streamable-http', url: remote.url })),
  },
  // Goose calls MCP servers extensions; its config.yaml spells command and env as cmd and envs.
  goose: {
    stdio: (name, launch) =>
      yamlFile('~/.config/goose/config.yaml', { extensions: { [name]: { enabled: true, type: 'stdio', name, cmd: launch.command, args: launch.args, envs: launch.env, timeout: 300 } } }),
    remote: (name, remote) =>
      yamlFile('~/.config/goose/config.yaml', { extensions: { [name]: { enabled: true, type: isSse(remote) ? 'sse' : 'streamable_http', name, uri: remote.url, timeout: 300 } } }),
  },
  // Gemini CLI tells the transports apart by field: httpUrl is streamable HTTP, url is SSE.
  'gemini-cli': {
    stdio: (name, launch) => jsonFile('~/.gemini/settings.json', { mcpServers: { [name]: stdioEntry(launch) } }),
    remote: (name, remote) => jsonFile('~/.gemini/settings.json', { mcpServers: { [name]: isSse(remote) ? { url: remote.url } : { httpUrl: remote.url } } }),
  },
}

function continueBlock(name: string, server: Record<string, unknown>) {
  return { name, version: '0.0.1', schema: 'v1', mcpServers: [{ name, ...server }] }
}

export function stdioConfigs(name: string, launch: StdioLaunch, ids: readonly ClientId[] = clients): ClientConfig[] {
  return ids.map((client) => ({ client, ...formats[client].stdio(name, launch) }))
}

export function remoteConfigs(name: string, remote: McpRemote, ids: readonly ClientId[] = clients): ClientConfig[] {
  return ids.map((client) => ({ client, ...formats[client].remote(name, remote) }))
}

/** Every install method of a server: runnable packages first, then remote endpoints. */
export function installMethods(server: { key: string; packages?: McpPackage[] | null; remotes?: McpRemote[] | null }, ids: readonly ClientId[] = clients): InstallMethod[] {
  const methods: InstallMethod[] = []
  for (const pkg of server.packages ?? []) {
    const launch = stdioLaunch(pkg)
    if (launch) methods.push({ kind: 'package', registryType: pkg.registryType, identifier: pkg.identifier, configs: stdioConfigs(server.key, launch, ids) })
  }
  for (const remote of server.remotes ?? []) {
    methods.push({ kind: 'remote', transport: remote.type, url: remote.url, configs: remoteConfigs(server.key, remote, ids) })
  }
  return methods
}
