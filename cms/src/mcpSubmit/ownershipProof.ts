import { z } from 'zod'
import { env } from '../env'
import { createJsonGet, type JsonGet } from '../mcpRegistry/jsonGet'
import { UpstreamError } from '../mcpRegistry/upstreamError'
import { targetPolicy, type TargetPolicy } from '../mcpInspect/policy'
import { safeFetch, SafeFetchError } from '../net'
import { mcpSubmitMessages as m, type McpSubmitMessage } from './messages'
import type { ProofMethod } from './states'

/**
 * Ownership proofs as the official MCP Registry accepts them
 * (github.com/modelcontextprotocol/registry, docs "package types" and "authentication"):
 * - npm: the package's package.json names the server in `mcpName` (we read the latest version:
 *   `GET {NPM_REGISTRY_URL}/{package}/latest`);
 * - PyPI: the package's README (PyPI's description) holds `mcp-name: <server name>`, usually as an
 *   HTML comment (`GET {PYPI_URL}/pypi/{package}/json`, `info.description`);
 * - HTTP: a file on the domain the name's namespace names (`com.example/weather` → example.com).
 *   The registry's own HTTP method serves an Ed25519 public key at /.well-known/mcp-registry-auth
 *   and signs a login with the private key; we cannot ask a submitter to sign, so we issue a
 *   random token to be served at /.well-known/mcp-challenge/<token>, read through the SSRF-safe
 *   fetch (every address and redirect checked).
 * The registries are vendors (resilience module, a few retries); the challenge is a URL someone else
 * chose (safeFetch, no retry: the submitter presses Verify again).
 */
export type ProofOutcome = { proved: true; detail: string } | { proved: false; reason: ProofFailure; message: McpSubmitMessage; detail: string }
export type ProofFailure = 'mismatch' | 'not_found' | 'unreachable' | 'blocked' | 'timeout'

export type ProofSetup = {
  npmRegistryUrl: string
  pypiUrl: string
  timeoutMs: number
  policy: TargetPolicy
  /** Tests: the port the challenge is read from (a local site). */
  challengePort?: number
  /** Tests: resolve the challenge domain to a local address. */
  resolve?: (host: string) => Promise<string[]>
  /** Tests: fewer attempts against a failing fake. */
  maxAttempts?: number
}

export function proofSetupFrom(settings = env()): ProofSetup {
  return { npmRegistryUrl: settings.NPM_REGISTRY_URL, pypiUrl: settings.PYPI_URL, timeoutMs: settings.MCP_SUBMIT_TIMEOUT_MS, policy: targetPolicy(settings), challengePort: settings.MCP_SUBMIT_CHALLENGE_PORT }
}

export const CHALLENGE_PATH = '/.well-known/mcp-challenge/'

/** example.com for com.example/weather: the namespace reversed, as the registry reads it. */
export function challengeDomain(serverName: string): string {
  return serverName.split('/')[0]!.toLowerCase().split('.').reverse().join('.')
}

/** The address the challenge file must be served at. */
export function challengeUrl(serverName: string, token: string, setup: Pick<ProofSetup, 'policy' | 'challengePort'>): string {
  // https on the site; plain http only where the inspector's test setting allows it.
  const scheme = setup.policy.protocols.includes('http:') ? 'http' : 'https'
  const port = setup.challengePort ? `:${setup.challengePort}` : ''
  return `${scheme}://${challengeDomain(serverName)}${port}${CHALLENGE_PATH}${token}`
}

/** The exact line the submitter publishes, per method. */
export function proofMarker(method: ProofMethod, serverName: string, token: string): string {
  if (method === 'npm') return `"mcpName": "${serverName}"`
  if (method === 'pypi') return `<!-- mcp-name: ${serverName} -->`
  return token
}

const npmLatest = z.object({ name: z.string(), version: z.string(), mcpName: z.unknown().optional() }).loose()
const pypiProject = z.object({ info: z.object({ name: z.string(), version: z.string(), description: z.string().nullable().optional() }).loose() }).loose()

const base = (url: string) => (url.endsWith('/') ? url : `${url}/`)
/** A scoped name keeps its `@` and escapes the slash (`@scope%2Fname`), as the npm client asks for it. */
const npmPath = (name: string) => (name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name))
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const clients = new Map<string, JsonGet>()
function jsonGet(service: string, setup: ProofSetup): JsonGet {
  const key = `${service}|${setup.timeoutMs}|${setup.maxAttempts ?? 3}`
  let get = clients.get(key)
  if (!get) {
    // A person is waiting: few attempts, and a rate limit that asks for more than 10 s fails now.
    get = createJsonGet({ service, timeoutMs: setup.timeoutMs, maxAttempts: setup.maxAttempts ?? 3, maxRetryAfterMs: 10_000, concurrency: 4 })
    clients.set(key, get)
  }
  return get
}

function upstreamFailure(err: unknown): ProofOutcome {
  if (err instanceof UpstreamError) {
    const timedOut = err.status === 0 && /no answer within/.test(err.message)
    return timedOut ? { proved: false, reason: 'timeout', message: m.proofTimeout, detail: err.message } : { proved: false, reason: 'unreachable', message: m.proofUnreachable, detail: err.message }
  }
  throw err
}

async function proveNpm(serverName: string, pkg: string, setup: ProofSetup, signal?: AbortSignal): Promise<ProofOutcome> {
  let body: unknown
  try {
    body = await jsonGet('npm-registry', setup)(new URL(`${npmPath(pkg)}/latest`, base(setup.npmRegistryUrl)), signal)
  } catch (err) {
    return upstreamFailure(err)
  }
  if (body === null) return { proved: false, reason: 'not_found', message: m.proofNotFound, detail: `npm has no package ${pkg}` }
  const parsed = npmLatest.safeParse(body)
  if (!parsed.success) return { proved: false, reason: 'unreachable', message: m.proofUnreachable, detail: 'npm answered something that is not a package.json' }
  const named = parsed.data.mcpName
  if (named === serverName) return { proved: true, detail: `${pkg}@${parsed.data.version} names ${serverName} in mcpName` }
  return { proved: false, reason: 'mismatch', message: m.mismatchNpm, detail: `${pkg}@${parsed.data.version} mcpName is ${typeof named === 'string' ? `"${named.slice(0, 200)}"` : 'missing'}` }
}

async function provePypi(serverName: string, pkg: string, setup: ProofSetup, signal?: AbortSignal): Promise<ProofOutcome> {
  let body: unknown
  try {
    body = await jsonGet('pypi', setup)(new URL(`pypi/${encodeURIComponent(pkg)}/json`, base(setup.pypiUrl)), signal)
  } catch (err) {
    return upstreamFailure(err)
  }
  if (body === null) return { proved: false, reason: 'not_found', message: m.proofNotFound, detail: `PyPI has no project ${pkg}` }
  const parsed = pypiProject.safeParse(body)
  if (!parsed.success) return { proved: false, reason: 'unreachable', message: m.proofUnreachable, detail: 'PyPI answered something that is not a project' }
  const { info } = parsed.data
  // The marker names exactly this server: `mcp-name: io.github.a/b` does not prove `io.github.a/bc`.
  const marker = new RegExp(`mcp-name:\\s*${escapeRegExp(serverName)}(?![A-Za-z0-9._/-])`)
  if (marker.test(info.description ?? '')) return { proved: true, detail: `${info.name} ${info.version} carries mcp-name: ${serverName}` }
  return { proved: false, reason: 'mismatch', message: m.mismatchPypi, detail: `${info.name} ${info.version} has no mcp-name: ${serverName}` }
}

async function proveHttp(serverName: string, token: string, setup: ProofSetup, signal?: AbortSignal): Promise<ProofOutcome> {
  const url = challengeUrl(serverName, token, setup)
  try {
    const answer = await safeFetch(url, { maxBytes: 4096, timeoutMs: setup.timeoutMs, maxRedirects: 3, signal, allowAddress: setup.policy.allowAddress, resolve: setup.resolve ?? setup.policy.resolve, acceptErrorStatus: true })
    if (answer.status === 404 || answer.status === 410) return { proved: false, reason: 'not_found', message: m.proofNotFound, detail: `${url} answered ${answer.status}` }
    if (answer.status >= 400) return { proved: false, reason: 'unreachable', message: m.proofUnreachable, detail: `${url} answered ${answer.status}` }
    if (answer.text().trim() === token) return { proved: true, detail: `${url} serves the token` }
    return { proved: false, reason: 'mismatch', message: m.mismatchHttp, detail: `${url} does not serve the token` }
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err
    if (err.code === 'blocked_address' || err.code === 'invalid_url') return { proved: false, reason: 'blocked', message: m.proofBlocked, detail: `${url}: ${err.message}` }
    if (err.code === 'timeout') return { proved: false, reason: 'timeout', message: m.proofTimeout, detail: `${url}: ${err.message}` }
    if (err.code === 'too_large') return { proved: false, reason: 'mismatch', message: m.mismatchHttp, detail: `${url}: ${err.message}` }
    return { proved: false, reason: 'unreachable', message: m.proofUnreachable, detail: `${url}: ${err.message}` }
  }
}

/** Checks one submission's proof now; never throws for what the remote side did. */
export function checkOwnership(proof: { method: ProofMethod; serverName: string; target: string; token: string }, setup: ProofSetup, signal?: AbortSignal): Promise<ProofOutcome> {
  if (proof.method === 'npm') return proveNpm(proof.serverName, proof.target, setup, signal)
  if (proof.method === 'pypi') return provePypi(proof.serverName, proof.target, setup, signal)
  return proveHttp(proof.serverName, proof.token, setup, signal)
}
