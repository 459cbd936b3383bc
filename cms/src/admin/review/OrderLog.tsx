import type { Payload } from 'payload'
import type { OrderEvent } from '../../payload-types'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { actorEmails } from './actorEmails'
import { OrderLogRows, type OrderLogEntry } from './OrderLogRows'

/** The order's append-only log as every review page shows it: when, what, who. */
export async function OrderLog({ events, language, payload }: { events: OrderEvent[]; language: string; payload: Payload }) {
  const entries: OrderLogEntry[] = events.map((e) => ({ at: e.createdAt, type: e.type, fromStatus: e.fromStatus, toStatus: e.toStatus, actor: e.actor, details: e.details as Record<string, unknown> | null }))
  return (
    <>
      <h3 style={{ marginTop: 'calc(var(--base) * 2)' }}>{adminText(m.reviewLog, language)}</h3>
      <OrderLogRows entries={entries} language={language} emails={await actorEmails(payload, entries.map((e) => e.actor))} testId="review-log" />
    </>
  )
}
