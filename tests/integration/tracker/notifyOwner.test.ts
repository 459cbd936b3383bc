import { SmsSendError } from '@aidir/cms/sms'
import { TencentSmsProvider } from '@aidir/cms/sms'
import { notifyOwner } from '@aidir/tasks/jobs/tracker/notifyOwner'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_CREDENTIALS, FAKE_NOTICE_TEMPLATE_ID, type FakeTencentSms, startFakeTencentSms } from '../../fakes/tencentSmsServer'
import { payload, userWithRole } from '../helpers'

/**
 * "Tell me when the report is ready": the phone bound in the notification modal gets one text per
 * finished run, in the tracker's language with the report's address — through the sandbox outbox by
 * default and through the real Tencent client (against the fake vendor) when configured.
 */
const quiet = { info() {}, warn() {}, error() {}, debug() {} }
const ctx = { payload, log: quiet, jobId: 'test', attempt: 1 }
let fake: FakeTencentSms

async function completedRun(language: 'en' | 'zh' | 'ja', status: 'completed' | 'answering' = 'completed') {
  const owner = await userWithRole('customer')
  const tracker = await payload.create({
    collection: 'trackers',
    data: { owner: owner.id, brandName: `Notice Brand ${language}`, description: 'A brand whose report announces itself by text.', tags: ['a', 'b'], topics: ['t'], language, status: 'completed' },
    overrideAccess: true,
  })
  const run = await payload.create({ collection: 'tracker-runs', data: { tracker: tracker.id, owner: owner.id, status, platforms: ['chatgpt'], samples: 1 }, overrideAccess: true })
  return { owner, tracker, run }
}
const bindPhone = (user: number, phone: string) => payload.create({ collection: 'notification-phones', data: { user, phone, verifiedAt: new Date().toISOString() }, overrideAccess: true })
const outboxFor = async (phone: string) => (await payload.find({ collection: 'sms-outbox', where: { phone: { equals: phone } }, overrideAccess: true })).docs

describe('tracker.notify', () => {
  beforeAll(async () => {
    fake = await startFakeTencentSms()
  })
  afterAll(async () => {
    await fake.close()
  })

  it('tells nobody when the owner bound no phone, or before the run completed', async () => {
    const { run } = await completedRun('en')
    expect(await notifyOwner({ runId: run.id as number }, ctx as never)).toEqual({ skipped: 'no phone' })
    const pending = await completedRun('en', 'answering')
    await bindPhone(pending.owner.id as number, '+8613800138101')
    expect(await notifyOwner({ runId: pending.run.id as number }, ctx as never)).toEqual({ skipped: 'answering' })
    expect(await outboxFor('+8613800138101')).toHaveLength(0)
  })

  it('texts the bound phone in the tracker language with the report address (sandbox outbox)', async () => {
    const { owner, tracker, run } = await completedRun('zh')
    await bindPhone(owner.id as number, '+8613800138102')
    const result = (await notifyOwner({ runId: run.id as number }, ctx as never)) as { sent: string }
    expect(result.sent).toMatch(/^outbox-/)
    const [sms] = await outboxFor('+8613800138102')
    expect(sms).toMatchObject({ template: 'tracker-report-ready', provider: 'sandbox' })
    expect(sms!.body).toContain('Notice Brand zh')
    expect(sms!.body).toContain('可见度报告')
    expect(sms!.body).toMatch(new RegExp(`/tools/trackers/${tracker.id}$`))
  })

  it('sends the notice template through the Tencent client; without a notice template it refuses for good', async () => {
    const config = { ...FAKE_CREDENTIALS, region: 'ap-guangzhou', endpoint: fake.url, timeoutMs: 1000 }
    const receipt = await new TencentSmsProvider({ ...config, noticeTemplateId: FAKE_NOTICE_TEMPLATE_ID }).sendNotice({
      phone: '+8613800138103',
      template: 'tracker-report-ready',
      params: ['Acme', 'https://example.com/tools/trackers/1'],
      locale: 'en',
    })
    expect(receipt.provider).toBe('tencent')
    expect(fake.sent.at(-1)).toMatchObject({ phone: '+8613800138103', templateId: FAKE_NOTICE_TEMPLATE_ID, params: ['Acme', 'https://example.com/tools/trackers/1'] })
    const refused = await new TencentSmsProvider(config).sendNotice({ phone: '+8613800138103', template: 'tracker-report-ready', params: ['Acme', 'x'], locale: 'en' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SmsSendError)
    expect(refused).toMatchObject({ vendorCode: 'NoTemplate', transient: false })

  })
})
