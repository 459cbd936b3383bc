import { describe, expect, it, vi } from 'vitest'

// The cms entries the forms import read the environment when loaded; nothing here connects anywhere.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-never-used'
})

const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { fieldErrorsOf, initialValues, refusedField } = await import('@/components/forms/leadForm')
const { MarketRequestForm } = await import('@/features/markets/RequestForm')
const { deploymentRequestInput } = await import('@aidir/cms/deployments')
const { marketRequestInput } = await import('@aidir/cms/markets')
const { resources } = await import('@/i18n')

const deploymentFields = (['company', 'name', 'contact', 'requirements'] as const).map((name) => ({ name, label: name }))
const issuesOf = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body)
  expect(parsed.success).toBe(false)
  return parsed.error!.issues
}

describe('the lead form kit', () => {
  it('shows the first message of each refused field, in the reader’s words, and nothing for properties it does not show', () => {
    const issues = issuesOf(deploymentRequestInput, { company: ' ', name: '', contact: '12', requirements: '', locale: 'xx' })
    const errors = fieldErrorsOf(issues, deploymentFields, (message) => `«${message}»`)
    expect(errors).toEqual({
      company: '«Please enter your company name»',
      // An empty name breaks two rules; the form names the first, as the API does.
      name: '«Please enter your name»',
      contact: '«Please enter a valid phone number or email address»',
      requirements: '«Please describe your requirements»',
    })
    expect(issues.some((issue) => issue.path[0] === 'locale')).toBe(true)
    expect(Object.keys(errors)).not.toContain('locale')
  })

  it('puts the field an API refusal names under that field, when the form shows it', () => {
    expect(refusedField('contact', deploymentFields)).toBe('contact')
    expect(refusedField('contact.0', deploymentFields)).toBe('contact')
    expect(refusedField('kind', deploymentFields)).toBeNull()
    expect(refusedField(null, deploymentFields)).toBeNull()
  })

  it('starts each field empty unless it names a starting value', () => {
    expect(initialValues([{ name: 'need', label: '' }, { name: 'currency', label: '', initial: 'USD' }])).toEqual({ need: '', currency: 'USD' })
  })

  it('draws the market request form from its description: every field one the API takes, labelled in the reader’s language', () => {
    const texts = (resources.zh as any).market.request
    const html = renderToStaticMarkup(createElement(MarketRequestForm, { kind: 'data', locale: 'zh', texts }))
    expect(html).toContain('data-testid="market-request-form-data"')
    expect(html).toContain('data-testid="market-request-submit"')
    const names = [...html.matchAll(/name="([a-z]+)"/g)].map((m) => m[1]!)
    expect(names).toEqual(['need', 'volume', 'budget', 'currency', 'deadline', 'company', 'name', 'contact'])
    for (const name of names) expect(Object.keys(marketRequestInput.shape)).toContain(name)
    expect(html).toMatch(/<textarea[^>]*name="need"[^>]*maxLength="2000"|<textarea[^>]*maxLength="2000"[^>]*name="need"/)
    expect(html).toMatch(/<option value="USD" selected="">USD<\/option><option value="CNY">CNY<\/option>/)
    expect(html).toMatch(/name="deadline"[^>]*type="date"|type="date"[^>]*name="deadline"/)
    expect(html).toContain('inputMode="numeric"')
    expect(html).toContain('>你需要什么？</label>')
    expect(html).toContain('>手机号或邮箱</label>')
  })
})
