import type { OrderEvent } from '../../payload-types'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { whenText } from './reviewTexts'

/** The order's append-only log as every review page shows it: when, what, who. */
export function OrderLog({ events, language }: { events: OrderEvent[]; language: string }) {
  const t = (text: string) => adminText(text, language)
  return (
    <>
      <h3 style={{ marginTop: 'calc(var(--base) * 2)' }}>{t(m.reviewLog)}</h3>
      <div style={{ overflowX: 'auto' }}>
        <table className="table" data-testid="review-log">
          <thead>
            <tr>
              <th>{t(m.reviewWhen)}</th>
              <th>{t(m.reviewEvent)}</th>
              <th>{t(m.reviewActor)}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td>{whenText(e.createdAt, language)}</td>
                <td>{e.type === 'transition' ? `${e.fromStatus} → ${e.toStatus}` : e.type}</td>
                <td style={{ wordBreak: 'break-all' }}>{e.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
