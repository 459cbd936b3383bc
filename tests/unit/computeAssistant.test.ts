import { describe, expect, it } from 'vitest'
import { answerWorkload } from '../../storefront/src/features/markets/assistant'
import { parseAssistantQuery } from '../../storefront/src/features/markets/assistantQuery'
import type { ComputeOffer, GpuSpec } from '../../storefront/src/features/markets/queries'

const h100: GpuSpec = { id: 1, key: 'nvidia-h100-sxm', name: 'NVIDIA H100 SXM 80GB', vendor: 'nvidia', memoryGb: 80, memoryBandwidthGBs: 3350, bf16Tflops: 989, fp8: true }
const a100: GpuSpec = { id: 2, key: 'nvidia-a100-40gb', name: 'NVIDIA A100 SXM 40GB', vendor: 'nvidia', memoryGb: 40, memoryBandwidthGBs: 1555, bf16Tflops: 312, fp8: false }
const rtx: GpuSpec = { id: 3, key: 'nvidia-rtx-4090', name: 'NVIDIA GeForce RTX 4090 24GB', vendor: 'nvidia', memoryGb: 24, memoryBandwidthGBs: 1008, bf16Tflops: 165, fp8: true }
const offer = (o: Partial<ComputeOffer>): ComputeOffer => ({ id: 1, key: 'x', kind: 'gpu_leasing', name: 'x', provider: 'p', url: 'https://example.com', description: '', gpu: null, gpuSpecId: null, gpuCount: 1, memoryGb: null, price: null, regions: [], ...o })

describe('the compute assistant’s answer', () => {
  it('reads the workload from the URL with defaults, and names each value it cannot use', () => {
    expect(parseAssistantQuery({})).toMatchObject({ paramsB: 70, mode: 'inference', precision: 'fp16', contextTokens: 4096, batch: 1, budget: null, currency: 'USD', problems: [] })
    const q = parseAssistantQuery({ params: '7.5', mode: 'training', precision: 'bf16', context: '2,048', batch: '0', budget: 'x', currency: 'EUR' })
    expect(q).toMatchObject({ paramsB: 7.5, mode: 'training', precision: 'bf16', contextTokens: 2048, batch: 1, budget: null, currency: 'USD' })
    expect(q.problems.map((p) => p.field)).toEqual(['batch', 'budget', 'currency'])
    expect(parseAssistantQuery({ context: '1.5' }).problems.map((p) => p.field)).toEqual(['context'])
  })

  it('70B in 16-bit inference: two H100s or four 40 GB A100s, and the offers with their monthly cost', () => {
    const offers = [
      offer({ id: 10, key: 'node', gpuSpecId: 1, gpuCount: 8, price: { amount: 2_000, currency: 'USD', unit: 'hour' } }),
      offer({ id: 11, key: 'card', kind: 'gpu', gpuSpecId: 3, gpuCount: 1, price: { amount: 159_900, currency: 'USD', unit: 'one_time' } }),
      offer({ id: 12, key: 'quote', gpuSpecId: 1, gpuCount: 8 }),
      offer({ id: 13, key: 'unknown-gpu', gpuSpecId: null }),
    ]
    const a = answerWorkload(parseAssistantQuery({ params: '70', precision: 'fp16', budget: '10000' }), [rtx, a100, h100], offers)
    expect(a.estimate.terms.find((t) => t.key === 'weights')?.gb).toBe(140)
    expect(a.gpus.map((g) => [g.gpu.key, g.count])).toEqual([['nvidia-h100-sxm', 2], ['nvidia-a100-40gb', 4], ['nvidia-rtx-4090', 7]])
    expect(a.offers.map((o) => o.offer.key)).toEqual(['node', 'card', 'quote'])
    // One 8-GPU node at $20/hour × 730 hours = $14,600 a month, over a $10,000 budget.
    expect(a.offers[0]).toMatchObject({ units: 1, gpusTotal: 8, monthly: { amount: 1_460_000, currency: 'USD' }, overBudget: true })
    // Seven cards to buy: a one-off price, never compared with a monthly budget.
    expect(a.offers[1]).toMatchObject({ units: 7, monthly: null, oneOff: { amount: 1_119_300, currency: 'USD' }, overBudget: false })
    expect(a.unpriced).toBe(1)
  })

  it('converts prices to the reader’s currency and flags GPUs without FP8 for an FP8 workload', () => {
    const offers = [offer({ key: 'cny', gpuSpecId: 1, gpuCount: 8, price: { amount: 10_000, currency: 'CNY', unit: 'month' } })]
    const a = answerWorkload(parseAssistantQuery({ params: '8', precision: 'fp8', currency: 'USD' }), [h100, a100], offers)
    expect(a.offers[0]!.monthly).toEqual({ amount: 1_389, currency: 'USD' })
    expect(a.gpus.find((g) => g.gpu.key === 'nvidia-a100-40gb')?.fp8Missing).toBe(true)
    expect(a.gpus.find((g) => g.gpu.key === 'nvidia-h100-sxm')?.fp8Missing).toBe(false)
  })
})
