import type { Locale } from '@aidir/cms/locales'
import { moneyOf, type Money } from '@aidir/cms/lib'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/**
 * The three market listings. Each is a curated list of tens of records, so one read returns
 * all of it (limit is a guard, not a page size).
 */
const LIMIT = 500

export type Dataset = {
  id: number
  key: string
  name: string
  provider: string
  url: string
  description: string
  license: string | null
  size: string | null
  access: 'open' | 'commercial' | 'request'
  modalities: string[]
}

export const computeKinds = ['cloud_server', 'gpu_leasing', 'all_in_one', 'gpu'] as const
export type ComputeKind = (typeof computeKinds)[number]
/** Money as stored: integer minor units and an ISO currency (cms lib/money.ts). */
export type Price = Money
export type ComputeOffer = {
  id: number
  key: string
  kind: ComputeKind
  name: string
  provider: string
  url: string
  description: string
  gpu: string | null
  /** The GPU's specification record (the compute assistant's source of memory per GPU). */
  gpuSpecId: number | null
  gpuCount: number | null
  memoryGb: number | null
  price: (Price & { unit: 'hour' | 'month' | 'one_time' | null }) | null
  regions: string[]
}

export const serviceKinds = ['geo', 'training', 'data_labeling', 'agent_customization', 'consultation', 'hardware'] as const
export type ServiceKind = (typeof serviceKinds)[number]
export type AiService = { id: number; key: string; kind: ServiceKind; name: string; description: string; deliverables: string[]; priceFrom: Price | null }

/** A price only counts when both parts are there; otherwise the page says "price on request". */
const price = (group: unknown): Price | null => moneyOf(group)

export const findDatasets = cached(
  async (locale: Locale): Promise<Dataset[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'datasets',
      locale,
      overrideAccess: false,
      sort: 'name',
      limit: LIMIT,
      depth: 0,
      select: { key: true, name: true, provider: true, url: true, description: true, license: true, size: true, access: true, modalities: true },
    })
    return docs.map((d: any) => ({
      id: d.id,
      key: d.key,
      name: d.name,
      provider: d.provider,
      url: d.url,
      description: d.description ?? '',
      license: d.license ?? null,
      size: d.size ?? null,
      access: d.access,
      modalities: d.modalities ?? [],
    }))
  },
  'markets:datasets',
  ['datasets'],
)

export const findComputeOffers = cached(
  async (locale: Locale): Promise<ComputeOffer[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'compute-offers',
      locale,
      overrideAccess: false,
      sort: 'name',
      limit: LIMIT,
      depth: 0,
      select: { key: true, kind: true, name: true, provider: true, url: true, description: true, gpu: true, gpuSpec: true, gpuCount: true, memoryGb: true, price: true, regions: true },
    })
    return docs.map((d: any) => {
      const p = price(d.price)
      return {
        id: d.id,
        key: d.key,
        kind: d.kind,
        name: d.name,
        provider: d.provider,
        url: d.url,
        description: d.description ?? '',
        gpu: d.gpu ?? null,
        gpuSpecId: typeof d.gpuSpec === 'number' ? d.gpuSpec : (d.gpuSpec?.id ?? null),
        gpuCount: d.gpuCount ?? null,
        memoryGb: d.memoryGb ?? null,
        price: p ? { ...p, unit: d.price?.unit ?? null } : null,
        regions: d.regions ?? [],
      }
    })
  },
  'markets:compute',
  ['compute-offers'],
)

export type GpuSpec = { id: number; key: string; name: string; vendor: string; memoryGb: number; memoryBandwidthGBs: number | null; bf16Tflops: number | null; fp8: boolean }

/** GPU specifications for the compute assistant, as editors keep them. */
export const findGpus = cached(
  async (): Promise<GpuSpec[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'gpus',
      overrideAccess: false,
      sort: '-memoryGb',
      limit: LIMIT,
      depth: 0,
      select: { key: true, name: true, vendor: true, memoryGb: true, memoryBandwidthGBs: true, bf16Tflops: true, fp8: true },
    })
    return docs.map((d: any) => ({
      id: d.id,
      key: d.key,
      name: d.name,
      vendor: d.vendor,
      memoryGb: d.memoryGb,
      memoryBandwidthGBs: d.memoryBandwidthGBs ?? null,
      bf16Tflops: d.bf16Tflops ?? null,
      fp8: Boolean(d.fp8),
    }))
  },
  'markets:gpus',
  ['gpus'],
)

export const findServices = cached(
  async (locale: Locale): Promise<AiService[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'ai-services',
      locale,
      overrideAccess: false,
      sort: 'id',
      limit: LIMIT,
      depth: 0,
      select: { key: true, kind: true, name: true, description: true, deliverables: true, priceFrom: true },
    })
    return docs.map((d: any) => ({
      id: d.id,
      key: d.key,
      kind: d.kind,
      name: d.name ?? '',
      description: d.description ?? '',
      deliverables: (d.deliverables ?? []).map((x: any) => x?.text).filter(Boolean),
      priceFrom: price(d.priceFrom),
    }))
  },
  'markets:services',
  ['ai-services'],
)
