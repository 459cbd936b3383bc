import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../cms/src/env'
import { catalogueFieldsOf } from '../../cms/src/mcpSubmit/decide'
import { challengeDomain, challengeUrl, proofMarker, proofSetupFrom } from '../../cms/src/mcpSubmit/ownershipProof'
import { serverJsonProblems } from '../../cms/src/mcpSubmit/serverJsonCheck'
import { submissionInput } from '../../cms/src/mcpSubmit/submissionInput'

/** The pure parts of MCP submission: the official schema, the proof's domain and marker, the catalogue fields. */
const valid = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
  name: 'io.github.owner/weather',
  description: 'Weather forecasts',
  version: '1.0.2',
  packages: [{ registryType: 'npm', identifier: '@owner/weather', version: '1.0.2', transport: { type: 'stdio' } }],
  remotes: [{ type: 'streamable-http', url: 'https://weather.example.com/mcp' }],
}

describe('server.json against the official schema', () => {
  it('accepts a conforming document, and fields added by later revisions (title, icons)', () => {
    expect(serverJsonProblems(valid)).toEqual([])
    expect(serverJsonProblems({ ...valid, title: 'Weather', icons: [{ src: 'https://example.com/i.png' }] })).toEqual([])
  })

  it('names what is wrong: the name pattern, a missing version, a package pinned to latest, a description over 100 characters', () => {
    const messages = (doc: unknown) => serverJsonProblems(doc).map((p) => `${p.path} ${p.message}`)
    expect(messages({ ...valid, name: 'weather' }).join()).toMatch(/\/name must match pattern/)
    const { version: _v, ...noVersion } = valid
    expect(messages(noVersion).join()).toMatch(/required property 'version'/)
    expect(messages({ ...valid, packages: [{ ...valid.packages[0], version: 'latest' }] }).join()).toMatch(/\/packages\/0\/version/)
    expect(messages({ ...valid, description: 'x'.repeat(101) }).join()).toMatch(/\/description must NOT have more than 100 characters/)
    expect(messages({ ...valid, packages: [{ ...valid.packages[0], unknown: true }] }).join()).toMatch(/additional properties/)
  })
})

describe('ownership proof', () => {
  it('reads the domain from the namespace as the registry does', () => {
    expect(challengeDomain('com.example/weather')).toBe('example.com')
    expect(challengeDomain('com.example.mcp/weather')).toBe('mcp.example.com')
    expect(challengeDomain('io.github.Owner/weather')).toBe('owner.github.io')
  })

  it('gives the exact marker per method and the challenge address (https unless the test setting allows http)', () => {
    expect(proofMarker('npm', 'io.github.owner/weather', 't')).toBe('"mcpName": "io.github.owner/weather"')
    expect(proofMarker('pypi', 'io.github.owner/weather', 't')).toBe('<!-- mcp-name: io.github.owner/weather -->')
    expect(proofMarker('http', 'com.example/weather', 'mcp-challenge-abc')).toBe('mcp-challenge-abc')
    expect(challengeUrl('com.example/weather', 'tok', { policy: { protocols: ['https:'] } })).toBe('https://example.com/.well-known/mcp-challenge/tok')
    expect(challengeUrl('1.0.0.127/weather', 'tok', { policy: { protocols: ['https:', 'http:'] }, challengePort: 4321 })).toBe('http://127.0.0.1:4321/.well-known/mcp-challenge/tok')
  })
})

describe('settings', () => {
  const base = { DATABASE_URL: 'postgres://u@127.0.0.1/db', PAYLOAD_SECRET: 'unit-test-secret-0123456789' }
  it('reads the registries’ base URLs, and refuses the test-only challenge port on a public site', () => {
    expect(proofSetupFrom(parseEnv(base))).toMatchObject({ npmRegistryUrl: 'https://registry.npmjs.org', pypiUrl: 'https://pypi.org', timeoutMs: 8000, challengePort: undefined, policy: { protocols: ['https:'] } })
    expect(proofSetupFrom(parseEnv({ ...base, NPM_REGISTRY_URL: 'http://127.0.0.1:4873', MCP_SUBMIT_CHALLENGE_PORT: '4321' }))).toMatchObject({ npmRegistryUrl: 'http://127.0.0.1:4873', challengePort: 4321 })
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', SITE_URL: 'https://aidir.example', MCP_SUBMIT_CHALLENGE_PORT: '4321' })).toThrow(/MCP_SUBMIT_CHALLENGE_PORT/)
  })
})

describe('the submission form', () => {
  it('takes a server.json or the repository form, and names the field at fault', () => {
    expect(submissionInput.safeParse({ source: 'server-json', serverJson: '{}', method: 'http' }).success).toBe(true)
    const repo = submissionInput.safeParse({ source: 'repository', repositoryUrl: 'http://github.com/a/b', name: 'io.github.a/b', description: 'd', version: '1.0.0', method: 'npm' })
    expect(repo.success).toBe(false)
    expect(repo.error?.issues[0]).toMatchObject({ path: ['repositoryUrl'], message: 'Enter the https address of the server’s repository' })
    expect(submissionInput.safeParse({ source: 'repository', repositoryUrl: 'https://github.com/a/b', name: 'io.github.a/b', description: 'd', version: '^1.0.0', method: 'npm' }).error?.issues[0]?.path).toEqual(['version'])
    expect(submissionInput.safeParse({ source: 'server-json', serverJson: '{}', method: 'ftp' }).error?.issues[0]?.message).toBe('Choose how to prove that the server is yours')
    expect(submissionInput.safeParse({ source: 'server-json', serverJson: '{}', method: 'npm', packageName: 'bad name' }).error?.issues[0]?.path).toEqual(['packageName'])
  })
})

describe('the catalogue record an approval makes', () => {
  it('takes the registry’s fields in our shapes, keeping remotes that can be reached', () => {
    const fields = catalogueFieldsOf({
      ...valid,
      title: 'Weather',
      websiteUrl: 'javascript:alert(1)',
      repository: { url: 'https://github.com/owner/weather', source: 'github', subfolder: 'servers/weather' },
      packages: [
        { registryType: 'npm', identifier: '@owner/weather', version: '1.0.2', transport: { type: 'stdio' }, environmentVariables: [{ name: 'KEY', isSecret: true }, { description: 'no name' }] },
        { registryType: 'cargo', identifier: 'weather', version: '1', transport: { type: 'stdio' } },
      ],
      remotes: [{ type: 'streamable-http', url: 'https://weather.example.com/mcp' }, { type: 'sse', url: 'https://{region}.example.com/sse' }, { type: 'ws', url: 'wss://x' }],
    })
    expect(fields).toMatchObject({ name: 'io.github.owner/weather', title: 'Weather', description: 'Weather forecasts', version: '1.0.2', websiteUrl: undefined })
    expect(fields.repository).toEqual({ url: 'https://github.com/owner/weather', source: 'github', subfolder: 'servers/weather' })
    expect(fields.packages).toEqual([{ registryType: 'npm', identifier: '@owner/weather', version: '1.0.2', transport: 'stdio', environmentVariables: [{ name: 'KEY', description: undefined, isRequired: false, isSecret: true }], packageArguments: undefined }])
    expect(fields.remotes).toEqual([{ type: 'streamable-http', url: 'https://weather.example.com/mcp' }])
    expect(catalogueFieldsOf({ name: 'com.example/tool', description: 'd', version: '1' }).title).toBe('tool')
  })
})

describe('the submission’s messages in the reader’s language', () => {
  it('has every message of the domain in all four languages', async () => {
    const { mcpSubmitMessages } = await import('../../cms/src/mcpSubmit/messages')
    const { messageKey } = await import('../../storefront/src/features/mcpSubmit/messageKeys')
    for (const lang of ['en', 'zh', 'zh-TW', 'ja']) {
      const texts = (await import(`../../storefront/src/i18n/locales/${lang}/mcpSubmit.json`)).default
      for (const message of Object.values(mcpSubmitMessages)) {
        const key = messageKey(message)
        expect(key, message).not.toBe('errors.request')
        expect(key.split('.').reduce((o: any, k) => o?.[k], texts), `${lang}: ${key}`).toEqual(expect.any(String))
      }
      // English reads as the domain says it.
      if (lang === 'en') for (const message of Object.values(mcpSubmitMessages)) expect(texts.errors[messageKey(message).split('.')[1]!]).toBe(message)
    }
  })
})
