import type { ServerResponse } from 'node:http'
import { faultScript, listenOnLoopback, sendJson } from './localServer'

/**
 * A local stand-in for the Similarweb REST API on 127.0.0.1, answering the documented endpoints
 * and shapes (v1 total-traffic-and-engagement, traffic-sources overview-share, v4 geography)
 * with its error envelope. `failNext` queues faults for the next requests: 429 with Retry-After,
 * 5xx, a hang (for client timeouts) or 401.
 */
export type Fault = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 } | { status: 401 } | { hang: true }

export type FakeSimilarweb = { url: string; requests: string[]; failNext: (...faults: Fault[]) => void; close: () => Promise<void> }

export const fakeData: Record<string, { visits: number; duration: number; pages: number; bounce: number }> = {
  'known.test': { visits: 123456.7, duration: 245.5, pages: 3.4, bounce: 0.41 },
}

export async function startFakeSimilarweb(apiKey = 'test-key-123'): Promise<FakeSimilarweb> {
  const faults = faultScript<Fault, string>()
  const requests: string[] = []
  const error = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    sendJson(res, status, { meta: { status: 'Error', error_code: status, error_message: message } }, headers)
  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1')
    requests.push(url.pathname)
    const fault = faults.take(url.pathname)
    if (fault) {
      if ('hang' in fault) return server.hang(res)
      if (fault.status === 429) return error(res, 429, 'Too Many Requests', { 'retry-after': fault.retryAfter })
      return error(res, fault.status, fault.status === 401 ? 'User is not authorized' : 'Internal error')
    }
    if (url.searchParams.get('api_key') !== apiKey) return error(res, 401, 'User is not authorized')
    const match = /^\/v[14]\/website\/([^/]+)\/(.+)$/.exec(url.pathname)
    const site = match && fakeData[decodeURIComponent(match[1]!)]
    if (!match || !site) return error(res, 404, 'Data not found')
    const start = url.searchParams.get('start_date')!
    const date = start.length === 7 ? `${start}-01` : start
    const meta = { request: Object.fromEntries(url.searchParams), status: 'Success', last_updated: '2026-11-01' }
    const body: Record<string, unknown> = { meta }
    switch (match[2]) {
      case 'total-traffic-and-engagement/visits': body.visits = [{ date, visits: site.visits }]; break
      case 'total-traffic-and-engagement/average-visit-duration': body.average_visit_duration = [{ date, average_visit_duration: site.duration }]; break
      case 'total-traffic-and-engagement/pages-per-visit': body.pages_per_visit = [{ date, pages_per_visit: site.pages }]; break
      case 'total-traffic-and-engagement/bounce-rate': body.bounce_rate = [{ date, bounce_rate: site.bounce }]; break
      case 'traffic-sources/overview-share':
        body.visits = { [match[1]!]: [
          { source_type: 'Direct', share: [{ date, share: 0.5 }] }, { source_type: 'Search', share: [{ date, share: 0.3 }] },
          { source_type: 'Mail', share: [{ date, share: 0.02 }] }, { source_type: 'Referrals', share: [{ date, share: 0.08 }] },
          { source_type: 'Social', share: [{ date, share: 0.07 }] }, { source_type: 'Display Ads', share: [{ date, share: 0.03 }] },
        ] }
        break
      case 'geo/traffic-by-country':
        body.records = [{ country: 840, country_name: 'United States', share: 0.4, visits: 49382 }, { country: 250, country_name: 'France', share: 0.05 }, { country: 392, country_name: 'Japan', share: 0.1 }]
        break
      default: return error(res, 404, 'Data not found')
    }
    sendJson(res, 200, body)
  })
  return { url: server.url, requests, failNext: faults.failNext, close: server.close }
}
