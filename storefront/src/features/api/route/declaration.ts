import type { z } from 'zod'
import type { Namespace } from '@/i18n'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type JsonSchema = Record<string, unknown>

/**
 * Routes whose refusals speak the caller's language (the slide puzzle, phone binding, MCP
 * submission): the messages are keys of an i18n namespace, translated into the request's
 * `langType` — the sign-in refusal, a rejected input and the rate limit's 429 alike.
 */
export type LocalizedMessages = {
  namespace: Namespace
  /** The key of the 401 answer. */
  loginFirst: string
  /** The key answered for a rejected query or body, from its zod issues. */
  invalid: (issues: readonly { message: string }[]) => string
  /** The key of the kit's 429 (the declared rate limit and the default wording); `errors:api.tooMany` when absent. */
  tooMany?: string
}

/** A per-caller limit the route kit counts before the handler runs (in the shared PostgreSQL limiter). */
export type RateLimitRule = {
  /** Counted per signed-in user (routes with `auth: 'required'`) or per client address. */
  per: 'user' | 'address'
  max: number
  windowSeconds: number
}

/**
 * An operation that makes the server call out (a website, an LLM platform, Google, mail, SMS) must
 * be rate limited, so the site cannot be used to flood someone else or run up our bills: either by
 * the kit (`limit`) or, where the domain has its own limits (accounts, SMS), by the handler.
 */
export type Outbound = {
  calls: string
  limit: RateLimitRule | 'handler'
  /**
   * The handler counts the declared rule (`callLimit`) together with limits that depend on the
   * body (the playground's per-target-host limit) in one query (`countCalls`), instead of the kit.
   */
  countedWithHandler?: true
}

/**
 * What one /api operation is, declared once: the route kit enforces it and the OpenAPI document
 * (features/openapi) is generated from it.
 */
export type RouteDeclaration<Q extends z.ZodType | undefined = z.ZodType | undefined, B extends z.ZodType | undefined = z.ZodType | undefined> = {
  method: HttpMethod
  /** OpenAPI form: `/api/geo/checks/{id}`. */
  path: string
  /** required: 401 without a session; optional: the handler gets the user or null; none: not read. */
  auth: 'required' | 'optional' | 'none'
  query?: Q
  body?: B
  /**
   * The domain function validates the body with `body` itself (GEO, tracker): the handler gets the
   * JSON as sent and the schema is for the document only.
   */
  bodyCheckedByDomain?: boolean
  /** The message of a body that is not JSON; without it the body is `undefined` for the schema. */
  badJson?: string
  /** Cache-Control of a success; `no-store` unless declared. Refusals are never stored. */
  cache?: string
  /** A field message's `reason`, which the pages translate (accounts). */
  reasonOf?: (message: string) => string | undefined
  localized?: LocalizedMessages
  /** The answer depends on the code alone (the OpenAPI document): no Local API, no user, prerendered. */
  static?: boolean
  /** The operation calls out; the kit counts its `limit` after the sign-in check (tests/unit/outboundLimits.test.ts). */
  outbound?: Outbound
  /** Checked before anything else (the internal revalidation bearer); throws an ApiError. */
  guard?: (request: Request) => void | Promise<void>
  openapi: {
    summary: string
    tags: string[]
    /** The schema of `data` on success. */
    data?: JsonSchema
    /** A file or other non-envelope success: its media type. */
    produces?: string
    /** Refusals beyond the ones the declaration implies (400, 401, 429 with Retry-After). */
    errors?: Record<number, string>
  }
}
