import { describe, expect, it } from 'vitest'
import { gpuMemory, gpusNeeded, referenceShapes, shapeFor } from '../../storefront/src/features/markets/gpuMemory'

const term = (e: ReturnType<typeof gpuMemory>, key: string) => e.terms.find((t) => t.key === key)?.gb

describe('GPU memory of a workload, against published reference cases', () => {
  it('70B in 16-bit inference: 140 GB of weights plus the KV cache (2 bytes per parameter)', () => {
    const e = gpuMemory({ paramsB: 70, mode: 'inference', precision: 'fp16', contextTokens: 4096, batch: 1 })
    expect(term(e, 'weights')).toBe(140)
    // Llama 3 70B (80 layers, 8 KV heads of 128): 327,680 bytes per token → 1.34 GB for 4,096 tokens.
    expect(term(e, 'kvCache')).toBe(1.34)
    expect(e.totalGb).toBeGreaterThan(140)
    expect(e.totalGb).toBeLessThan(145)
    // Two 80 GB H100s hold it; one does not.
    expect(gpusNeeded(e.totalGb, 80)).toBe(2)
  })

  it('Llama 2 7B KV cache at 4,096 tokens, batch 1, fp16 is about 2 GB (NVIDIA inference-optimisation guide)', () => {
    const e = gpuMemory({ paramsB: 7, mode: 'inference', precision: 'fp16', contextTokens: 4096, batch: 1 })
    expect(e.shape.name).toBe('Llama 2 7B')
    expect(term(e, 'kvCache')).toBe(2.15) // 2 × 32 × 4096 × 4096 × 2 B = 2 GiB
  })

  it('mixed-precision Adam keeps 16 bytes per parameter of model state: 7.5B → 120 GB (ZeRO paper)', () => {
    const e = gpuMemory({ paramsB: 7.5, mode: 'training', precision: 'bf16', contextTokens: 1, batch: 1 })
    const states = (term(e, 'weights') ?? 0) + (term(e, 'gradients') ?? 0) + (term(e, 'optimizer') ?? 0)
    expect(states).toBe(120)
  })

  it('training activations follow 34·s·b·h·L bytes (selective recomputation, Korthikanti et al.)', () => {
    const e = gpuMemory({ paramsB: 70, mode: 'training', precision: 'bf16', contextTokens: 2048, batch: 1 })
    expect(term(e, 'activations')).toBe(Math.round((34 * 2048 * 8192 * 80) / 1e7) / 100)
  })

  it('quantised weights shrink with the precision: 70B in int4 is 35 GB, in fp8 70 GB', () => {
    expect(term(gpuMemory({ paramsB: 70, mode: 'inference', precision: 'int4', contextTokens: 1, batch: 1 }), 'weights')).toBe(35)
    expect(term(gpuMemory({ paramsB: 70, mode: 'inference', precision: 'fp8', contextTokens: 1, batch: 1 }), 'weights')).toBe(70)
  })

  it('the KV cache grows linearly with context and batch', () => {
    const one = term(gpuMemory({ paramsB: 8, mode: 'inference', precision: 'bf16', contextTokens: 8192, batch: 1 }), 'kvCache') ?? 0
    const eight = term(gpuMemory({ paramsB: 8, mode: 'inference', precision: 'bf16', contextTokens: 8192, batch: 8 }), 'kvCache') ?? 0
    expect(eight).toBeCloseTo(one * 8, 1)
  })

  it('matches a size to the nearest published shape on a log scale', () => {
    expect(shapeFor(72).name).toBe('Llama 3 70B')
    expect(shapeFor(30).name).toBe('Qwen2.5 32B')
    expect(shapeFor(1000).name).toBe('Llama 3.1 405B')
    expect(referenceShapes.every((s) => s.hidden > 0 && s.layers > 0)).toBe(true)
  })

  it('counts GPUs with a 10% reserve and at least one', () => {
    expect(gpusNeeded(72, 80)).toBe(1)
    expect(gpusNeeded(72.1, 80)).toBe(2)
    expect(gpusNeeded(0.5, 24)).toBe(1)
  })
})
