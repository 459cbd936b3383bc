import { describe, expect, it } from 'vitest'
import { badgeText, formatCompact, formatCompactPrecise, formatPercent, textPreview } from '../../storefront/src/lib/format'

describe('formatCompact (K / M, one decimal)', () => {
  it('keeps numbers below a thousand as they are', () => {
    expect(formatCompact(0)).toBe('0')
    expect(formatCompact(999)).toBe('999')
  })
  it('shows thousands as K and millions as M with one decimal', () => {
    expect(formatCompact(1000)).toBe('1.0K')
    expect(formatCompact(1234)).toBe('1.2K')
    expect(formatCompact(999_949)).toBe('999.9K')
    expect(formatCompact(1_000_000)).toBe('1.0M')
    expect(formatCompact(12_345_678)).toBe('12.3M')
    expect(formatCompact(-2500)).toBe('-2.5K')
  })
  it('treats missing or non-finite values as zero', () => {
    expect(formatCompact(null)).toBe('0')
    expect(formatCompact(undefined)).toBe('0')
    expect(formatCompact(Number.NaN)).toBe('0')
  })
})

describe('formatCompactPrecise (k / m, two decimals, raw below 1e4)', () => {
  it('keeps numbers below ten thousand raw', () => {
    expect(formatCompactPrecise(9999)).toBe('9999')
    expect(formatCompactPrecise(1234)).toBe('1234')
  })
  it('uses k and m with two decimals from ten thousand', () => {
    expect(formatCompactPrecise(10_000)).toBe('10.00k')
    expect(formatCompactPrecise(12_345)).toBe('12.35k')
    expect(formatCompactPrecise(1_234_567)).toBe('1.23m')
  })
})

describe('formatPercent', () => {
  it('multiplies by 100 with two decimals', () => {
    expect(formatPercent(0.1234)).toBe('12.34%')
    expect(formatPercent(1)).toBe('100.00%')
    expect(formatPercent(0)).toBe('0.00%')
    expect(formatPercent(0.00005)).toBe('0.01%')
  })
})

describe('textPreview', () => {
  it('strips tags and collapses whitespace', () => {
    expect(textPreview('<p>Hello <b>world</b></p>\n<p>again &amp; again</p>')).toBe('Hello world again & again')
    expect(textPreview('<script>alert(1)</script>safe')).toBe('safe')
  })
  it('cuts at 120 characters and marks the cut', () => {
    const long = 'a'.repeat(200)
    const out = textPreview(`<p>${long}</p>`)
    expect(out).toBe(`${'a'.repeat(120)}…`)
    expect(textPreview('b'.repeat(120))).toBe('b'.repeat(120))
  })
  it('counts CJK characters, not bytes', () => {
    const zh = '人工智能'.repeat(40)
    expect(Array.from(textPreview(zh)).length).toBe(121)
  })
  it('accepts empty input', () => {
    expect(textPreview(null)).toBe('')
    expect(textPreview('')).toBe('')
  })
})

describe('badgeText', () => {
  it('shows 99+ above the maximum of 99', () => {
    expect(badgeText(5)).toBe('5')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(-3)).toBe('0')
    expect(badgeText(12, 9)).toBe('9+')
  })
})
