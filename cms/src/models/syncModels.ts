import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import { moneyOf } from '../lib/money'
import { proposedValues, sameValue, type ApiEntry, type SyncedValue } from './apiEntry'
import type { ModelsApiClient } from './modelsApiClient'
import { isPriceField, syncedFields, type SyncedField } from './syncedFields'

export type ModelChange = { field: SyncedField; before: SyncedValue; after: SyncedValue }
export type SyncModelsResult = {
  /** Entries the API listed, and those it listed that did not parse. */
  listed: number
  rejected: number
  /** Published models following an API entry; those the API no longer lists. */
  followed: number
  missing: string[]
  /** Models written, with what changed on each. */
  changed: { key: string; id: number; changes: ModelChange[] }[]
  /** Changes left out because an editor locked the field, or the curated price is in another currency. */
  skippedLocked: number
  skippedCurrency: number
}

type StoredModel = {
  id: number
  key: string
  contextWindow?: number | null
  maxOutputTokens?: number | null
  pricing?: Record<string, unknown> | null
  modalities?: { input?: string[] | null; output?: string[] | null } | null
  features?: Record<string, boolean | null | undefined> | null
  sync?: { externalId?: string | null; lockedFields?: string[] | null } | null
}

/** The stored value of a synced field, in the shape proposedValues gives. */
export function storedValue(model: StoredModel, field: SyncedField): SyncedValue {
  const [group, name] = field.split('.') as [string, string | undefined]
  if (!name) return (model as Record<string, unknown>)[group] as number | null ?? null
  if (group === 'pricing') return moneyOf(model.pricing?.[name])
  if (group === 'modalities') return (model.modalities?.[name as 'input' | 'output'] ?? []) as string[]
  return model.features?.[name] ?? null
}

/** What an entry would change on a model, and what it may not (locks, a price kept in another currency). */
export function planChanges(model: StoredModel, entry: ApiEntry) {
  const locked = new Set(model.sync?.lockedFields ?? [])
  const proposed = proposedValues(entry)
  const changes: ModelChange[] = []
  let skippedLocked = 0
  let skippedCurrency = 0
  for (const field of syncedFields) {
    if (!(field in proposed)) continue
    const after = proposed[field]!
    const before = storedValue(model, field)
    if (sameValue(before, after)) continue
    if (locked.has(field)) {
      skippedLocked++
      continue
    }
    // A price curated in yuan (a Chinese vendor's own list) is not replaced by a reseller's dollars.
    if (isPriceField(field) && before && typeof before === 'object' && !Array.isArray(before) && before.currency !== 'USD') {
      skippedCurrency++
      continue
    }
    changes.push({ field, before, after })
  }
  return { changes, skippedLocked, skippedCurrency }
}

/** The update document for Payload: nested groups, keeping the group's other fields. */
function updateData(model: StoredModel, changes: ModelChange[], now: Date) {
  const data: Record<string, any> = { sync: { lastSyncedAt: now.toISOString() } }
  for (const { field, after } of changes) {
    const [group, name] = field.split('.') as [string, string | undefined]
    if (!name) {
      data[group] = after
      continue
    }
    data[group] ??= { ...((model as Record<string, any>)[group] ?? {}) }
    data[group][name] = group === 'pricing' ? (after ?? { amount: null, currency: null }) : after
  }
  return data
}

/**
 * The price and metadata sync: every published model with a models API id (`sync.externalId`)
 * takes the figures its entry states, except fields an editor locked. Each changed model is
 * written with its history rows in one transaction; an unchanged model is not written at all, so
 * running it twice changes nothing the second time (the job is idempotent).
 */
export async function syncModels(payload: Payload, client: ModelsApiClient, options: { now?: () => Date } = {}): Promise<SyncModelsResult> {
  const now = options.now ?? (() => new Date())
  const { entries, rejected } = await client.listModels()
  const byId = new Map(entries.map((e) => [e.id, e]))
  const found = await payload.find({
    collection: 'ai-models',
    where: { and: [{ 'sync.externalId': { exists: true } }, { _status: { equals: 'published' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true, contextWindow: true, maxOutputTokens: true, pricing: true, modalities: true, features: true, sync: true },
  })
  const result: SyncModelsResult = { listed: entries.length, rejected, followed: 0, missing: [], changed: [], skippedLocked: 0, skippedCurrency: 0 }
  for (const doc of found.docs as unknown as StoredModel[]) {
    const externalId = doc.sync?.externalId?.trim()
    if (!externalId) continue
    result.followed++
    const entry = byId.get(externalId)
    if (!entry) {
      result.missing.push(doc.key)
      continue
    }
    const plan = planChanges(doc, entry)
    result.skippedLocked += plan.skippedLocked
    result.skippedCurrency += plan.skippedCurrency
    if (plan.changes.length === 0) continue
    const at = now()
    // System action: the sync writes as the service, not as a visitor or editor.
    await withTransaction(payload, {}, async ({ req }) => {
      req.context = { ...req.context, modelSync: true }
      await payload.update({ collection: 'ai-models', id: doc.id, data: updateData(doc, plan.changes, at), overrideAccess: true, req, depth: 0 })
      for (const change of plan.changes) {
        await payload.create({
          collection: 'ai-model-changes',
          data: { model: doc.id, field: change.field, before: change.before, after: change.after, changedAt: at.toISOString(), source: externalId },
          overrideAccess: true,
          req,
          context: { skipRevalidate: true },
        })
      }
    })
    result.changed.push({ key: doc.key, id: doc.id, changes: plan.changes })
  }
  return result
}
