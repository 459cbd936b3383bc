import type { Payload } from 'payload'

/**
 * The fuzz shares the database with every other integration test file: what a generated request
 * created (a 201) is deleted afterwards, and the globals a staff request may have rewritten (site
 * settings: points, editions) are written back in every language.
 */
export class CreatedRecords {
  private readonly records: { collection: string; id: number | string }[] = []

  note(template: string, status: number, text: string): void {
    if (status !== 201) return
    const collection = /^\/api\/([^/]+)/.exec(template)?.[1]
    const id = (JSON.parse(text) as { doc?: { id?: number | string } }).doc?.id
    if (collection && id !== undefined) this.records.push({ collection, id })
  }

  async deleteAll(payload: Payload): Promise<number> {
    for (const { collection, id } of this.records) await payload.delete({ collection: collection as never, id, overrideAccess: true }).catch(() => undefined)
    return this.records.length
  }
}

export async function keepingGlobals<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  const locales = (payload.config.localization ? payload.config.localization.localeCodes : ['en']) as string[]
  const saved = await Promise.all(
    payload.config.globals.flatMap((g) => locales.map(async (locale) => ({ slug: g.slug, locale, data: await payload.findGlobal({ slug: g.slug as never, locale: locale as never, fallbackLocale: false as never, depth: 0, overrideAccess: true }) }))),
  )
  try {
    return await run()
  } finally {
    for (const { slug, locale, data } of saved) {
      const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = data as Record<string, unknown>
      await payload.updateGlobal({ slug: slug as never, locale: locale as never, data: fields as never, depth: 0, overrideAccess: true })
    }
  }
}
