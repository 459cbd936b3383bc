import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { orderActorText, orderEventText } from './orderLogTexts'
import { whenText } from './reviewTexts'

export type OrderLogEntry = { at: string; type: string; fromStatus?: string | null; toStatus?: string | null; actor: string; details?: Record<string, unknown> | null }

/** An order log's table (review pages and the ad campaign page): when, what (with a reason given), who. */
export function OrderLogRows({ entries, language, emails, testId }: { entries: OrderLogEntry[]; language: string; emails: ReadonlyMap<number, string>; testId: string }) {
  const t = (text: string) => adminText(text, language)
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t(m.reviewWhen)}</th>
            <th>{t(m.reviewEvent)}</th>
            <th>{t(m.reviewActor)}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => {
            const actor = orderActorText(e.actor, language, emails)
            const reason = typeof e.details?.reason === 'string' ? e.details.reason : null
            return (
              <tr key={i} data-event={e.type}>
                <td style={{ whiteSpace: 'nowrap' }}>{whenText(e.at, language)}</td>
                <td>
                  {orderEventText(e, language)}
                  {reason ? <small style={{ display: 'block', wordBreak: 'break-word' }}>{reason}</small> : null}
                </td>
                <td style={{ wordBreak: 'break-all' }} title={e.actor}>
                  {actor.who}
                  {actor.ref ? <small style={{ display: 'block', opacity: 0.7 }}>{actor.ref}</small> : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
