import { describe, expect, it } from 'vitest'
import { formatMoney } from '@aidir/cms/lib'
import { countryName, formatDuration } from '@/lib/displayFormat'
import { tutorialMarkdown } from './tutorial'

describe('product page formatters', () => {
  it('shows visit time as m:ss or h:mm:ss', () => {
    expect(formatDuration(372)).toBe('6:12')
    expect(formatDuration(3725)).toBe('1:02:05')
  })
  it('names prices and countries in the page language', () => {
    expect(formatMoney({ amount: 2000, currency: 'USD' }, 'en', { wholeUnits: true })).toBe('$20')
    expect(formatMoney({ amount: 850, currency: 'EUR' }, 'en', { wholeUnits: true })).toBe('€8.50')
    expect(countryName('ja', 'JP')).toBe('日本')
    expect(countryName('en', 'Somewhere')).toBe('Somewhere')
  })
})

describe('tutorialMarkdown', () => {
  it('puts one-line numbered steps on their own lines', () => {
    expect(tutorialMarkdown('1. Sign in. 2. Open http://127.0.0.1:8188. 3. Run.')).toBe('1. Sign in.\n2. Open http://127.0.0.1:8188.\n3. Run.')
  })
  it('leaves Markdown with line breaks alone', () => {
    expect(tutorialMarkdown('Intro\n\n1. a 2. b')).toBe('Intro\n\n1. a 2. b')
  })
})
