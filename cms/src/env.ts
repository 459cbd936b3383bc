import { z } from 'zod'
import { llmEnvShape } from './llm/config'
import { recommendEnvShape } from './recommend/settings'
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, type TrustList } from './lib/trustedProxies'

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
  // `pnpm start` puts the edge cache on STOREFRONT_PORT and Next behind it on this port.
  STOREFRONT_APP_PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  // Where the cms and the public storefront port listen (`pnpm start`); the storefront's Next behind
  // the edge always listens on loopback. 0.0.0.0 (or ::) to serve other machines; docker compose sets it.
  LISTEN_HOST: z.string().regex(/^[0-9a-f.:]+$|^localhost$/i, 'must be an IP address such as 127.0.0.1 or 0.0.0.0').default('127.0.0.1'),
  // Whose X-Real-IP / X-Forwarded-For to believe: addresses and CIDR ranges, comma-separated.
  TRUSTED_PROXIES: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES)
    .transform((value, ctx): TrustList => {
      const parsed = parseTrustedProxies(value)
      if ('list' in parsed) return parsed.list
      ctx.addIssue({ code: 'custom', message: `"${parsed.invalid}" is not an IP address or CIDR range` })
      return z.NEVER
    }),
  // Strict-Transport-Security max-age (seconds) on pages when SITE_URL is https; 0 sends none.
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(2 * 365 * 24 * 3600).default(365 * 24 * 3600),
  CMS_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  STOREFRONT_INTERNAL_URL: z.url().optional(),
  // The HTTP cache in front of the storefronts (Varnish): the worker purges the same cache tags
  // there after each revalidation. Unset: the single-machine edge purges itself.
  HTTP_CACHE_PURGE_URL: z.url().optional(),
  // The storefront's route cache shared by all its instances (storefront/src/features/cache/sharedCache.mjs); unset: each keeps its own.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' }).optional(),
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
  // LLM platforms (GEO checker, brand tracker): keys, endpoints, models, limits.
  ...llmEnvShape,
  // Scenario solutions and the MCP assistant: the LLM platform that ranks and explains (offline without one).
  ...recommendEnvShape,
  // Brand tracker: the platforms a run asks (comma-separated ids); all nine when unset.
  TRACKER_PLATFORMS: z.string().regex(/^(deepseek|doubao|qwen|yuanbao|wenxin|chatgpt|claude|gemini|perplexity)(,(deepseek|doubao|qwen|yuanbao|wenxin|chatgpt|claude|gemini|perplexity))*$/, 'comma-separated platform ids').optional(),
  // Tencent Cloud SMS (API 3.0 SendSms). Without the secret id and key the sandbox outbox is used.
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric SmsSdkAppId').optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d+$/, 'must be the numeric template id').optional(),
  TENCENT_SMS_NOTICE_TEMPLATE_ID: z.string().regex(/^\d+$/, 'must be the numeric template id').optional(),
  TENCENT_SMS_REGION: z.string().regex(/^[a-z]+-[a-z]+$/, 'must be a region such as ap-guangzhou').default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.url().default('https://sms.tencentcloudapi.com'),
  TENCENT_SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Traffic statistics: a Similarweb-style API when a key is set, else the seeded sandbox series.
  TRAFFIC_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  TRAFFIC_API_URL: z.url().default('https://api.similarweb.com'),
  TRAFFIC_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // The official MCP Registry (GET /v0.1/servers). Unset: no sync runs and the seeded MCP servers stay as they are.
  MCP_REGISTRY_URL: z.url().optional(),
  MCP_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  MCP_REGISTRY_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(100),
  // An OpenRouter-style models API (GET <url>/api/v1/models) for model prices and limits. Unset: prices stay as curated (sandbox).
  MODELS_API_URL: z.url().optional(),
  MODELS_API_KEY: z.string().min(1).optional(),
  MODELS_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // News feeds (news/ingestFeed.ts): how much of a feed is read, and which LLM platform translates
  // articles and writes the daily brief. No platform: articles keep their original language (sandbox).
  NEWS_FEED_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  NEWS_FEED_MAX_ITEMS: z.coerce.number().int().min(1).max(1000).default(200),
  NEWS_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  NEWS_LLM_PLATFORM: z.enum(['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity']).optional(),
  NEWS_BRIEF_PUBLISH: z.enum(['review', 'direct']).default('review'),
  // Package facts of MCP servers (npm and PyPI downloads, GitHub stars and last push). Off: the seeded figures stay.
  MCP_ENRICHMENT: z.enum(['off', 'on']).default('off'),
  NPM_DOWNLOADS_URL: z.url().default('https://api.npmjs.org'),
  PYPISTATS_URL: z.url().default('https://pypistats.org'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  // Optional: raises GitHub's limit from 60 to 5,000 requests an hour.
  GITHUB_TOKEN: z.string().min(1).optional(),
  MCP_ENRICHMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // MCP inspector, playground and probing: the only addresses outside the public internet they may
  // reach (comma-separated IPs, e.g. 127.0.0.1 for a local reference server), and whether plain http
  // is allowed. Both are for tests and local development; production refuses them.
  MCP_INSPECT_ALLOW_ADDRESSES: z.string().regex(/^$|^[0-9a-fA-F.:]+(,[0-9a-fA-F.:]+)*$/, 'comma-separated IP addresses').default(''),
  MCP_INSPECT_ALLOW_HTTP: z.enum(['off', 'on']).default('off'),
  // MCP server submission (/mcp/submit): where ownership proofs are read. npm's registry answers a
  // package's latest package.json (mcpName), PyPI's JSON API its description (the mcp-name marker).
  NPM_REGISTRY_URL: z.url().default('https://registry.npmjs.org'),
  PYPI_URL: z.url().default('https://pypi.org'),
  MCP_SUBMIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Tests only: the port the HTTP challenge is fetched from (a local site); production refuses it.
  MCP_SUBMIT_CHALLENGE_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  // Probing of MCP servers with a remote (job mcp.probe, every 30 minutes). Off: no server is contacted.
  MCP_PROBING: z.enum(['off', 'on']).default('off'),
  // Logos and screenshots captured from each item's own site (tasks jobs images.*). Off by default:
  // the offline default reaches no site, and pages show a generated monogram instead.
  IMAGE_CAPTURE: z.enum(['off', 'on']).default('off'),
  // How many records' captures the hourly schedule queues per collection, and after how many days a capture is redone.
  IMAGE_CAPTURE_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(100),
  IMAGE_CAPTURE_EVERY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The Chromium the screenshot job drives (Debian's package by default).
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  // Where uploaded and captured images are stored; default cms/media of the workspace (cms and worker share it).
  MEDIA_DIR: z.string().min(1).optional(),
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
  // Payments (SPEC §4): Stripe Checkout in the international edition when its key and webhook
  // secret are set, WeChat Pay Native in the China edition when every WECHATPAY_* below is set,
  // otherwise the sandbox checkout. The API bases exist for tests and proxies.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=_]+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  WECHATPAY_MCH_ID: z.string().regex(/^\d{6,32}$/, 'must be the numeric merchant id (mchid)').optional(),
  WECHATPAY_APP_ID: z.string().regex(/^wx[0-9a-z]{16}$/i, 'must be an AppID such as wxd678efh567hg6787').optional(),
  WECHATPAY_MCH_SERIAL_NO: z.string().regex(/^[0-9A-Fa-f]{8,64}$/, 'must be the serial number of the merchant API certificate').optional(),
  // PEM text (line breaks may be written \n) or the path of a PEM file.
  WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: z.string().min(1).optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'must be the 32-character APIv3 key').optional(),
  WECHATPAY_NOTIFY_URL: z.url().optional(),
  WECHATPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  // Limit of one call to a payment provider; calls are retried, so a checkout waits a few of these at most.
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // One-click deployment: a kubeconfig (file path or the YAML itself) runs apps on Kubernetes;
  // without one the sandbox runtime walks the same steps and runs nothing.
  DEPLOY_KUBECONFIG: z.string().min(1).optional(),
  // Wildcard domain of the cluster's ingress: an instance answers on https://<instance>.<domain>.
  DEPLOY_DOMAIN: z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'must be a domain such as apps.example.com').optional(),
  DEPLOY_INGRESS_CLASS: z.string().min(1).optional(),
  // Address ranges an instance may not reach (the cluster's and the cloud's internal networks).
  DEPLOY_DENY_CIDRS: z.string().default('10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,169.254.0.0/16,100.64.0.0/10'),
  DEPLOY_READY_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  DEPLOY_SANDBOX_STEP_MS: z.coerce.number().int().min(0).max(60_000).default(2500),
  DEPLOY_MAX_ACTIVE_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
}).superRefine((value, ctx) => {
  // Served to other machines, the site has a public address of its own: without SITE_URL every
  // canonical URL, og:url, sitemap entry and mail link would name http://localhost:<port>.
  if (!value.SITE_URL && !isLoopbackHost(value.LISTEN_HOST)) {
    ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: `is required when LISTEN_HOST (${value.LISTEN_HOST}) serves other machines: links, canonical URLs and mails are built on it` })
  }
  // A half-configured vendor would fail on its first call: name what is missing at start-up.
  if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
    const missing = value.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when Stripe is configured (both the secret key and the webhook signing secret)' })
  }
  const wechatPay = wechatPaySettings.filter((name) => value[name])
  if (wechatPay.length > 0) {
    for (const name of wechatPaySettings) {
      if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when WeChat Pay is configured' })
    }
  }
  // Letting the inspector reach private addresses or plain http is a hole on a public site: refused
  // when the site is served to others (a public SITE_URL or LISTEN_HOST). A production build run on
  // loopback alone (the end-to-end tests) may allow a local reference server.
  const publicSite = (value.SITE_URL !== undefined && !isLoopbackHost(siteHost(value.SITE_URL))) || !isLoopbackHost(value.LISTEN_HOST)
  if (value.NODE_ENV === 'production' && publicSite) {
    if (value.MCP_INSPECT_ALLOW_ADDRESSES) ctx.addIssue({ code: 'custom', path: ['MCP_INSPECT_ALLOW_ADDRESSES'], message: 'must be empty on a public site: the MCP inspector may reach public addresses only' })
    if (value.MCP_INSPECT_ALLOW_HTTP === 'on') ctx.addIssue({ code: 'custom', path: ['MCP_INSPECT_ALLOW_HTTP'], message: 'must be off on a public site: the MCP inspector speaks https only' })
    if (value.MCP_SUBMIT_CHALLENGE_PORT !== undefined) ctx.addIssue({ code: 'custom', path: ['MCP_SUBMIT_CHALLENGE_PORT'], message: 'must be unset on a public site: ownership challenges are read from the domain itself' })
  }
  if (value.DEPLOY_KUBECONFIG && !value.DEPLOY_DOMAIN) {
    ctx.addIssue({ code: 'custom', path: ['DEPLOY_DOMAIN'], message: 'is required when DEPLOY_KUBECONFIG is set: instances answer on <instance>.<domain>' })
  }
  if (!value.TENCENT_SMS_SECRET_ID && !value.TENCENT_SMS_SECRET_KEY) return
  for (const name of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const) {
    if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when Tencent Cloud SMS is configured' })
  }
})

/** Every one of these is needed for WeChat Pay; any one of them set means it is meant to be on. */
export const wechatPaySettings = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_MCH_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_NOTIFY_URL',
] as const

function siteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return url
  }
}

function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase()
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h)
}

export type Env = z.infer<typeof schema> & {
  DEFAULT_LANGUAGE: 'en' | 'zh' | 'zh-TW' | 'ja'
  CMS_URL: string
  SITE_URL: string
  STOREFRONT_INTERNAL_URL: string
  LOGIN_FRAME_URL: string
  MOBILE_LOGIN_URL: string
  RANKINGS_TIME_ZONE: string
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
    STOREFRONT_INTERNAL_URL: env.STOREFRONT_INTERNAL_URL ?? `http://127.0.0.1:${env.STOREFRONT_PORT}`,
    RANKINGS_TIME_ZONE: env.RANKINGS_TIME_ZONE ?? (env.EDITION === 'cn' ? 'Asia/Shanghai' : 'UTC'),
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
