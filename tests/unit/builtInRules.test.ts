import { describe, expect, it } from 'vitest'
import { blockedByBuiltInRules } from '@/features/routing/builtInRules'

/** The pages' own 404 rules, which /api/route/rule answers too (SPEC §2, §5). */
describe('built-in route rules', () => {
  it('has the iOS app ranking only in the China edition', () => {
    expect(blockedByBuiltInRules('/best-ai-apps/ios', 1)).toBe(false)
    expect(blockedByBuiltInRules('/best-ai-apps/ios/2026-10', 1)).toBe(false)
    expect(blockedByBuiltInRules('/best-ai-apps/ios', 2)).toBe(true)
    expect(blockedByBuiltInRules('/best-ai-apps/ios/2026-10', 2)).toBe(true)
    expect(blockedByBuiltInRules('/best-ai-apps/iosx', 2)).toBe(false)
  })

  it('refuses an Android path naming a package, in any segment and case', () => {
    for (const path of ['/best-ai-apps/android/com.example.app', '/best-ai-apps/android/2026-10/COM.x', '/best-ai-apps/android/%43om.x']) {
      expect(blockedByBuiltInRules(path, 2), path).toBe(true)
      expect(blockedByBuiltInRules(path, 1), path).toBe(true)
    }
    for (const path of ['/best-ai-apps/android', '/best-ai-apps/android/2026-10', '/best-ai-tools/com']) expect(blockedByBuiltInRules(path, 2), path).toBe(false)
  })
})
