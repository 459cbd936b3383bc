import { poolOf, stopProducer } from '@aidir/cms'
import { approveAd, refundUnplaceable, runAdSchedule } from '@aidir/cms/ads'
import { rejectSubmission, sendOrderMail } from '@aidir/cms/orders'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload } from '../helpers'
import { adOrder, adPosition, campaignsOf, payNow } from './adFixtures'
import { aloneInPlacement, mailJobs, outboxTo, signedIn } from './adLifecycleFixtures'

/**
 * Ad mails (issue 17 §4: mails cover ad orders) in the buyer's language, each sent once by the
 * orders' mail job: paid (running until, queued with place and start, or in review), approved,
 * rejected, started, ended with the ad's figures, refunded with the reason.
 */
const DAY = 86_400_000

async function productName(order: { ad?: { product?: unknown } | null }) {
  const id = typeof order.ad?.product === 'object' ? (order.ad.product as { id: number }).id : (order.ad?.product as number)
  return (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })).name as string
}

describe('ad mails', () => {
  let support: Awaited<ReturnType<typeof signedIn>>
  beforeAll(async () => {
    support = await signedIn('support')
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('paid: running until its end (English), queued with its place and expected start (Chinese), waiting for review (Japanese); once each', async () => {
    const position = await adPosition(1)
    const en = await signedIn('customer', 'en')
    const zh = await signedIn('customer', 'zh')
    const { order: running } = await adOrder(position.key as string, en.user)
    const { order: queued } = await adOrder(position.key as string, zh.user)
    await payNow(running)
    await payNow(queued)
    expect(await mailJobs(running.id)).toEqual(['paid'])
    expect(await mailJobs(queued.id)).toEqual(['paid'])

    expect(await sendOrderMail(payload, running.id, 'paid')).toBe('sent')
    expect(await sendOrderMail(payload, running.id, 'paid')).toBe('already sent')
    const [runningMail, ...more] = await outboxTo(en.email)
    expect(more).toEqual([])
    expect(runningMail!.subject).toBe(`Payment received: ad for ${await productName(running)}`)
    expect(runningMail!.text).toContain('“Test position”')
    expect(runningMail!.text).toMatch(/Your ad is running now, until .+ UTC\./)
    expect(runningMail!.text).toContain('/user?tab=ads')

    const [a, b] = await Promise.all([sendOrderMail(payload, queued.id, 'paid'), sendOrderMail(payload, queued.id, 'paid')])
    expect([a, b].sort()).toEqual(['already sent', 'sent'])
    const queuedMails = await outboxTo(zh.email)
    expect(queuedMails).toHaveLength(1)
    expect(queuedMails[0]!.subject).toBe(`已收到付款：${await productName(queued)} 的广告`)
    expect(queuedMails[0]!.text).toMatch(/您的广告正在排队：第 1 位，预计于 .+ UTC 开始，之后投放 30 天。/)
    expect(queuedMails[0]!.html).toContain('lang="zh-Hans"')

    const reviewed = await adPosition(1, { requiresReview: true })
    const ja = await signedIn('customer', 'ja')
    const { order: inReview } = await adOrder(reviewed.key as string, ja.user)
    await payNow(inReview)
    expect(await sendOrderMail(payload, inReview.id, 'paid')).toBe('sent')
    const [reviewMail] = await outboxTo(ja.email)
    expect(reviewMail!.subject).toBe(`お支払いを受け付けました：${await productName(inReview)} の広告`)
    expect(reviewMail!.text).toContain('開始前に審査されます')
  })

  it('started and ended: the scheduling job queues them; the ended mail carries the impressions and clicks; a retried job mails once', async () => {
    const position = await adPosition(1)
    const zh = await signedIn('customer', 'zh')
    const en = await signedIn('customer', 'en')
    const { order: first } = await adOrder(position.key as string, zh.user)
    const { order: next } = await adOrder(position.key as string, en.user)
    const t0 = new Date(Date.now() - 30 * DAY - 3_600_000)
    await payNow(first, t0)
    await payNow(next, new Date(t0.getTime() + 60_000))
    const [campaign] = await campaignsOf(position.id)
    await poolOf(payload).query(`INSERT INTO ad_stats_hourly (campaign_id, hour, impressions, clicks) VALUES ($1, $2, 1200, 50), ($1, $3, 40, 6)`, [
      campaign!.id,
      new Date(t0.getTime() + 3_600_000).toISOString().slice(0, 13) + ':00:00Z',
      new Date(t0.getTime() + 7_200_000).toISOString().slice(0, 13) + ':00:00Z',
    ])
    const moved = await runAdSchedule(payload, () => new Date(), [position.id])
    expect(moved).toEqual({ ended: 1, started: 1 })
    expect(await runAdSchedule(payload, () => new Date(), [position.id])).toEqual({ ended: 0, started: 0 })
    expect(await mailJobs(first.id)).toEqual(['paid', 'ended'])
    expect(await mailJobs(next.id)).toEqual(['paid', 'started'])

    const ended = await Promise.all([sendOrderMail(payload, first.id, 'ended'), sendOrderMail(payload, first.id, 'ended')])
    expect(ended.sort()).toEqual(['already sent', 'sent'])
    const [endedMail, ...extra] = await outboxTo(zh.email)
    expect(extra).toEqual([])
    expect(endedMail!.subject).toBe(`您的 ${await productName(first)} 广告已结束`)
    expect(endedMail!.text).toContain('已投放满 30 天')
    expect(endedMail!.text).toContain('展示次数：1,240 · 点击次数：56')
    expect(endedMail!.text).toContain(`/advertise?position=${position.key}`)

    expect(await sendOrderMail(payload, next.id, 'started')).toBe('sent')
    expect(await sendOrderMail(payload, next.id, 'started')).toBe('already sent')
    const [startedMail] = await outboxTo(en.email)
    expect(startedMail!.subject).toBe(`Your ad for ${await productName(next)} is now running`)
    expect(startedMail!.text).toMatch(/started on .+ UTC and runs until .+ UTC\./)
  })

  it('approved, rejected with the reason, and refunded for want of a position, in two languages', async () => {
    const reviewed = await adPosition(2, { requiresReview: true })
    const en = await signedIn('customer', 'en')
    const zhTW = await signedIn('customer', 'zh-TW')
    const { order: approved } = await adOrder(reviewed.key as string, en.user)
    const { order: rejected } = await adOrder(reviewed.key as string, zhTW.user)
    await payNow(approved)
    await payNow(rejected)
    await approveAd(payload, approved.id, support.user)
    await rejectSubmission(payload, rejected.id, 'The landing page is empty.', support.user)
    expect(await sendOrderMail(payload, approved.id, 'approved')).toBe('sent')
    expect(await sendOrderMail(payload, rejected.id, 'rejected')).toBe('sent')
    const approvedMail = (await outboxTo(en.email)).at(-1)!
    expect(approvedMail.subject).toBe(`Your ad for ${await productName(approved)} is approved`)
    expect(approvedMail.text).toMatch(/Your ad is running now, until .+ UTC\./)
    const rejectedMail = (await outboxTo(zhTW.email)).at(-1)!
    expect(rejectedMail.subject).toBe(`您的 ${await productName(rejected)} 廣告未通過審核`)
    expect(rejectedMail.text).toContain('原因：The landing page is empty.')
    expect(rejectedMail.text).toContain('將全額退回原付款帳戶')

    const placement = 'product_library_home'
    const position = await adPosition(1, { placement })
    const ja = await signedIn('customer', 'ja')
    const { order: unplaced } = await adOrder(position.key as string, ja.user)
    const { order: unplacedEn } = await adOrder(position.key as string, en.user)
    await aloneInPlacement(placement, [], async () => {
      await payload.update({ collection: 'ad-positions', id: position.id, data: { enabled: false } as never, overrideAccess: true })
      await payNow(unplaced)
      await payNow(unplacedEn)
    })
    for (const order of [unplaced, unplacedEn]) {
      expect(await refundUnplaceable(payload, order.id)).toBe('succeeded')
      expect(await mailJobs(order.id)).toEqual(['refunded'])
      expect(await sendOrderMail(payload, order.id, 'refunded')).toBe('sent')
      expect(await refundUnplaceable(payload, order.id)).toBe('already refunded')
      expect(await sendOrderMail(payload, order.id, 'refunded')).toBe('already sent')
    }
    const [refundedJa, ...moreJa] = await outboxTo(ja.email)
    expect(moreJa).toEqual([])
    expect(refundedJa!.subject).toBe(`返金：${await productName(unplaced)} の広告`)
    expect(refundedJa!.text).toContain('理由：ご購入の掲載枠が終了し、同等の掲載枠の販売もないため、広告を掲載できません。')
    const refundedEn = (await outboxTo(en.email)).at(-1)!
    expect(refundedEn.subject).toBe(`Refund: ad for ${await productName(unplacedEn)}`)
    expect(refundedEn.text).toContain('The reason: the position you paid for was withdrawn and no comparable position is on sale')
    expect(refundedEn.text).toContain('refunded in full')
  })
})
