import type React from 'react'
import { describe, expect, it } from 'vitest'
import type { ModelDetail } from '../../storefront/src/features/models/types'

// React is a dependency of the storefront, not of the workspace root: the same copy its components use.
const { prerenderToNodeStream } = await import('../../storefront/node_modules/react-dom/static.node.js')
const { ModelFacts } = await import('../../storefront/src/features/models/ModelFacts')

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let out = ''
  for await (const chunk of prelude) out += chunk
  return out
}

const model = (license: string | null): ModelDetail => ({
  key: 'm', name: 'M', provider: 'Anthropic', input: ['text'], output: ['text'], contextWindow: 200000, maxOutputTokens: 32000,
  pricing: { input: { amount: 1_000_000, currency: 'USD' }, cachedInput: null, output: { amount: 2_000_000, currency: 'USD' } }, releaseDate: '2025-05-22', openWeights: false,
  url: null, description: '', benchmarks: [], license, tags: [],
})
const licenseOf = async (license: string | null, locale: 'en' | 'zh' | 'zh-TW' | 'ja') =>
  /data-fact="license"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(await html((await ModelFacts({ model: model(license), locale })) as React.ReactElement))?.[1]

/** 50 of the catalogue's models have the licence "Proprietary", which showed in English on every page. */
describe('a model’s licence', () => {
  it('"Proprietary" reads in the page language; a licence’s own name stays as it is', async () => {
    expect(await licenseOf('Proprietary', 'zh')).toBe('专有许可')
    expect(await licenseOf('Proprietary', 'zh-TW')).toBe('專有授權')
    expect(await licenseOf('Proprietary', 'ja')).toBe('プロプライエタリ')
    expect(await licenseOf('Proprietary', 'en')).toBe('Proprietary')
    expect(await licenseOf('Apache-2.0', 'ja')).toBe('Apache-2.0')
    expect(await licenseOf(null, 'zh')).toBe('未公布')
  })
})
