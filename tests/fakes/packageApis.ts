import { faultScript, listenOnLoopback, sendJson as json } from './localServer'

/**
 * Local stand-ins on 127.0.0.1 for the three package-fact APIs, one server answering each one's
 * documented paths and error bodies:
 * - npm downloads: `GET /downloads/point/last-month/<package>` → `{ downloads, start, end, package }`,
 *   404 `{ error: "package <name> not found" }`;
 * - pypistats.org: `GET /api/packages/<package>/recent` → `{ data: { last_day, last_week, last_month }, package, type }`, 404;
 * - GitHub REST: `GET /repos/{owner}/{repo}` → the repository (`stargazers_count`, `pushed_at`, …)
 *   with `x-ratelimit-*` headers, 404 `{ message: "Not Found" }`, and its rate limit: 403 with
 *   `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds).
 * `failWhen` makes requests a predicate picks fail (429 with Retry-After, GitHub's 403, 5xx).
 */
export type ApiFault = { status: 429; retryAfter: string } | { status: 403; githubResetInSeconds: number } | { status: 500 | 502 | 503 }

export type FakePackageApis = {
  url: string
  requests: string[]
  npm: Map<string, number>
  pypi: Map<string, number>
  github: Map<string, { stars: number; pushedAt: string }>
  failWhen: (when: (path: string) => boolean, fault: ApiFault, times?: number) => void
  close: () => Promise<void>
}

export async function startFakePackageApis(): Promise<FakePackageApis> {
  const requests: string[] = []
  const npm = new Map<string, number>()
  const pypi = new Map<string, number>()
  const github = new Map<string, { stars: number; pushedAt: string }>()
  const faults = faultScript<ApiFault, string>()
  const server = await listenOnLoopback((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://127.0.0.1').pathname)
    requests.push(path)
    const fault = faults.take(path)
    if (fault) {
      if (fault.status === 429) return json(res, 429, { error: 'Too Many Requests' }, { 'retry-after': fault.retryAfter })
      if (fault.status === 403) {
        const reset = Math.ceil(Date.now() / 1000) + fault.githubResetInSeconds
        return json(res, 403, { message: 'API rate limit exceeded for 127.0.0.1.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' }, { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) })
      }
      return json(res, fault.status, { error: 'Internal Server Error' })
    }
    let m = /^\/downloads\/point\/last-month\/(.+)$/.exec(path)
    if (m) {
      const downloads = npm.get(m[1]!)
      if (downloads === undefined) return json(res, 404, { error: `package ${m[1]} not found` })
      return json(res, 200, { downloads, start: '2026-10-28', end: '2026-11-26', package: m[1] })
    }
    m = /^\/api\/packages\/([^/]+)\/recent$/.exec(path)
    if (m) {
      const lastMonth = pypi.get(m[1]!)
      if (lastMonth === undefined) return json(res, 404, { message: 'Not Found' })
      return json(res, 200, { data: { last_day: Math.round(lastMonth / 30), last_week: Math.round(lastMonth / 4), last_month: lastMonth }, package: m[1], type: 'recent_downloads' })
    }
    m = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path)
    if (m) {
      const repo = github.get(`${m[1]}/${m[2]}`.toLowerCase())
      const limits = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600) }
      if (!repo) return json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository' }, limits)
      return json(res, 200, { id: 1, full_name: `${m[1]}/${m[2]}`, stargazers_count: repo.stars, pushed_at: repo.pushedAt, forks_count: 3, open_issues_count: 1 }, limits)
    }
    json(res, 404, { error: 'Not Found' })
  })
  return {
    url: server.url,
    requests,
    npm,
    pypi,
    github,
    failWhen: faults.failWhen,
    close: async () => {
      faults.clear()
      await server.close()
    },
  }
}
