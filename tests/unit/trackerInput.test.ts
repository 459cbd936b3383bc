import { describe, expect, it } from 'vitest'
import { brandInfoInput, tagAddError, trackerInput, trackerMessages, TRACKER_LIMITS, websiteInput } from '../../cms/src/tracker/index'

const valid = { brandName: 'Acme Writer', description: 'An AI writing assistant for marketing teams.', tags: ['AI writing', 'copywriting'], topics: ['AI writing'] }
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message)

describe('tracker input (SPEC §5 messages)', () => {
  it('accepts a complete brand', () => {
    expect(trackerInput.safeParse(valid).success).toBe(true)
  })
  it('needs a description of at least 20 characters', () => {
    expect(messageOf(brandInfoInput.safeParse({ ...valid, description: 'Too short text' }))).toContain('Description must be at least 20 characters')
    expect(brandInfoInput.safeParse({ ...valid, description: 'x'.repeat(20) }).success).toBe(true)
  })
  it('needs at least two product/service tags', () => {
    expect(messageOf(brandInfoInput.safeParse({ ...valid, tags: ['one'] }))).toContain(trackerMessages.tagsTooFew)
    expect(messageOf(brandInfoInput.safeParse({ ...valid, tags: [] }))).toContain('Please add at least one tag')
  })
  it('refuses empty and duplicate tags in a submitted list', () => {
    expect(messageOf(brandInfoInput.safeParse({ ...valid, tags: ['a tag', ' '] }))).toContain('Please edit all empty tags')
    expect(messageOf(brandInfoInput.safeParse({ ...valid, tags: ['Notion', 'ＮＯＴＩＯＮ'] }))).toContain('Duplicate items exist in the tag list')
    expect(messageOf(trackerInput.safeParse({ ...valid, topics: [] }))).toContain('Please add at least one tag')
  })
  it('checks the website URL', () => {
    for (const url of ['not a url', 'ftp://example.com', 'javascript:alert(1)', 'https://localhost', 'https://user:pw@example.com']) {
      expect(messageOf(websiteInput.safeParse({ url })), url).toContain('Please enter a valid URL')
    }
    expect(websiteInput.safeParse({ url: 'https://example.com/about' }).success).toBe(true)
    expect(brandInfoInput.safeParse({ ...valid, websiteUrl: '' }).success).toBe(true)
  })
  it('adds one tag with the Enter-key messages', () => {
    expect(tagAddError(['a', ''], 'b', 10)).toBe('Please complete the current empty tag first')
    expect(tagAddError(['a'], '  ', 10)).toBe('Please complete the current empty tag first')
    expect(tagAddError(['Kimi'], 'kimi', 10)).toBe('Duplicates are not allowed')
    expect(tagAddError(['a', 'b'], 'c', 2)).toBe(trackerMessages.tooManyItems)
    expect(tagAddError(['a'], 'b', 10)).toBeNull()
  })
  it('enforces the exported limits', () => {
    const tags = Array.from({ length: TRACKER_LIMITS.tagsMax + 1 }, (_, i) => `tag ${i}`)
    expect(messageOf(brandInfoInput.safeParse({ ...valid, tags }))).toContain(trackerMessages.tooManyItems)
    expect(TRACKER_LIMITS.descriptionMinLength).toBe(20)
    expect(TRACKER_LIMITS.tagsMin).toBe(2)
  })
})
