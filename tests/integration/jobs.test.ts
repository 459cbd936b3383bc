import { createPgSearchIndex, DEAD_LETTER_QUEUE, enqueue, ensureQueues, stopProducer } from '@aidir/cms'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload, unique } from './helpers'
import { until } from '../support/until'

const quiet = { info() {}, warn() {}, error() {}, debug() {} }

describe('the tasks worker', () => {
  let worker: Worker
  const attempts: number[] = []

  beforeAll(async () => {
    worker = await startWorker({
      payload,
      connectionString: process.env.DATABASE_URL!,
      log: quiet,
      handlers: {
        // Stands in for a job that keeps failing, to watch retries and the dead-letter queue.
        'search.rebuild': async () => {
          attempts.push(Date.now())
          throw new Error('always fails')
        },
      },
    })
  })
  afterAll(async () => {
    await ensureQueues(worker.boss)
    await worker.stop()
    await stopProducer()
  })

  it('keeps the search index current when content changes', async () => {
    const name = `Zebraquux ${unique('studio')}`
    const index = createPgSearchIndex(payload)
    const doc = await payload.create({
      collection: 'products',
      data: { key: unique('zebraquux'), name, url: 'https://example.com', type: 'paid', category: (await payload.find({ collection: 'categories', limit: 1, where: { parent: { exists: true } } })).docs[0]!.id, contentLanguage: 'en', pricingModel: 'free', tagline: 'A tagline', description: 'Quokka-powered search engine', status: 'published' } as any,
      overrideAccess: true,
    })
    await until('the new product in the English index', async () => (await index.search({ text: 'zebraquux', locale: 'en' })).hits.some((h) => h.id === doc.id))
    await until('the new product in the Chinese index', async () => (await index.search({ text: 'quokka', locale: 'zh' })).hits.some((h) => h.id === doc.id))

    await payload.update({ collection: 'products', id: doc.id, data: { status: 'draft' }, overrideAccess: true })
    await until('the unpublished product to leave the index', async () => !(await index.search({ text: 'zebraquux', locale: 'en' })).hits.some((h) => h.id === doc.id))

    await payload.update({ collection: 'products', id: doc.id, data: { status: 'published' }, overrideAccess: true })
    await until('the republished product in the index', async () => (await index.search({ text: 'zebraquux', locale: 'en' })).hits.some((h) => h.id === doc.id))
    await payload.delete({ collection: 'products', id: doc.id, overrideAccess: true })
    await until('the deleted product to leave the index', async () => (await index.search({ text: 'zebraquux', locale: 'en' })).total === 0)
  })

  it('does not index a change whose transaction rolled back', async () => {
    const key = unique('rolledback')
    // Saved with the index hooks on (the helper's createProduct turns them off).
    const save = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'products',
        data: { url: 'https://example.com', type: 'paid', contentLanguage: 'en', pricingModel: 'free', tagline: 'A tagline', description: 'A description', status: 'published', ...data } as any,
        overrideAccess: true,
      })
    const category = (await payload.find({ collection: 'categories', limit: 1, where: { parent: { exists: true } } })).docs[0]!.id
    await expect(save({ key, name: `Vanishing ${key}`, category: 999_999 }).then(() => undefined)).rejects.toThrow()
    // A product saved after the failed one: the worker takes index jobs in the order they were
    // queued, one at a time, so once this one is indexed a job the rolled-back save had left
    // behind would have run too.
    const index = createPgSearchIndex(payload)
    const later = await save({ key: unique('xylofrost'), name: `Xylofrost ${key}`, category })
    await until('the product saved after the rolled-back one in the index', async () => (await index.search({ text: 'xylofrost', locale: 'en' })).hits.some((h) => h.id === later.id))
    expect((await index.search({ text: 'vanishing', locale: 'en' })).total).toBe(0)
  })

  it('retries a failing job with backoff, then moves it to the dead-letter queue', async () => {
    await worker.boss.updateQueue('search.rebuild', { retryLimit: 2, retryDelay: 1, retryBackoff: true })
    const marker = unique('dlq')
    const id = await enqueue('search.rebuild', { entities: ['guides'] }, { singletonKey: marker })
    const job = await until('the failing job to end failed after its retries', async () => {
      const found = await worker.boss.findJobs('search.rebuild', { id: id! })
      return found[0]?.state === 'failed' ? found[0] : undefined
    }, { timeoutMs: 30_000 })
    expect(job.retryCount).toBe(2)
    expect(attempts.length).toBeGreaterThanOrEqual(3)
    const dead = await until('the failed job in the dead-letter queue', async () => (await worker.boss.findJobs(DEAD_LETTER_QUEUE, { data: { entities: ['guides'] } })).length > 0)
    expect(dead).toBe(true)
  })

  it('dead-letters a payload that breaks the contract without running it', async () => {
    const before = attempts.length
    const id = await worker.boss.send('search.rebuild', { entities: ['not-a-collection'] })
    const job = await until('the job without retries to fail', async () => {
      const found = await worker.boss.findJobs('search.rebuild', { id: id! })
      return found[0]?.state === 'failed' ? found[0] : undefined
    })
    expect(job.retryCount).toBe(0)
    expect(attempts.length).toBe(before)
    expect((await worker.boss.findJobs(DEAD_LETTER_QUEUE, { data: { entities: ['not-a-collection'] } })).length).toBe(1)
  })

  it('refuses to send a job whose payload breaks the contract', async () => {
    await expect(enqueue('search.index', { entity: 'users' as never, id: 1, op: 'upsert' })).rejects.toThrow()
  })
})
