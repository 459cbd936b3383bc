import { orderEventTypes, orderStatuses } from '../../cms/src/orders/orderStates'
import { describe, expect, it } from 'vitest'
import { actorUserIds, orderActorText, orderEventText, orderStatusText } from '../../cms/src/admin/review/orderLogTexts'

/** The order log in the admin speaks the reader's language: statuses, events and who acted. */
describe('order log texts', () => {
  it('names every order status and every event type, in every admin language', () => {
    for (const language of ['en', 'zh', 'zh-TW', 'ja']) {
      for (const status of orderStatuses) expect(orderStatusText(status, language), `${status} in ${language}`).not.toBe(status)
      for (const type of orderEventTypes.filter((t) => t !== 'transition')) expect(orderEventText({ type }, language), `${type} in ${language}`).not.toBe(type)
    }
  })

  it('shows a status change with both statuses named', () => {
    expect(orderEventText({ type: 'transition', fromStatus: 'pending', toStatus: 'paid' }, 'en')).toBe('Awaiting payment → Payment received')
    expect(orderEventText({ type: 'transition', fromStatus: 'paid', toStatus: 'in_review' }, 'zh')).toBe('已收款 → 审核中')
  })

  it('names people by their address, providers and jobs by name with their reference', () => {
    const emails = new Map([[12, 'support@example.org']])
    expect(orderActorText('user:12', 'en', emails)).toEqual({ who: 'support@example.org', ref: null })
    expect(orderActorText('user:99', 'ja', emails)).toEqual({ who: 'ユーザー #99', ref: null })
    expect(orderActorText('wechatpay:evt-1', 'zh', emails)).toEqual({ who: '微信支付', ref: 'evt-1' })
    expect(orderActorText('job:orders.fulfil', 'en', emails)).toEqual({ who: 'System', ref: 'orders.fulfil' })
    expect(orderActorText('someone-else', 'en', emails)).toEqual({ who: 'someone-else', ref: null })
    expect(actorUserIds(['user:12', 'user:12', 'job:x', 'user:abc', 'stripe:evt'])).toEqual([12])
  })
})
