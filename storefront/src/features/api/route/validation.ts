import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { ApiError } from './ApiError'
import type { RouteDeclaration } from './declaration'

type Issue = { path: readonly PropertyKey[]; message: string }

/**
 * A rejected query or body as the SPEC §5 answer: 400 with the first issue's message and the field
 * it is about (`data.field`, the form marks that field); a field message the pages translate also
 * carries its `reason`. Localized routes answer the translated key and keep the issue text.
 */
export function validationError(issues: readonly Issue[], declaration: Pick<RouteDeclaration, 'reasonOf' | 'localized'>, t?: TFunction): ApiError {
  const first = issues[0]
  // The whole body or query (not JSON, not an object) names no field.
  const field = first?.path.length ? first.path.map(String).join('.') : null
  if (declaration.localized && t) {
    return new ApiError('badRequest', t(declaration.localized.invalid(issues)), { data: { field, issue: first?.message ?? null } })
  }
  const message = first?.message ?? 'Invalid request'
  const reason = declaration.reasonOf?.(message)
  return new ApiError('badRequest', message, { data: reason ? { field, reason } : { field } })
}

export function validate<S extends z.ZodType>(schema: S, value: unknown, declaration: Pick<RouteDeclaration, 'reasonOf' | 'localized'>, t?: TFunction): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw validationError(parsed.error.issues, declaration, t)
  return parsed.data
}

/**
 * Text PostgreSQL cannot store (a NUL) or would store altered (a lone surrogate), anywhere in the
 * query, the body (also one a domain function validates) or the path parameters: refused like a
 * schema issue, naming the field, before any handler or schema sees it.
 */
export function refuseUnsafeText(value: unknown, declaration: Pick<RouteDeclaration, 'reasonOf' | 'localized'>, t?: TFunction): void {
  const path = findUnsafeText(value)
  if (path) throw validationError([{ path, message: UNSAFE_TEXT_MESSAGE }], declaration, t)
}
