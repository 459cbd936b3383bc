import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { withStaffOnlyInternals } from './access/payloadInternals'
import { supportedLanguages } from './admin/i18n/languages'
import { withAdminTranslations, withGlobalAdminTranslations } from './admin/i18n/withAdminTranslations'
import { answerInputErrors } from './apiInput/inputErrors'
import { inputLoggingLevels } from './apiInput/inputRefused'
import { globalDocAccessQueries } from './apiInput/globalDocAccess'
import { withApiInputChecks } from './apiInput/withApiInputChecks'
import { adPaidStep } from './ads/adPaidStep'
import { deploymentPaidStep } from './deployments/paidStep'
import { deploymentOrderMail } from './deployments/orderMail'
import type { OrderPaidSteps } from './orders/paidSteps'
import { adMail } from './ads/adMails'
import type { OrderMailComposers } from './orders/orderMails'
import { collections } from './collections'
import { mailAdapter } from './email/adapter'
import { importTrafficEndpoint, recomputeRankingsEndpoint } from './endpoints/rankings'
import { captureNowEndpoint } from './endpoints/imageCapture'
import { reviewDecisionEndpoint } from './endpoints/review'
import { updateDecisionEndpoint } from './endpoints/updateReview'
import { adDecisionEndpoint } from './endpoints/adReview'
import { adCampaignActionEndpoints } from './endpoints/adCampaignActions'
import { mcpSubmissionDecisionEndpoint } from './endpoints/mcpSubmissionReview'
import { env } from './env'
import { withTranslationFallback } from './fields/localizedRequired'
import { trustedOrigins } from './lib/trustedOrigins'
import { globals } from './globals'
import { withFavoritesCleanup } from './hooks/favoritesCleanup'
import { withGlobalRevalidation, withStorefrontRevalidation } from './hooks/revalidateStorefront'
import { localeMeta, locales } from './locales'
import { migrations } from './migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

export default buildConfig({
  secret: settings.PAYLOAD_SECRET,
  serverURL: settings.CMS_URL,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · AI Directory CMS' },
    // Gravatar is an outside host: unreachable in the China edition and without a network.
    avatar: 'default',
    importMap: { baseDir: dirname },
    components: {
      // Editors' manual rankings recompute (the endpoint checks the role again).
      views: {
        rankings: { Component: '/admin/rankings/RecomputeView#RecomputeView', path: '/rankings' },
        // Support's review of paid submissions (the decision endpoint checks the role again).
        review: { Component: '/admin/review/ReviewQueueView#ReviewQueueView', path: '/review', exact: true },
        reviewOrder: { Component: '/admin/review/ReviewOrderView#ReviewOrderView', path: '/review/:id', exact: true },
        // Ad positions' occupancy and queue (support, editors, admins) and one campaign with the editors' actions.
        ads: { Component: '/admin/ads/AdOccupancyView#AdOccupancyView', path: '/ads', exact: true },
        adCampaign: { Component: '/admin/ads/AdCampaignView#AdCampaignView', path: '/ads/:id', exact: true },
      },
      afterNavLinks: ['/admin/rankings/RankingsNavLink#RankingsNavLink', '/admin/review/ReviewNavLink#ReviewNavLink', '/admin/ads/AdsNavLink#AdsNavLink'],
    },
  },
  // The editors' actions live under /api/ad-campaigns/{id}/… and support's MCP decisions under
  // /api/mcp-submissions/{id}/decision (Payload answers those paths itself), attached here so the
  // collections do not depend on the domains that depend on them.
  collections: withAdminTranslations(withFavoritesCleanup(withStorefrontRevalidation(withTranslationFallback(
    collections.map((c) =>
      c.slug === 'ad-campaigns'
        ? { ...c, endpoints: [...(c.endpoints || []), ...adCampaignActionEndpoints] }
        : c.slug === 'mcp-submissions'
          ? { ...c, endpoints: [...(c.endpoints || []), mcpSubmissionDecisionEndpoint] }
          : c,
    ),
  )))),
  globals: withGlobalAdminTranslations(withGlobalRevalidation(withTranslationFallback(globals))),
  // What a paid order of each kind becomes (orders/paidSteps.ts), and the mails of a kind that writes its
  // own (orders/orderMails.ts): orders cannot import the domains built on it.
  custom: { orderPaidSteps: { ad: adPaidStep, deployment: deploymentPaidStep } satisfies OrderPaidSteps, orderMailComposers: { ad: adMail, deployment: deploymentOrderMail } satisfies OrderMailComposers },
  // Input the API refuses answers 4xx with a message, never 500 (apiInput/; the checks before each
  // operation are added to the sanitized config below).
  hooks: { afterError: [answerInputErrors] },
  // A client's bad input is information in the log, not a server error.
  loggingLevels: inputLoggingLevels,
  // The admin in the site's four languages (the editor's account setting, else the browser's).
  i18n: { supportedLanguages, fallbackLanguage: 'en' },
  endpoints: [recomputeRankingsEndpoint, importTrafficEndpoint, captureNowEndpoint, reviewDecisionEndpoint, updateDecisionEndpoint, adDecisionEndpoint],
  editor: lexicalEditor(),
  email: mailAdapter({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM }),
  localization: {
    locales: locales.map((code) => ({ code, label: localeMeta[code].label, fallbackLocale: localeMeta[code].fallback })),
    defaultLocale: 'en',
    fallback: true,
  },
  db: postgresAdapter({
    pool: { connectionString: settings.DATABASE_URL, max: settings.DB_POOL_MAX },
    // Migrations rule the schema; push only in an explicit throw-away dev mode (DB_PUSH=true).
    push: settings.DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: false, queries: globalDocAccessQueries },
  telemetry: false,
  cors: trustedOrigins([settings.SITE_URL, settings.CMS_URL]),
  csrf: trustedOrigins([settings.SITE_URL, settings.CMS_URL]),
})
  // Both work on the whole sanitized config, Payload's own collections included; the staff-only
  // rule wraps outermost, so a customer hears 403 before any answer about the input.
  .then(withApiInputChecks)
  .then(withStaffOnlyInternals)
