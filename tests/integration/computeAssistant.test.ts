import { describe, expect, it } from 'vitest'
import { answerWorkload } from '@/features/markets/assistant'
import { parseAssistantQuery } from '@/features/markets/assistantQuery'
import { findComputeOffers, findGpus } from '@/features/markets/queries'
import { cmsApi } from './accessMatrix/cmsApi'
import { payload, userWithRole } from './helpers'

/**
 * The compute assistant on the seeded database: the GPU specs editors keep, the compute offers that
 * reference them, and the answer for a 70B model in 16-bit inference built from both.
 */
const api = cmsApi(payload)

describe('compute assistant on the seeded catalogue', () => {
  it('reads the seeded GPU specs and the offers that name them', async () => {
    const gpus = await findGpus()
    const h100 = gpus.find((g) => g.key === 'nvidia-h100-sxm')
    expect(h100).toMatchObject({ memoryGb: 80, memoryBandwidthGBs: 3350, bf16Tflops: 989, fp8: true })
    expect(gpus.find((g) => g.key === 'amd-mi300x')?.memoryGb).toBe(192)
    const offers = await findComputeOffers('en')
    expect(offers.find((o) => o.key === 'aws-ec2-p5-48xlarge')).toMatchObject({ gpuSpecId: h100!.id, gpuCount: 8 })
  })

  it('answers for 70B in 16-bit inference: two H100s, one MI300X, one 8×H100 machine', async () => {
    const answer = answerWorkload(parseAssistantQuery({ params: '70', precision: 'fp16', mode: 'inference', context: '4096', batch: '1' }), await findGpus(), await findComputeOffers('en'))
    expect(answer.estimate.terms.find((t) => t.key === 'weights')?.gb).toBe(140)
    expect(answer.gpus.find((g) => g.gpu.key === 'nvidia-h100-sxm')?.count).toBe(2)
    expect(answer.gpus.find((g) => g.gpu.key === 'amd-mi300x')?.count).toBe(1)
    expect(answer.offers.find((o) => o.offer.key === 'aws-ec2-p5-48xlarge')).toMatchObject({ units: 1, gpusTotal: 8 })
    // A 24 GB card needs seven of them.
    expect(answer.offers.find((o) => o.gpu.key === 'nvidia-rtx-4090')?.units).toBe(7)
  })

  it('lets editors change a GPU spec and nobody else', async () => {
    const [editor, customer] = await Promise.all([userWithRole('editor'), userWithRole('customer')])
    const login = async (u: unknown) => (await payload.login({ collection: 'users', data: { email: (u as { email: string }).email, password: 'correct horse battery staple' } })).token!
    const [editorToken, customerToken] = await Promise.all([login(editor), login(customer)])
    const id = (await findGpus()).find((g) => g.key === 'nvidia-a10')!.id
    expect((await api.rest('GET', `/gpus/${id}`)).status).toBe(200)
    expect((await api.rest('PATCH', `/gpus/${id}`, customerToken, { memoryGb: 1 })).status).toBe(403)
    expect((await api.rest('PATCH', `/gpus/${id}`, editorToken, { memoryBandwidthGBs: 600 })).status).toBe(200)
    expect((await api.rest('PATCH', `/gpus/${id}`, editorToken, { memoryGb: 0 })).status).toBe(400)
  })
})
