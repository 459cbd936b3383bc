import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import {
  allClients,
  installMethods,
  isClientId,
  packageArgs,
  placeholder,
  remoteConfigs,
  shellQuote,
  stdioConfigs,
  stdioLaunch,
  yaml,
} from '../../storefront/src/features/mcp/installConfig'

const github = {
  key: 'github',
  packages: [
    {
      registryType: 'oci',
      identifier: 'ghcr.io/github/github-mcp-server',
      transport: 'stdio',
      environmentVariables: [
        { name: 'GITHUB_PERSONAL_ACCESS_TOKEN', isRequired: true, isSecret: true },
        { name: 'GITHUB_TOOLSETS', isRequired: false, isSecret: false },
      ],
      packageArguments: [{ type: 'positional', value: 'stdio' }],
    },
  ],
  remotes: [{ type: 'streamable-http', url: 'https://api.githubcopilot.com/mcp/' }],
}

const byClient = (configs: { client: string; text: string }[]) => Object.fromEntries(configs.map((c) => [c.client, c.text]))

describe('MCP install configuration', () => {
  it('runs npm packages with npx -y, pinning a version when there is one', () => {
    expect(stdioLaunch({ registryType: 'npm', identifier: '@modelcontextprotocol/server-memory', transport: 'stdio' })).toEqual({
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-memory'],
      env: {},
    })
    expect(stdioLaunch({ registryType: 'npm', identifier: 'exa-mcp-server', version: '3.0.1' })?.args).toEqual(['-y', 'exa-mcp-server@3.0.1'])
  })

  it('runs pypi packages with uvx and adds package arguments', () => {
    expect(stdioLaunch({ registryType: 'pypi', identifier: 'mcp-server-fetch', transport: 'stdio' })).toEqual({ command: 'uvx', args: ['mcp-server-fetch'], env: {} })
    expect(
      stdioLaunch({ registryType: 'pypi', identifier: 'postgres-mcp', packageArguments: [{ type: 'named', name: '--access-mode', value: 'restricted' }, { type: 'named', name: '--stdio' }] })?.args,
    ).toEqual(['postgres-mcp', '--access-mode', 'restricted', '--stdio'])
  })

  it('runs OCI images with docker, passing required variables by name and tagging the version', () => {
    const launch = stdioLaunch(github.packages[0])!
    expect(launch.command).toBe('docker')
    expect(launch.args).toEqual(['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server', 'stdio'])
    expect(launch.env).toEqual({ GITHUB_PERSONAL_ACCESS_TOKEN: '<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>' })
    expect(stdioLaunch({ registryType: 'oci', identifier: 'docker.io/mcp/fetch', version: '1.2' })?.args.at(-1)).toBe('docker.io/mcp/fetch:1.2')
    expect(stdioLaunch({ registryType: 'oci', identifier: 'docker.io/mcp/fetch:latest', version: '1.2' })?.args.at(-1)).toBe('docker.io/mcp/fetch:latest')
  })

  it('skips packages that cannot be started as a stdio command', () => {
    expect(stdioLaunch({ registryType: 'mcpb', identifier: 'https://example.com/server.mcpb' })).toBeNull()
    expect(stdioLaunch({ registryType: 'npm', identifier: 'x', transport: 'streamable-http' })).toBeNull()
  })

  it('writes the mcpServers entry for Claude Desktop and Cursor, servers with a type for VS Code', () => {
    const configs = stdioConfigs('github', stdioLaunch(github.packages[0])!)
    const expected = {
      command: 'docker',
      args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server', 'stdio'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: '<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>' },
    }
    const text = byClient(configs)
    expect(JSON.parse(text['claude-desktop'])).toEqual({ mcpServers: { github: expected } })
    expect(JSON.parse(text.cursor)).toEqual({ mcpServers: { github: expected } })
    expect(JSON.parse(text.vscode)).toEqual({ servers: { github: { type: 'stdio', ...expected } } })
    expect(configs.map((c) => c.file)).toEqual(['claude_desktop_config.json', '.cursor/mcp.json', '.vscode/mcp.json', null])
  })

  it('leaves optional variables out and omits an empty env', () => {
    const text = byClient(stdioConfigs('fetch', stdioLaunch({ registryType: 'pypi', identifier: 'mcp-server-fetch' })!))
    expect(JSON.parse(text.cursor).mcpServers.fetch).toEqual({ command: 'uvx', args: ['mcp-server-fetch'] })
    expect(text['claude-desktop']).not.toContain('GITHUB_TOOLSETS')
  })

  it('builds a shell-safe claude mcp add command', () => {
    const text = byClient(stdioConfigs('github', stdioLaunch(github.packages[0])!))
    expect(text['claude-code']).toBe(
      "claude mcp add --transport stdio --env 'GITHUB_PERSONAL_ACCESS_TOKEN=<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>' github -- docker run -i --rm -e GITHUB_PERSONAL_ACCESS_TOKEN ghcr.io/github/github-mcp-server stdio",
    )
    expect(byClient(stdioConfigs('memory', stdioLaunch({ registryType: 'npm', identifier: '@modelcontextprotocol/server-memory' })!))['claude-code']).toBe(
      'claude mcp add --transport stdio memory -- npx -y @modelcontextprotocol/server-memory',
    )
    expect(shellQuote("it's")).toBe(`'it'\\''s'`)
  })

  it('configures remote servers by URL (http and sse)', () => {
    const http = byClient(remoteConfigs('github', github.remotes[0]))
    expect(JSON.parse(http.cursor)).toEqual({ mcpServers: { github: { url: 'https://api.githubcopilot.com/mcp/' } } })
    expect(JSON.parse(http.vscode)).toEqual({ servers: { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/' } } })
    expect(JSON.parse(http['claude-desktop'])).toEqual({ mcpServers: { github: { command: 'npx', args: ['-y', 'mcp-remote', 'https://api.githubcopilot.com/mcp/'] } } })
    expect(http['claude-code']).toBe('claude mcp add --transport http github https://api.githubcopilot.com/mcp/')
    const sse = byClient(remoteConfigs('x', { type: 'sse', url: 'https://mcp.example.com/sse' }))
    expect(JSON.parse(sse.vscode).servers.x.type).toBe('sse')
    expect(sse['claude-code']).toBe('claude mcp add --transport sse x https://mcp.example.com/sse')
  })

  it('lists packages first, then remotes, each with the four clients', () => {
    const methods = installMethods(github)
    expect(methods.map((m) => m.kind)).toEqual(['package', 'remote'])
    for (const m of methods) expect(m.configs.map((c) => c.client)).toEqual(['claude-desktop', 'cursor', 'vscode', 'claude-code'])
    expect(installMethods({ key: 'none', packages: [], remotes: [] })).toEqual([])
  })

  it('reads registry package arguments and makes placeholders', () => {
    expect(packageArgs([{ type: 'positional', value: 'start' }, { type: 'named', name: '-t', value: '<monday-api-token>' }])).toEqual(['start', '-t', '<monday-api-token>'])
    expect(packageArgs('nonsense')).toEqual([])
    expect(placeholder('api-key')).toBe('<YOUR_API_KEY>')
  })
})

describe('MCP install configuration for the other clients (the client guide)', () => {
  const launch = stdioLaunch(github.packages[0])!
  const stdio = Object.fromEntries(stdioConfigs('github', launch, allClients).map((c) => [c.client, c]))
  const http = Object.fromEntries(remoteConfigs('github', github.remotes[0], allClients).map((c) => [c.client, c]))
  const sse = Object.fromEntries(remoteConfigs('x', { type: 'sse', url: 'https://mcp.example.com/sse' }, allClients).map((c) => [c.client, c]))
  const expected = {
    command: 'docker',
    args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server', 'stdio'],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: '<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>' },
  }

  it('knows every client of the guide by key, and nothing else', () => {
    expect(allClients).toEqual(['claude-desktop', 'cursor', 'vscode', 'claude-code', 'windsurf', 'cline', 'zed', 'continue', 'goose', 'gemini-cli'])
    expect(isClientId('zed')).toBe(true)
    expect(isClientId('chatgpt')).toBe(false)
    expect(isClientId('constructor')).toBe(false)
  })

  it('writes Windsurf mcp_config.json, with serverUrl for a remote', () => {
    expect(stdio.windsurf.file).toBe('~/.codeium/windsurf/mcp_config.json')
    expect(JSON.parse(stdio.windsurf.text)).toEqual({ mcpServers: { github: expected } })
    expect(JSON.parse(http.windsurf.text)).toEqual({ mcpServers: { github: { serverUrl: 'https://api.githubcopilot.com/mcp/' } } })
  })

  it('writes Cline cline_mcp_settings.json, naming the remote transport streamableHttp or sse', () => {
    expect(stdio.cline.file).toBe('cline_mcp_settings.json')
    expect(JSON.parse(stdio.cline.text)).toEqual({ mcpServers: { github: { ...expected, disabled: false } } })
    expect(JSON.parse(http.cline.text).mcpServers.github).toEqual({ type: 'streamableHttp', url: 'https://api.githubcopilot.com/mcp/', disabled: false })
    expect(JSON.parse(sse.cline.text).mcpServers.x.type).toBe('sse')
  })

  it('writes Zed context_servers in settings.json, a remote by url', () => {
    expect(stdio.zed.file).toBe('settings.json')
    expect(JSON.parse(stdio.zed.text)).toEqual({ context_servers: { github: expected } })
    expect(JSON.parse(http.zed.text)).toEqual({ context_servers: { github: { url: 'https://api.githubcopilot.com/mcp/' } } })
    const fetch = stdioConfigs('fetch', stdioLaunch({ registryType: 'pypi', identifier: 'mcp-server-fetch' })!, ['zed'])[0]
    expect(JSON.parse(fetch.text)).toEqual({ context_servers: { fetch: { command: 'uvx', args: ['mcp-server-fetch'], env: {} } } })
  })

  it('writes a Continue block file in .continue/mcpServers that YAML reads back', () => {
    expect(stdio.continue).toMatchObject({ file: '.continue/mcpServers/github.yaml', language: 'yaml' })
    expect(parseYaml(stdio.continue.text)).toEqual({ name: 'github', version: '0.0.1', schema: 'v1', mcpServers: [{ name: 'github', ...expected }] })
    expect(parseYaml(http.continue.text).mcpServers).toEqual([{ name: 'github', type: 'streamable-http', url: 'https://api.githubcopilot.com/mcp/' }])
    expect(parseYaml(sse.continue.text).mcpServers[0].type).toBe('sse')
  })

  it('writes a Goose extension in config.yaml (cmd, envs; uri for a remote)', () => {
    expect(stdio.goose).toMatchObject({ file: '~/.config/goose/config.yaml', language: 'yaml' })
    expect(parseYaml(stdio.goose.text)).toEqual({
      extensions: { github: { enabled: true, type: 'stdio', name: 'github', cmd: 'docker', args: expected.args, envs: expected.env, timeout: 300 } },
    })
    expect(parseYaml(http.goose.text).extensions.github).toMatchObject({ type: 'streamable_http', uri: 'https://api.githubcopilot.com/mcp/' })
    expect(parseYaml(sse.goose.text).extensions.x).toMatchObject({ type: 'sse', uri: 'https://mcp.example.com/sse' })
  })

  it('writes Gemini CLI settings.json: httpUrl for streamable HTTP, url for SSE', () => {
    expect(stdio['gemini-cli'].file).toBe('~/.gemini/settings.json')
    expect(JSON.parse(stdio['gemini-cli'].text)).toEqual({ mcpServers: { github: expected } })
    expect(JSON.parse(http['gemini-cli'].text).mcpServers.github).toEqual({ httpUrl: 'https://api.githubcopilot.com/mcp/' })
    expect(JSON.parse(sse['gemini-cli'].text).mcpServers.x).toEqual({ url: 'https://mcp.example.com/sse' })
  })

  it('generates for one chosen client, packages first', () => {
    const methods = installMethods(github, ['zed'])
    expect(methods.map((m) => [m.kind, m.configs.map((c) => c.client)])).toEqual([
      ['package', ['zed']],
      ['remote', ['zed']],
    ])
  })

  it('keeps YAML values that look like other types, or hold special characters, as strings', () => {
    const text = yaml({ a: ['-y', 'true', '0.0.1', '@scope/pkg', 'ok:', 'x: y', "it's", '<YOUR_KEY>', 'plain/path.js'], b: {}, c: [] })
    expect(parseYaml(text)).toEqual({ a: ['-y', 'true', '0.0.1', '@scope/pkg', 'ok:', 'x: y', "it's", '<YOUR_KEY>', 'plain/path.js'], b: {}, c: [] })
    expect(text).toContain('- plain/path.js')
  })
})
