import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { graphqlBodyProblem } from '../../cms/src/apiInput/graphqlRequest'
import { isRecordId } from '../../cms/src/apiInput/operationInput'
import { findUnsafeText, isUnsafeText } from '../../cms/src/lib/unsafeText'

/** The pure parts of the APIs' input checks: unsafe text, record ids, GraphQL bodies. */
describe('unsafe text', () => {
  it('finds a NUL or a lone surrogate, and nothing in well-formed text', () => {
    expect(['a\u0000', '\ud800', 'x\udc00', 'a\ud83d'].map(isUnsafeText)).toEqual([true, true, true, true])
    expect(['', 'Ada', '中文', '😀', 'a\u0001b', '\ufffd'].map(isUnsafeText)).toEqual([false, false, false, false, false, false])
  })

  it('names the path of the first unsafe string, keys included, however deep', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b'])
    expect(findUnsafeText({ 'k\ud800': 1 })).toEqual(['k\ud800'])
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] })).toBeNull()
    let deep: unknown = 'bad\u0000'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(findUnsafeText(deep)).toHaveLength(100_000)
  })

  // 2,000 generated strings take about a second alone and several times that beside the other suites.
  it('agrees with String.prototype.isWellFormed on any string', { timeout: 30_000 }, () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => isUnsafeText(s) === (s.includes('\u0000') || !(s as unknown as { isWellFormed(): boolean }).isWellFormed())), { numRuns: 2000 })
  })
})

describe('record ids', () => {
  it('accepts positive 32-bit integers as numbers or digits, nothing else', () => {
    expect([1, '1', 2_147_483_647, '2147483647'].map(isRecordId)).toEqual([true, true, true, true])
    expect([0, -1, 1.5, '1.5', 'abc', '2147483648', 2_147_483_648, Number.NaN, '', ' 1', '1e3', '0x1', null].map(isRecordId)).toEqual(Array(13).fill(false))
  })
})

describe('GraphQL bodies', () => {
  it('lets a well-formed request through', () => {
    expect(graphqlBodyProblem(JSON.stringify({ query: 'query Q($n: String) { __typename }', variables: { n: 'Ada 😀' }, operationName: 'Q' }))).toBeNull()
  })

  it('names what is wrong with any other', () => {
    expect(graphqlBodyProblem('{')).toMatch(/JSON object/)
    expect(graphqlBodyProblem(JSON.stringify({ query: '{ __typename }', variables: [1] }))).toBe('variables must be an object')
    expect(graphqlBodyProblem(JSON.stringify({ query: '{ __typename }', operationName: 3 }))).toBe('operationName must be a string')
    expect(graphqlBodyProblem(JSON.stringify({ query: 'fragment A on Query { ...A } { ...A }' }))).toBe('Cannot spread fragment "A" within itself.')
    expect(graphqlBodyProblem(JSON.stringify({ query: '{ a(b: "\\u0000") }' }))).toMatch(/NUL characters/)
    // A lone surrogate escape is refused by the GraphQL parser itself.
    expect(graphqlBodyProblem(JSON.stringify({ query: '{ a(b: "\\ud800") }' }))).toMatch(/Invalid Unicode escape/)
    expect(graphqlBodyProblem(JSON.stringify({ query: `{ ${'x '.repeat(25_000)}}` }))).toMatch(/20000 tokens/)
  })
})
