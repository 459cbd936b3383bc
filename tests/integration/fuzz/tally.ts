/**
 * What a fuzz run saw: answers by API and HTTP status, and every answer that broke the rules
 * (a 5xx, or a refusal without a message) with the input that caused it.
 */
export type Violation = { api: string; endpoint: string; status: number; problem: string; input: unknown; answer: string }

export class Tally {
  readonly statuses = new Map<string, Map<number, number>>()
  readonly violations: Violation[] = []
  /** GraphQL answers an execution error with 200: the statuses Payload gives those errors. */
  readonly graphqlErrors = new Map<number, number>()

  count(api: string, status: number): void {
    const byStatus = this.statuses.get(api) ?? new Map<number, number>()
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
    this.statuses.set(api, byStatus)
  }

  countGraphqlErrors(text: string): void {
    let errors: { extensions?: { statusCode?: number } }[] = []
    try {
      errors = (JSON.parse(text) as { errors?: typeof errors }).errors ?? []
    } catch {
      return
    }
    for (const error of errors) {
      const status = error.extensions?.statusCode ?? 0
      this.graphqlErrors.set(status, (this.graphqlErrors.get(status) ?? 0) + 1)
    }
  }

  /** One violation per endpoint, status and problem is enough to act on. */
  violate(violation: Violation): void {
    const same = this.violations.some((v) => v.endpoint === violation.endpoint && v.status === violation.status && v.problem === violation.problem)
    if (!same) this.violations.push(violation)
  }

  inputs(api?: string): number {
    let total = 0
    for (const [name, byStatus] of this.statuses) if (!api || api === name) for (const n of byStatus.values()) total += n
    return total
  }

  report(): string {
    const lines = [...this.statuses].map(([api, byStatus]) => {
      const parts = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`)
      return `${api}: ${this.inputs(api)} inputs (${parts.join(', ')})`
    })
    if (this.graphqlErrors.size > 0) {
      const parts = [...this.graphqlErrors].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'none (schema validation)'}: ${n}`)
      lines.push(`  errors inside GraphQL 200 answers, by the status Payload gives them: ${parts.join(', ')}`)
    }
    const broken = this.violations.map((v) => `  ${v.api} ${v.endpoint} → ${v.status} ${v.problem}: ${v.answer.slice(0, 120)}`)
    return [`${this.inputs()} generated inputs`, ...lines, ...(broken.length ? [`${broken.length} kinds of violation:`, ...broken] : [])].join('\n')
  }
}

/** A refusal's message in either API's shape: the storefront's envelope, Payload's `errors`. */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] }
  if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message
  return typeof message === 'string' ? message : undefined
}
