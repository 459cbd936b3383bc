import { formatMoney, minorDigits, toMajor, toMoney, tokenPriceScale } from '../../cms/src/lib/money'
import { describe, expect, it } from 'vitest'

/** One money type: integer minor units and an ISO currency, formatted in the reader's language. */
describe('money', () => {
  it('converts major units to integer minor units exactly, by the currency’s decimals', () => {
    expect(toMoney(19.99, 'USD')).toEqual({ amount: 1999, currency: 'USD' })
    expect(toMoney(0.1 + 0.2, 'EUR')).toEqual({ amount: 30, currency: 'EUR' })
    expect(toMoney(1200, 'JPY')).toEqual({ amount: 1200, currency: 'JPY' })
    expect(minorDigits('JPY')).toBe(0)
    expect(toMoney(0.075, 'USD', tokenPriceScale)).toEqual({ amount: 75000, currency: 'USD' })
    expect(toMajor({ amount: 75000, currency: 'USD' }, tokenPriceScale)).toBe(0.075)
    expect(() => toMoney(1, 'XYZ')).toThrow(/Unknown currency/)
  })

  it('formats in en, zh, zh-TW and ja', () => {
    const price = { amount: 1999, currency: 'USD' }
    expect(formatMoney(price, 'en')).toBe('$19.99')
    expect(formatMoney(price, 'zh')).toBe('US$19.99')
    expect(formatMoney(price, 'zh-TW')).toBe('US$19.99')
    expect(formatMoney(price, 'ja')).toBe('$19.99')
    const yuan = { amount: 12_000_00, currency: 'CNY' }
    expect(formatMoney(yuan, 'zh')).toBe('¥12,000.00')
    expect(formatMoney(yuan, 'en')).toBe('CN¥12,000.00')
    expect(formatMoney(yuan, 'ja')).toBe('元\u00a012,000.00')
    expect(formatMoney({ amount: 1200, currency: 'JPY' }, 'ja')).toBe('￥1,200')
  })

  it('drops zero decimals where a page shows whole prices, and keeps fractions of a cent at a finer scale', () => {
    expect(formatMoney({ amount: 2000, currency: 'USD' }, 'en', { wholeUnits: true })).toBe('$20')
    expect(formatMoney({ amount: 850, currency: 'EUR' }, 'en', { wholeUnits: true })).toBe('€8.50')
    expect(formatMoney({ amount: 75000, currency: 'USD' }, 'en', { scale: tokenPriceScale })).toBe('$0.075')
    expect(formatMoney({ amount: 2_500_000, currency: 'USD' }, 'en', { scale: tokenPriceScale })).toBe('$2.50')
    expect(formatMoney({ amount: 2_500_000, currency: 'USD' }, 'zh-TW', { scale: tokenPriceScale })).toBe('US$2.50')
  })
})
