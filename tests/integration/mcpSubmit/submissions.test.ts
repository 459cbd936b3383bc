import { poolOf, stopProducer } from '@aidir/cms'
import type { ProofSetup } from '@aidir/cms/mcpSubmit'
import { decideMcpSubmission, sendSubmissionMail } from '@aidir/cms/mcpSubmit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as api from '../../../storefront/src/features/mcpSubmit/handlers'
import { notifySupport } from '../../../tasks/src/jobs/support/notifySupport'
import { startFakeProofApis, type FakeProofApis } from '../../fakes/mcpProofApis'
import { cmsApi } from '../accessMatrix/cmsApi'
import { payload, unique, userWithRole } from '../helpers'
import type { User } from '../../../cms/src/payload-types'

/**
 * MCP server submission end to end in-process: the storefront's /api handlers against the real
 * database, ownership proved against local fakes of the npm registry, PyPI's JSON API and a site
 * serving the HTTP challenge (their 404s, 5xx, timeouts, a redirect to a private address), support's
 * decision through the CMS endpoint, the published record, the mails, and who may see what.
 */
let fake: FakeProofApis
let setup: ProofSetup
const handlers = () => ({
  create: api.createSubmissionHandler({ proof: setup }),
  list: api.listSubmissionsHandler({ proof: setup }),
  read: api.readSubmissionHandler({ proof: setup }),
  verify: api.verifySubmissionHandler({ proof: setup }),
})
const cms = cmsApi(payload)

type Answer = { status: number; body: { code: number; message: string; data: any } }
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>
async function call(handler: Handler, token: string | null, options: { method?: string; body?: unknown; id?: number; lang?: string } = {}): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `Bearer ${token}`)
  const request = new Request(`http://site.test/api/mcp/submissions?langType=${options.lang ?? 'en'}`, { method: options.method ?? 'GET', headers, ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }) })
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function signedIn(role: 'customer' | 'support' = 'customer') {
  const user = await userWithRole(role)
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { user: user as unknown as User, token: token! }
}

const serverJson = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
    name,
    title: 'Weather Test',
    description: 'Weather forecasts for tests',
    version: '1.2.0',
    repository: { url: 'https://github.com/example/weather', source: 'github' },
    ...extra,
  })

const npmPackage = (pkg: string) => ({ packages: [{ registryType: 'npm', identifier: pkg, version: '1.2.0', transport: { type: 'stdio' }, environmentVariables: [{ name: 'API_KEY', isRequired: true, isSecret: true }] }] })

async function submitted(token: string, body: Record<string, unknown>) {
  const answer = await call(handlers().create, token, { method: 'POST', body })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data as { id: number; status: string; marker: string; challengeUrl: string | null; target: string }
}

const verify = (token: string, id: number, lang = 'en') => call(handlers().verify, token, { method: 'POST', id, lang })

beforeAll(async () => {
  fake = await startFakeProofApis()
  setup = {
    npmRegistryUrl: fake.url,
    pypiUrl: fake.url,
    timeoutMs: 400,
    maxAttempts: 2,
    policy: { protocols: ['https:', 'http:'], allowAddress: (a) => a === '127.0.0.1' },
    challengePort: fake.port,
    // Every challenge domain of these tests is served by the fake site.
    resolve: async () => ['127.0.0.1'],
  }
})
beforeEach(() => fake.reset())
afterAll(async () => {
  await fake?.close()
  await stopProducer()
})

describe('submitting', () => {
  it('requires sign-in and answers bad input with the message in the reader’s language', async () => {
    expect((await call(handlers().create, null, { method: 'POST', body: {} })).status).toBe(401)
    const { token } = await signedIn()
    const badJson = await call(handlers().create, token, { method: 'POST', body: { source: 'server-json', serverJson: '{nope', method: 'http' } })
    expect(badJson.body).toMatchObject({ code: 400, message: 'The server.json is not valid JSON', data: { field: 'serverJson' } })
    const schema = await call(handlers().create, token, { method: 'POST', body: { source: 'server-json', serverJson: JSON.stringify({ name: 'no-slash', description: 'x' }), method: 'http' }, lang: 'zh_cn' })
    expect(schema.body).toMatchObject({ code: 400, message: 'server.json 不符合官方 schema', data: { field: 'serverJson' } })
    expect(schema.body.data.problems.map((p: { message: string }) => p.message).join(' ')).toMatch(/version|pattern/)
    const badName = await call(handlers().create, token, { method: 'POST', body: { source: 'repository', repositoryUrl: 'https://github.com/a/b', name: 'weather', description: 'd', version: '1.0.0', method: 'http' }, lang: 'jp' })
    expect(badName.body).toMatchObject({ code: 400, message: '名前は逆ドメイン形式で入力してください（例：io.github.owner/server）', data: { field: 'name' } })
    const noPackage = await call(handlers().create, token, { method: 'POST', body: { source: 'server-json', serverJson: serverJson(`com.example.${unique('np')}/w`), method: 'npm' } })
    expect(noPackage.body).toMatchObject({ code: 400, message: 'Enter the name of the package that carries the proof', data: { field: 'packageName' } })
    expect((await call(handlers().create, token, { method: 'POST', body: '{"source":' })).status).toBe(400)
  })

  it('writes a server.json from the repository form, and refuses a second open submission of the same name', async () => {
    const { token } = await signedIn()
    const name = `io.github.${unique('owner')}/weather`
    const body = { source: 'repository', repositoryUrl: 'https://github.com/owner/weather', name, description: 'Weather', version: '0.3.0', method: 'http' }
    const created = await submitted(token, body)
    // The name's namespace reversed: io.github.<owner> is <owner>.github.io.
    expect(created).toMatchObject({ status: 'awaiting_proof', target: name.split('/')[0]!.split('.').reverse().join('.') })
    const stored = await payload.findByID({ collection: 'mcp-submissions', id: created.id, overrideAccess: true })
    expect(stored.serverJson).toMatchObject({ name, version: '0.3.0', repository: { url: 'https://github.com/owner/weather', source: 'github' } })
    const again = await call(handlers().create, token, { method: 'POST', body })
    expect(again.body).toMatchObject({ code: 409, message: 'You have already submitted this server', data: { submission: created.id } })
  })
})

describe('ownership proof', () => {
  it('npm: the latest package.json names the server in mcpName; mismatch, 404, 5xx and timeout say why', async () => {
    const { token } = await signedIn()
    const name = `io.github.${unique('npm')}/weather`
    const pkg = `@${unique('scope')}/weather-mcp`
    const created = await submitted(token, { source: 'server-json', serverJson: serverJson(name, npmPackage(pkg)), method: 'npm' })
    expect(created.marker).toBe(`"mcpName": "${name}"`)

    expect((await verify(token, created.id)).body).toMatchObject({ code: 422, message: 'The package or the challenge file was not found', data: { reason: 'not_found' } })

    fake.npm.set(pkg, { name: pkg, version: '1.2.0', mcpName: `${name}-other` })
    const mismatch = await verify(token, created.id, 'zh_tw')
    expect(mismatch.body).toMatchObject({ code: 422, message: '該套件最新版本的 mcpName 沒有寫明此伺服器', data: { reason: 'mismatch', submission: { status: 'awaiting_proof' } } })
    expect(mismatch.body.data.submission.checkedAt).toBeTruthy()

    fake.failWhen((p) => p.endsWith('/latest'), { status: 503 }, 2)
    expect((await verify(token, created.id)).body).toMatchObject({ code: 422, data: { reason: 'unreachable' } })
    fake.failWhen((p) => p.endsWith('/latest'), { hang: true }, 2)
    expect((await verify(token, created.id)).body).toMatchObject({ code: 422, data: { reason: 'timeout' } })

    fake.npm.set(pkg, { name: pkg, version: '1.2.1', mcpName: name })
    // One 5xx is retried within the same press.
    fake.failWhen((p) => p.endsWith('/latest'), { status: 502 }, 1)
    const proved = await verify(token, created.id)
    expect(proved.body).toMatchObject({ code: 0, data: { status: 'in_review' } })
    expect(proved.body.data.provedAt).toBeTruthy()
    expect(fake.requests).toContain(`/${pkg}/latest`)

    // Verifying again changes nothing and asks nobody.
    fake.reset()
    const again = await verify(token, created.id)
    expect(again.body.data).toMatchObject({ status: 'in_review', provedAt: proved.body.data.provedAt })
    expect(fake.requests).toEqual([])
    const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'support.notify' AND data->>'kind' = 'mcp-submission' AND (data->>'id')::int = $1`, [created.id])
    expect(rows[0].n).toBe(1)
    // The worker's inbox entry links the submission's admin page.
    await notifySupport({ kind: 'mcp-submission', id: created.id }, { payload } as never)
    const inbox = await payload.find({ collection: 'support-notifications', where: { source: { equals: `mcp-submission:${created.id}` } }, overrideAccess: true })
    expect(inbox.docs[0]).toMatchObject({ kind: 'mcp-submission', link: `/admin/collections/mcp-submissions/${created.id}` })
  })

  it('PyPI: the description carries mcp-name for exactly this server', async () => {
    const { token } = await signedIn()
    const name = `io.github.${unique('py')}/weather`
    const project = unique('weather-mcp')
    const created = await submitted(token, { source: 'server-json', serverJson: serverJson(name), method: 'pypi', packageName: project })
    expect(created.marker).toBe(`<!-- mcp-name: ${name} -->`)
    // A longer name that starts with this one is not this one.
    fake.pypi.set(project, { name: project, version: '0.1.0', description: `# Weather\n<!-- mcp-name: ${name}x -->` })
    expect((await verify(token, created.id)).body).toMatchObject({ code: 422, data: { reason: 'mismatch' } })
    fake.pypi.set(project, { name: project, version: '0.1.1', description: `# Weather\n\n<!-- mcp-name: ${name} -->\n` })
    expect((await verify(token, created.id)).body).toMatchObject({ code: 0, data: { status: 'in_review' } })
  })

  it('HTTP: the token served on the name’s domain; wrong content, 404, a redirect to a private address and a site without the test allowance are refused', async () => {
    const { token } = await signedIn()
    const name = `com.example.${unique('site').replace(/-/g, '')}/weather`
    const created = await submitted(token, { source: 'server-json', serverJson: serverJson(name), method: 'http' })
    const tokenText = created.marker
    expect(created.challengeUrl).toBe(`http://${name.split('/')[0]!.split('.').reverse().join('.')}:${fake.port}/.well-known/mcp-challenge/${tokenText}`)

    expect((await verify(token, created.id)).body.data.reason).toBe('not_found')
    fake.challenges.set(tokenText, 'something else')
    expect((await verify(token, created.id)).body.data.reason).toBe('mismatch')
    fake.challenges.delete(tokenText)
    fake.redirects.set(tokenText, 'http://169.254.169.254/latest/meta-data/')
    expect((await verify(token, created.id)).body).toMatchObject({ code: 422, message: 'This address cannot be reached from our servers', data: { reason: 'blocked' } })
    fake.redirects.delete(tokenText)
    fake.challenges.set(tokenText, `${tokenText}\n`)

    // As the site is configured in production: https only and no private address.
    const production = api.verifySubmissionHandler({ proof: { ...setup, policy: { protocols: ['https:'] } } })
    expect((await call(production, token, { method: 'POST', id: created.id })).body.data.reason).toMatch(/blocked|unreachable/)

    expect((await verify(token, created.id)).body).toMatchObject({ code: 0, data: { status: 'in_review' } })
  })
})

describe('who sees what', () => {
  it('another user neither reads, lists nor verifies someone’s submission; the CMS API shows only one’s own', async () => {
    const owner = await signedIn()
    const other = await signedIn()
    const created = await submitted(owner.token, { source: 'server-json', serverJson: serverJson(`com.example.${unique('own').replace(/-/g, '')}/w`), method: 'http' })
    expect((await call(handlers().read, other.token, { id: created.id })).body).toMatchObject({ code: 404, message: 'No such submission' })
    expect((await verify(other.token, created.id)).status).toBe(404)
    expect((await call(handlers().read, other.token, { id: 0 })).status).toBe(404)
    const theirs = await call(handlers().list, other.token)
    expect(theirs.body.data.list.map((s: { id: number }) => s.id)).not.toContain(created.id)
    const mine = await call(handlers().list, owner.token)
    expect(mine.body.data.list.map((s: { id: number }) => s.id)).toContain(created.id)
    expect((await call(handlers().list, null)).status).toBe(401)

    const rest = await cms.rest('GET', `/mcp-submissions/${created.id}`, other.token)
    expect(rest.status).toBe(404)
    expect((await cms.rest('GET', `/mcp-submissions/${created.id}`, owner.token)).status).toBe(200)
    expect((await cms.rest('PATCH', `/mcp-submissions/${created.id}`, owner.token, { status: 'approved' })).status).toBe(403)
    expect((await cms.rest('POST', '/mcp-submissions', owner.token, { name: 'a/b' })).status).toBe(403)
  })
})

describe('support’s review', () => {
  async function proved(owner: { token: string }) {
    const name = `com.example.${unique('rev').replace(/-/g, '')}/weather`
    const created = await submitted(owner.token, { source: 'server-json', serverJson: serverJson(name, { ...npmPackage('weather-review'), remotes: [{ type: 'streamable-http', url: 'https://weather.example.com/mcp' }, { type: 'streamable-http', url: 'https://{region}.example.com/mcp' }] }), method: 'http' })
    fake.challenges.set(created.marker, created.marker)
    expect((await verify(owner.token, created.id)).body.data.status).toBe('in_review')
    return { ...created, name }
  }
  const decide = (token: string | null, id: number, body: unknown) => cms.rest('POST', `/mcp-submissions/${id}/decision`, token ?? undefined, body)

  it('approve publishes the server with the submitter as owner, once; it then shows in My MCP, and the mail goes out once', async () => {
    const owner = await signedIn()
    const support = await signedIn('support')
    const submission = await proved(owner)

    expect((await decide(null, submission.id, { decision: 'approve' })).status).toBe(401)
    expect((await decide(owner.token, submission.id, { decision: 'approve' })).body).toMatchObject({ message: 'Only support staff can review submissions' })
    expect((await decide(support.token, 2 ** 31 - 2, { decision: 'approve' })).status).toBe(404)

    const approved = await decide(support.token, submission.id, { decision: 'approve' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', already: false })
    const server = await payload.findByID({ collection: 'mcp-servers', id: approved.body.serverId, depth: 0, overrideAccess: true })
    expect(server).toMatchObject({ name: submission.name, title: 'Weather Test', _status: 'published', owner: owner.user.id, official: false, version: '1.2.0' })
    expect(server.packages?.[0]).toMatchObject({ registryType: 'npm', identifier: 'weather-review', transport: 'stdio', environmentVariables: [{ name: 'API_KEY', isRequired: true, isSecret: true }] })
    // A templated remote cannot be tried or probed: only the real address is kept.
    expect(server.remotes).toEqual([expect.objectContaining({ type: 'streamable-http', url: 'https://weather.example.com/mcp' })])
    // Visitors read it.
    expect((await payload.find({ collection: 'mcp-servers', where: { id: { equals: server.id } }, overrideAccess: false })).totalDocs).toBe(1)

    const again = await decide(support.token, submission.id, { decision: 'approve' })
    expect(again.body).toMatchObject({ status: 'approved', serverId: server.id, already: true })
    expect((await payload.count({ collection: 'mcp-servers', where: { name: { equals: submission.name } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await decide(support.token, submission.id, { decision: 'reject', reason: 'Changed my mind' })).status).toBe(409)

    const mine = await call(handlers().list, owner.token)
    expect(mine.body.data.list.find((s: { id: number }) => s.id === submission.id)).toMatchObject({ status: 'approved', serverKey: server.key })

    // The name is listed now: nobody can submit it again.
    const other = await signedIn()
    const listed = await call(handlers().create, other.token, { method: 'POST', body: { source: 'server-json', serverJson: serverJson(submission.name), method: 'http' } })
    expect(listed.body).toMatchObject({ code: 409, message: 'A server with this name is already listed' })

    expect(await sendSubmissionMail(payload, submission.id, 'approved')).toBe('sent')
    expect(await sendSubmissionMail(payload, submission.id, 'approved')).toBe('already sent')
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: (owner.user as unknown as { email: string }).email } }, overrideAccess: true })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.text).toContain(`/mcp/${server.key}`)
  })

  it('reject needs a reason, which the submitter reads; a rejected submission cannot be approved or verified', async () => {
    const owner = await signedIn()
    const support = await signedIn('support')
    const submission = await proved(owner)
    expect((await decide(support.token, submission.id, { decision: 'reject', reason: '' })).body).toMatchObject({ message: 'Please give the reason for the rejection' })
    expect((await decide(support.token, submission.id, { decision: 'maybe' })).status).toBe(400)
    const rejected = await decide(support.token, submission.id, { decision: 'reject', reason: 'The repository is empty.' })
    expect(rejected.body).toMatchObject({ status: 'rejected', already: false })
    expect((await decide(support.token, submission.id, { decision: 'reject', reason: 'Again' })).body).toMatchObject({ status: 'rejected', already: true })
    expect((await decide(support.token, submission.id, { decision: 'approve' })).body).toMatchObject({ message: 'This submission was rejected: it can no longer be approved' })
    expect((await verify(owner.token, submission.id)).body).toMatchObject({ code: 409, message: 'This submission was rejected' })
    const read = await call(handlers().read, owner.token, { id: submission.id })
    expect(read.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'The repository is empty.' })
    expect(await sendSubmissionMail(payload, submission.id, 'rejected')).toBe('sent')
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: (owner.user as unknown as { email: string }).email } }, overrideAccess: true })
    expect(mails.docs[0]!.text).toContain('The repository is empty.')
  })

  it('refuses a decision before the proof is in, except a rejection', async () => {
    const owner = await signedIn()
    const support = await signedIn('support')
    const created = await submitted(owner.token, { source: 'server-json', serverJson: serverJson(`com.example.${unique('early').replace(/-/g, '')}/w`), method: 'http' })
    await expect(decideMcpSubmission(payload, created.id, { decision: 'approve' }, support.user)).rejects.toMatchObject({ status: 409, message: 'This submission is not waiting for review' })
    await expect(decideMcpSubmission(payload, created.id, { decision: 'reject', reason: 'Spam' }, support.user)).resolves.toMatchObject({ status: 'rejected' })
  })
})
