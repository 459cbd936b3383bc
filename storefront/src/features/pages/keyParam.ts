import { z } from 'zod'

/**
 * The [key] / [id] segment of a detail page: catalogue keys are lowercase kebab case (the CMS
 * validates the same pattern), so anything else cannot exist: no database read for it.
 */
const keySchema = z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)

/** The key, or null when it cannot be one (the page then answers 404). */
export async function keyOrNull(params: Promise<{ key?: string; id?: string }>): Promise<string | null> {
  const p = await params
  const parsed = keySchema.safeParse(p.key ?? p.id)
  return parsed.success ? parsed.data : null
}
