import { notFound } from 'next/navigation'
import { z } from 'zod'

/**
 * The [key] / [id] segment of a detail page: catalogue keys are lowercase kebab case (the CMS
 * validates the same pattern), so anything else cannot exist and is a 404 without a database read.
 */
const keySchema = z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)

export async function keyFromParams(params: Promise<{ key?: string; id?: string }>): Promise<string> {
  const p = await params
  const parsed = keySchema.safeParse(p.key ?? p.id)
  if (!parsed.success) notFound()
  return parsed.data
}

/** Metadata variant: no 404 thrown, just "no such record". */
export async function keyOrNull(params: Promise<{ key?: string; id?: string }>): Promise<string | null> {
  const p = await params
  const parsed = keySchema.safeParse(p.key ?? p.id)
  return parsed.success ? parsed.data : null
}
