import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/** Every detail page counts its view through /api/updatePv (SPEC §7) with its own type and key. */
const base = () => process.env.STOREFRONT_URL!

const details = [
  { path: '/en/details/chatgpt', type: 'product', id: 'chatgpt' },
  { path: '/en/models/gpt-4o', type: 'model', id: 'gpt-4o' },
  { path: '/en/mcp/github', type: 'mcp', id: 'github' },
  { path: '/en/news/openai-launches-gpt-4o', type: 'news', id: 'openai-launches-gpt-4o' },
  { path: '/en/guide/how-to-choose-an-ai-chatbot', type: 'guide', id: 'how-to-choose-an-ai-chatbot' },
]

describe('page views', { timeout: 300_000 }, () => {
  const suite = useBrowser()

  it.each(details)('$path reports one view of its $type', async ({ path, type, id }) => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(120_000)
    const counted = page.waitForResponse((r) => r.url().includes('/api/updatePv'))
    await page.goto(`${base()}${path}`)
    const response = await counted
    const url = new URL(response.url())
    expect(url.searchParams.get('type')).toBe(type)
    expect(url.searchParams.get('id')).toBe(id)
    expect(response.status()).toBe(200)
    await page.close()
  })
})
