import { describe, expect, it } from 'vitest'
import {
  installMethods,
  packageArgs,
  placeholder,
  remoteConfigs,
  shellQuote,
  stdioConfigs,
  stdioLaunch,
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
