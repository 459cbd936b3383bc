import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * The compute-market assistant and the market request forms: the assistant's answer for a 70B
 * model in 16-bit inference (memory with its formula, the GPUs and offers that hold it), a bad
 * value named in Chinese; a data request refused with the SPEC §5-style messages, then received.
 */
const storefront = () => process.env.STOREFRONT_URL!

describe('compute assistant and market requests', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test reads the stored request from the database the storefront uses'))
  const suite = useBrowser()
  let payload: Payload
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
  })
  afterAll(async () => {
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  it('answers for a 70B model in 16-bit inference: 140 GB of weights plus the KV cache, two H100s, the H100 offers', async () => {
    const page = await (await suite.browser.newContext()).newPage()
    await page.goto(`${storefront()}/en/market/compute`)
    await page.getByTestId('compute-assistant-link').click()
    await page.waitForURL(/\/market\/compute\/assistant$/)
    const form = page.getByTestId('assistant-form')
    await form.locator('input[name="params"]').fill('70')
    await form.locator('select[name="mode"]').selectOption('inference')
    await form.locator('select[name="precision"]').selectOption('fp16')
    await form.locator('input[name="context"]').fill('4096')
    await form.locator('input[name="batch"]').fill('1')
    await form.locator('button[type="submit"]').click()
    await page.waitForURL(/params=70/)

    const memory = page.getByTestId('assistant-memory')
    expect(await memory.locator('tr[data-term="weights"] td').first().innerText()).toBe('70B × 2 B')
    expect(await memory.locator('tr[data-term="weights"] td').last().innerText()).toBe('140')
    expect(await memory.locator('tr[data-term="kvCache"] td').first().innerText()).toBe('2 × 80 × 8 × 128 × 4096 × 1 × 2 B')
    expect(await memory.locator('tr[data-term="kvCache"] td').last().innerText()).toBe('1.34')
    const total = Number(await page.getByTestId('assistant-total').getAttribute('data-gb'))
    expect(total).toBeGreaterThan(140)
    expect(total).toBeLessThan(145)
    expect(await page.locator('[data-testid="assistant-gpus"] tr[data-gpu="nvidia-h100-sxm"]').getAttribute('data-count')).toBe('2')
    expect(await page.locator('[data-testid="assistant-gpus"] tr[data-gpu="amd-mi300x"]').getAttribute('data-count')).toBe('1')
    // The seeded 8×H100 servers hold it in one machine.
    const offers = page.locator('[data-testid="assistant-offers"] tbody tr')
    expect(await offers.count()).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="assistant-offers"] tr[data-offer="aws-ec2-p5-48xlarge"] td').nth(1).innerText()).toBe('1')
    await page.context().close()
  })

  it('names a value it cannot use in the reader’s language and keeps the default', async () => {
    const page = await (await suite.browser.newContext()).newPage()
    const res = await page.goto(`${storefront()}/zh/market/compute/assistant?params=70&batch=0`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('[data-testid="assistant-problems"] li[data-field="batch"]').innerText()).toBe('批大小（并发序列数）须在 1 到 1024 之间')
    expect(await page.getByTestId('assistant-total').innerText()).toContain('70B')
    await page.context().close()
  })

  it('a data request shows each field’s message, then is received as a new lead', async () => {
    const context = await suite.browser.newContext()
    const page = await openHydrated(context, `${storefront()}/zh/market/data`, '[data-testid="market-request-submit"]')
    await page.getByTestId('market-request-submit').click()
    expect(await page.getByTestId('market-request-error-need').textContent()).toBe('请描述你的需求')
    expect(await page.getByTestId('market-request-error-name').textContent()).toBe('请输入姓名')
    expect(await page.getByTestId('market-request-error-contact').textContent()).toBe('请输入手机号或邮箱')
    const form = page.getByTestId('market-request-form-data')
    const need = `中文法律合同语料 ${Date.now().toString(36)}`
    await form.locator('textarea[name="need"]').fill(need)
    await form.locator('input[name="budget"]').fill('-1')
    await form.locator('input[name="name"]').fill('王 小明')
    await form.locator('input[name="contact"]').fill('wang@example.com')
    await page.getByTestId('market-request-submit').click()
    expect(await page.getByTestId('market-request-error-budget').textContent()).toBe('请输入 0 或以上的预算')
    await form.locator('input[name="budget"]').fill('50000')
    await page.getByTestId('market-request-submit').click()
    await page.getByTestId('market-request-done').waitFor({ timeout: 30_000 })
    const stored = await payload.find({ collection: 'market-requests', where: { need: { equals: need } }, overrideAccess: true, depth: 0 })
    expect(stored.docs[0]).toMatchObject({ kind: 'data', budget: 50_000, name: '王 小明', status: 'new', locale: 'zh' })
    await context.close()
  })
})
