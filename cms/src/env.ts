import { z } from 'zod'

/**
 * Every setting of every service, validated once at start-up. A bad value stops the process with a
 * message that names the variable (see .env.example for what each one means).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters'),
  EDITION: z.enum(['intl', 'cn']).default('intl'),
  DEFAULT_LANGUAGE: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional(),
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CMS_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_PUSH: z.enum(['true', 'false']).default('false'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Traffic statistics: a Similarweb-style API when a key is set, else the seeded sandbox series.
  TRAFFIC_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  TRAFFIC_API_URL: z.url().default('https://api.similarweb.com'),
  TRAFFIC_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Time zone of the ranking schedules (IANA name); default Asia/Shanghai for cn, UTC otherwise.
  RANKINGS_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone such as Asia/Shanghai or UTC')
    .optional(),
})

export type Env = z.infer<typeof schema> & { DEFAULT_LANGUAGE: 'en' | 'zh' | 'zh-TW' | 'ja'; CMS_URL: string; SITE_URL: string; RANKINGS_TIME_ZONE: string }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    DEFAULT_LANGUAGE: env.DEFAULT_LANGUAGE ?? (env.EDITION === 'cn' ? 'zh' : 'en'),
    CMS_URL: env.CMS_URL ?? `http://localhost:${env.CMS_PORT}`,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.STOREFRONT_PORT}`,
    RANKINGS_TIME_ZONE: env.RANKINGS_TIME_ZONE ?? (env.EDITION === 'cn' ? 'Asia/Shanghai' : 'UTC'),
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
