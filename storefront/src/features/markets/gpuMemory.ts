/**
 * GPU memory a transformer workload needs, and how many GPUs of a given size hold it.
 * Pure arithmetic so the assistant page, its tests and any API share one formula.
 *
 * Sources of the terms (each line of the breakdown names its formula):
 * - weights: parameters × bytes per parameter of the precision.
 * - KV cache: 2 (K and V) × layers × KV heads × head size × tokens × batch × bytes
 *   (NVIDIA, "Mastering LLM Techniques: Inference Optimization", 2023).
 * - activations while training: 34 × tokens × batch × hidden × layers bytes in 16-bit, the
 *   selective-recomputation figure of Korthikanti et al., "Reducing Activation Recomputation in
 *   Large Transformer Models" (2022); at inference one layer's worth is live at a time.
 * - gradients and optimiser states: mixed-precision Adam keeps an fp32 master copy, momentum and
 *   variance, 12 bytes per parameter (Rajbhandari et al., "ZeRO", 2019: 16 bytes with the
 *   16-bit weights and gradients).
 * GB are decimal (10^9 bytes), as GPU vendors state memory.
 */

export const precisions = ['fp32', 'bf16', 'fp16', 'fp8', 'int8', 'int4'] as const
export type Precision = (typeof precisions)[number]
export const modes = ['inference', 'training'] as const
export type Mode = (typeof modes)[number]

export const bytesPerParam: Record<Precision, number> = { fp32: 4, bf16: 2, fp16: 2, fp8: 1, int8: 1, int4: 0.5 }

/** Published shapes the model size is matched to when the architecture is not given. */
export type Shape = { name: string; paramsB: number; layers: number; hidden: number; kvHeads: number; headDim: number }
export const referenceShapes: readonly Shape[] = [
  { name: 'Llama 3.2 1B', paramsB: 1.2, layers: 16, hidden: 2048, kvHeads: 8, headDim: 64 },
  { name: 'Llama 3.2 3B', paramsB: 3.2, layers: 28, hidden: 3072, kvHeads: 8, headDim: 128 },
  { name: 'Llama 2 7B', paramsB: 6.7, layers: 32, hidden: 4096, kvHeads: 32, headDim: 128 },
  { name: 'Llama 3 8B', paramsB: 8, layers: 32, hidden: 4096, kvHeads: 8, headDim: 128 },
  { name: 'Llama 2 13B', paramsB: 13, layers: 40, hidden: 5120, kvHeads: 40, headDim: 128 },
  { name: 'Qwen2.5 32B', paramsB: 32.5, layers: 64, hidden: 5120, kvHeads: 8, headDim: 128 },
  { name: 'Llama 3 70B', paramsB: 70, layers: 80, hidden: 8192, kvHeads: 8, headDim: 128 },
  { name: 'Llama 3.1 405B', paramsB: 405, layers: 126, hidden: 16384, kvHeads: 8, headDim: 128 },
]

/** The reference shape nearest in size (compared on a log scale, so 30B is nearer 32B than 13B). */
export function shapeFor(paramsB: number): Shape {
  let best = referenceShapes[0]
  for (const s of referenceShapes) {
    if (Math.abs(Math.log(s.paramsB / paramsB)) < Math.abs(Math.log(best.paramsB / paramsB))) best = s
  }
  return best
}

export type Workload = {
  paramsB: number
  mode: Mode
  precision: Precision
  contextTokens: number
  batch: number
  shape?: Shape
}

export type Term = { key: 'weights' | 'kvCache' | 'activations' | 'gradients' | 'optimizer'; gb: number; formula: string }
export type MemoryEstimate = { shape: Shape; terms: Term[]; totalGb: number }

const GB = 1e9
const round2 = (n: number) => Math.round(n * 100) / 100

export function gpuMemory(w: Workload): MemoryEstimate {
  const shape = w.shape ?? shapeFor(w.paramsB)
  const params = w.paramsB * 1e9
  const b = bytesPerParam[w.precision]
  // The cache and activations stay 16-bit unless the whole model runs in fp32.
  const actBytes = w.precision === 'fp32' ? 4 : 2
  const { layers, hidden, kvHeads, headDim } = shape
  const s = w.contextTokens
  const n = w.batch
  const terms: Term[] = [
    { key: 'weights', gb: (params * b) / GB, formula: `${w.paramsB}B × ${b} B` },
  ]
  if (w.mode === 'inference') {
    terms.push({
      key: 'kvCache',
      gb: (2 * layers * kvHeads * headDim * s * n * actBytes) / GB,
      formula: `2 × ${layers} × ${kvHeads} × ${headDim} × ${s} × ${n} × ${actBytes} B`,
    })
    terms.push({
      key: 'activations',
      gb: (34 * s * n * hidden * (actBytes / 2)) / GB,
      formula: `34 × ${s} × ${n} × ${hidden}${actBytes === 4 ? ' × 2' : ''} B`,
    })
  } else {
    terms.push({
      key: 'activations',
      gb: (34 * s * n * hidden * layers * (actBytes / 2)) / GB,
      formula: `34 × ${s} × ${n} × ${hidden} × ${layers}${actBytes === 4 ? ' × 2' : ''} B`,
    })
    terms.push({ key: 'gradients', gb: (params * b) / GB, formula: `${w.paramsB}B × ${b} B` })
    // fp32 training needs no master copy: momentum and variance only.
    const opt = w.precision === 'fp32' ? 8 : 12
    terms.push({ key: 'optimizer', gb: (params * opt) / GB, formula: `${w.paramsB}B × ${opt} B` })
  }
  const rounded = terms.map((t) => ({ ...t, gb: round2(t.gb) }))
  return { shape, terms: rounded, totalGb: round2(terms.reduce((sum, t) => sum + t.gb, 0)) }
}

/** Share of a GPU's memory the workload may fill; the rest is the CUDA context and fragmentation. */
export const usableShare = 0.9

export function gpusNeeded(totalGb: number, gpuMemoryGb: number): number {
  return Math.max(1, Math.ceil(totalGb / (gpuMemoryGb * usableShare) - 1e-9))
}

/** Hours in an average month (8,760 / 12), to turn hourly prices into monthly ones. */
export const hoursPerMonth = 730
