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
  // Accounts: mail, cookies, the login service and points (see .env.example).
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('AI Directory <no-reply@localhost>'),
  COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain such as .example.com').optional(),
  AUTH_ALLOWED_ORIGINS: z.string().default(''),
  LOGIN_TICKET_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).max(90 * 24 * 3600).default(30 * 24 * 3600),
  LOGIN_FRAME_URL: z.url().optional(),
  MOBILE_LOGIN_URL: z.url().optional(),
  POINTS_TIMEZONE: z.string().default('UTC'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // International edition: Google sign-in (loginType 2). Without a client id the button reports
  // the configuration error of SPEC §5.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_REDIRECT_URI: z.url().optional(),
})

export type Env = z.infer<typeof schema> & {
  DEFAULT_LANGUAGE: 'en' | 'zh' | 'zh-TW' | 'ja'
  CMS_URL: string
  SITE_URL: string
  LOGIN_FRAME_URL: string
  MOBILE_LOGIN_URL: string
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const env = result.data
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.STOREFRONT_PORT}`
  try {
    new Intl.DateTimeFormat('en', { timeZone: env.POINTS_TIMEZONE })
  } catch {
    throw new EnvError(`Invalid environment variables:\n  POINTS_TIMEZONE: unknown time zone ${env.POINTS_TIMEZONE}`)
  }
  return {
    ...env,
    // Without a separate user centre, our own sign-in page is the login frame (SPEC §7).
    LOGIN_FRAME_URL: env.LOGIN_FRAME_URL ?? `${siteUrl}/auth/login`,
    MOBILE_LOGIN_URL: env.MOBILE_LOGIN_URL ?? `${siteUrl}/auth/login`,
    DEFAULT_LANGUAGE: env.DEFAULT_LANGUAGE ?? (env.EDITION === 'cn' ? 'zh' : 'en'),
    CMS_URL: env.CMS_URL ?? `http://localhost:${env.CMS_PORT}`,
    SITE_URL: siteUrl,
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
