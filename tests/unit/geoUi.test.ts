import { describe, expect, it } from 'vitest'
import { toCsv } from '../../storefront/src/features/geo/exportCheck'
import { hitTermProblem, MAX_HIT_TERMS } from '../../storefront/src/features/geo/hitTerms'
import { messageKeys } from '../../storefront/src/features/geo/messages'
import { specTaskStatusOf, taskDisplay } from '@aidir/cms/backgroundTasks'
import { detectionTaskState } from '../../cms/src/geo/detectionTask'
import en from '../../storefront/src/i18n/locales/en/geo.json'

describe('the checker form and cards', () => {
  it('refuses a hit term as the server does: empty, duplicate after normalisation, invalid, one too many', () => {
    expect(hitTermProblem('  ', [])).toBe('hitTermsRequired')
    expect(hitTermProblem('ＫＩＭＩ', ['Kimi'])).toBe('duplicateHitTerm')
    expect(hitTermProblem('Notion  AI', ['notion ai'])).toBe('duplicateHitTerm')
    expect(hitTermProblem('Kimi<script>', [])).toBe('invalidHitTerm')
    expect(hitTermProblem('x'.repeat(41), [])).toBe('invalidHitTerm')
    expect(hitTermProblem('通义千问', ['Kimi'])).toBeNull()
    expect(hitTermProblem("L'Oréal", [])).toBeNull()
    expect(hitTermProblem('one more', Array.from({ length: MAX_HIT_TERMS }, (_, i) => `t${i}`))).toBe('tooManyHitTerms')
  })

  it('shows what SPEC §4 says for each task status', () => {
    const taskStatusOf = Object.fromEntries(Object.entries(detectionTaskState).map(([status, state]) => [status, specTaskStatusOf[state]]))
    expect(taskStatusOf).toEqual({ queued: 'pending', detecting: 'processing', completed: 'completed', error: 'failed' })
    expect(taskDisplay('completed', null)).toBe('view')
    expect(taskDisplay('processing', null)).toBe('progress')
    expect(taskDisplay('pending', 3)).toBe('queue')
    expect(taskDisplay('pending', 0)).toBe('queue')
    expect(taskDisplay('pending', null)).toBe('progress')
    expect(taskDisplay('failed', null)).toBe('error')
    expect(taskDisplay('whatever', null)).toBe('queue')
  })

  it('has a translation for every message the API answers with', () => {
    for (const key of Object.values(messageKeys)) {
      expect(key.split('.').reduce<any>((o, k) => o?.[k], en), key).toEqual(expect.any(String))
    }
  })

  it('writes CSV that spreadsheets read back as it was, and never as a formula', () => {
    const view = {
      check: { id: 1, question: 'Best "AI", really?\nYes', hitTerms: ['Acme', 'アクメ'], platforms: [], createdAt: '2026-01-01T00:00:00.000Z' },
      detections: [{ platformName: 'DeepSeek', recommended: true, verdict: 'recommended', exposures: 2, samples: 3, recommendedSamples: 2, evidence: ['=HYPERLINK("x")'], sandbox: true }],
    } as never
    const csv = toCsv(view)
    expect(csv.startsWith('\ufeffPlatform,')).toBe(true)
    const row = csv.split('\r\n')[1] + '\r\n' + csv.split('\r\n')[2]
    expect(row).toContain('"Best ""AI"", really?\nYes"')
    expect(row).toContain('"Acme, アクメ"')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
