import { describe, expect, it } from 'vitest'
import { siteKeyOf } from '../../cms/src/orders/listedProduct'

/** What counts as the same product's site when a submission is checked against the catalogue. */
describe('siteKeyOf', () => {
  it('is the host, without www. and case, for an ordinary site, whatever the path', () => {
    expect(siteKeyOf('https://www.Example.com/pricing?x=1')).toBe('example.com')
    expect(siteKeyOf('http://example.com')).toBe('example.com')
  })

  it('keeps the repository on a code host: two repositories of one owner are two sites', () => {
    expect(siteKeyOf('https://github.com/openai/whisper')).toBe('github.com/openai/whisper')
    expect(siteKeyOf('https://www.github.com/OpenAI/Whisper/tree/main/docs')).toBe('github.com/openai/whisper')
    expect(siteKeyOf('https://github.com/openai/codex')).not.toBe(siteKeyOf('https://github.com/openai/whisper'))
    expect(siteKeyOf('https://gitlab.com/group/project/-/issues')).toBe('gitlab.com/group/project')
  })

  it('knows the longer paths of Hugging Face spaces and scoped npm packages', () => {
    expect(siteKeyOf('https://huggingface.co/spaces/owner/demo/blob/main/app.py')).toBe('huggingface.co/spaces/owner/demo')
    expect(siteKeyOf('https://huggingface.co/meta-llama/Llama-3-8B')).toBe('huggingface.co/meta-llama/llama-3-8b')
    expect(siteKeyOf('https://www.npmjs.com/package/@scope/name')).toBe('npmjs.com/package/@scope/name')
    expect(siteKeyOf('https://www.npmjs.com/package/left-pad')).toBe('npmjs.com/package/left-pad')
  })
})
