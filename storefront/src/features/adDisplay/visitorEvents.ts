import { clientAddress } from '@aidir/cms/accounts'
import { countAdEvent, type AdEventKind } from '@aidir/cms/adStats'
import { isbot } from 'isbot'
import type { Payload } from 'payload'
import { RecentViews } from '@/features/routing/recentViews'

/**
 * One visitor's impression or click, counted once per visitor, ad and hour — the page-view rule
 * (`/api/updatePv`: the client address by the trusted-proxy rule, an in-memory window per process).
 * Crawlers are left out: page views and impressions are sent by the page's script after load,
 * which crawlers do not run; a click is a plain link, so a crawler that follows it despite
 * `rel="sponsored"` and robots.txt is recognised by its User-Agent (isbot's list).
 */
const recent = new RecentViews()

export type VisitorEventOutcome = 'counted' | 'repeat' | 'bot' | 'not_running'

export function isCrawler(headers: Headers): boolean {
  const agent = headers.get('user-agent')
  // No User-Agent at all is a script, not a browser.
  return !agent || isbot(agent)
}

export async function countVisitorEvent(payload: Payload, headers: Headers, campaignId: number, kind: AdEventKind, now: number = Date.now()): Promise<VisitorEventOutcome> {
  if (isCrawler(headers)) return 'bot'
  const key = `${clientAddress(headers)}|${kind}|${campaignId}`
  if (recent.has(key, now)) return 'repeat'
  // Remembered before the write: a second request racing the first must not count too.
  recent.remember(key, now)
  try {
    const counted = await countAdEvent(payload, campaignId, kind, now)
    if (!counted) recent.forget(key)
    return counted ? 'counted' : 'not_running'
  } catch (err) {
    recent.forget(key)
    throw err
  }
}
