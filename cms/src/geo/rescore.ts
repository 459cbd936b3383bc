import type { Payload } from 'payload'
import { detectBrand } from './detect'
import { verdictOf } from './verdict'

/**
 * Re-scores a finished detection from its stored answers — after the detector improved, or with
 * other hit terms — without calling any platform. A system action (the service updates its own
 * records); callers check the user's right to the detection first.
 */
export async function rescoreDetection(payload: Payload, detectionId: number, hitTerms?: string[]) {
  const detection = await payload.findByID({ collection: 'geo-detections', id: detectionId, depth: 1, overrideAccess: true })
  if (detection.status !== 'completed') return detection
  const terms = hitTerms ?? ((typeof detection.check === 'object' ? detection.check?.hitTerms : undefined) as string[] | undefined) ?? []
  const samples = (
    await payload.find({ collection: 'geo-samples', where: { and: [{ detection: { equals: detectionId } }, { run: { equals: detection.run } }] }, sort: 'index', depth: 0, pagination: false, overrideAccess: true })
  ).docs
  const analyses = samples.map((s) => detectBrand(s.text, terms, { citations: (s.citations as { url: string }[] | null) ?? [] }))
  for (const [i, sample] of samples.entries()) {
    await payload.update({ collection: 'geo-samples', id: sample.id, data: { analysis: analyses[i] as never, status: analyses[i]!.status, exposures: analyses[i]!.exposures }, overrideAccess: true })
  }
  const v = verdictOf(analyses)
  return payload.update({
    collection: 'geo-detections',
    id: detectionId,
    data: { recommended: v.recommended, verdict: v.status, exposures: v.exposures, recommendedSamples: v.recommendedSamples, agreement: v.agreement, position: v.position, evidence: v.evidence },
    overrideAccess: true,
  })
}
