import { describe, expect, it } from 'vitest'
import { formOfCheck } from '@/features/geo/checkForm'

/** A reopened GEO check fills the checker's form with what it asked (issue: the form stayed empty). */
describe('the form of a past check', () => {
  it('takes its question, hit terms and platforms, in the form’s platform order', () => {
    expect(formOfCheck({ id: 7, question: 'Best AI image tool?', hitTerms: ['Midjourney', 'MJ'], platforms: ['wenxin', 'deepseek'] })).toEqual({
      question: 'Best AI image tool?',
      terms: ['Midjourney', 'MJ'],
      platforms: ['deepseek', 'wenxin'],
    })
  })

  it('offers all five platforms when none the check asked is offered any more, and no more terms than the form takes', () => {
    const values = formOfCheck({ id: 8, question: 'q', hitTerms: Array.from({ length: 14 }, (_, i) => `t${i}`), platforms: ['chatgpt'] })
    expect(values.platforms).toEqual(['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin'])
    expect(values.terms).toHaveLength(10)
  })
})
