import { describe, expect, it } from 'vitest'
import { pickDistinct } from '@/features/home/distinct'

const items = (...ids: number[]) => ids.map((id) => ({ id }))
const ids = (list: { id: number }[]) => list.map((x) => x.id)

/** The home page shows a product in one section only (issue: the same product in three sections). */
describe('home sections without repeats', () => {
  it('gives each section the first candidates no earlier section took, up to its size', () => {
    const [featured, house, editor, fresh] = pickDistinct([
      { candidates: items(1, 2, 3, 4), size: 3 },
      { candidates: items(2, 5, 6), size: 2 },
      { candidates: items(1, 3, 5, 7, 8, 9), size: 3 },
      { candidates: items(9, 8, 7, 10), size: 2 },
    ])
    expect(ids(featured!)).toEqual([1, 2, 3])
    expect(ids(house!)).toEqual([5, 6])
    expect(ids(editor!)).toEqual([7, 8, 9])
    expect(ids(fresh!)).toEqual([10])
    const all = [featured, house, editor, fresh].flatMap((s) => ids(s!))
    expect(new Set(all).size).toBe(all.length)
  })

  it('leaves a section short rather than repeat, and empty when it has no candidates', () => {
    const [a, b, c] = pickDistinct([
      { candidates: items(1, 2), size: 8 },
      { candidates: items(1, 2), size: 8 },
      { candidates: [], size: 4 },
    ])
    expect(ids(a!)).toEqual([1, 2])
    expect(b).toEqual([])
    expect(c).toEqual([])
  })

  it('takes a product listed twice in one section once', () => {
    expect(ids(pickDistinct([{ candidates: items(4, 4, 5), size: 3 }])[0]!)).toEqual([4, 5])
  })
})
