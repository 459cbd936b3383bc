import { describe, expect, it } from 'vitest'
import { localeCookie, pathWithoutLocale, switchLocalePath } from './localeSwitch'

describe('switchLocalePath', () => {
  it('swaps the prefix and keeps the page', () => {
    expect(switchLocalePath('/ja/details/chatgpt', 'zh-TW', 'en')).toBe('/tw/details/chatgpt')
    expect(switchLocalePath('/tw/class/writing', 'ja', 'en')).toBe('/ja/class/writing')
  })
  it('drops the prefix for the default language and adds one to unprefixed paths', () => {
    expect(switchLocalePath('/ja/tools', 'en', 'en')).toBe('/tools')
    expect(switchLocalePath('/tools', 'zh', 'en')).toBe('/zh/tools')
    expect(switchLocalePath('/en/tools', 'en', 'en')).toBe('/tools')
  })
  it('handles the home page', () => {
    expect(switchLocalePath('/', 'ja', 'en')).toBe('/ja')
    expect(switchLocalePath('/ja', 'en', 'en')).toBe('/')
    expect(switchLocalePath('/ja/', 'zh', 'zh')).toBe('/')
    expect(switchLocalePath('/en', 'ja', 'zh')).toBe('/ja')
  })
  it('does not mistake a path that starts like a prefix', () => {
    expect(pathWithoutLocale('/english/page')).toBe('/english/page')
    expect(pathWithoutLocale('/tw/a/b')).toBe('/a/b')
  })
})

describe('localeCookie', () => {
  it('stores the language code for 365 days on path / with SameSite Lax', () => {
    expect(localeCookie('zh-TW')).toBe('locale=tw; Max-Age=31536000; Path=/; SameSite=Lax')
  })
})
