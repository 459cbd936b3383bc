import type { Payload } from 'payload'
import type { Deployment, Product } from '../payload-types'
import { runnableRecipe, type RunnableRecipe } from './recipe'
import type { DeploymentState, DeploymentStep } from './states'

type User = { id: number | string; [key: string]: unknown }
type Locale = 'en' | 'zh' | 'zh-TW' | 'ja'

const appFields = { key: true, name: true, tagline: true, logo: true, deploy: true } as const

/** One app of /deployment: a published open-source product with a runnable recipe. */
export type DeployableApp = { id: number; key: string; name: string; tagline: string; logo: string | null; recipe: RunnableRecipe }

/**
 * The apps that can be deployed in one click, optionally matching `query` (name, key or tagline),
 * in the reader's language. Visitors see published products only (`overrideAccess: false`).
 */
export async function deployableApps(payload: Payload, options: { locale: Locale; query?: string; limit?: number }): Promise<DeployableApp[]> {
  const q = options.query?.trim().slice(0, 80)
  const where = {
    and: [
      { type: { equals: 'open_source' } },
      { 'deploy.image': { exists: true } },
      { 'deploy.port': { exists: true } },
      ...(q ? [{ or: [{ name: { like: q } }, { key: { like: q } }, { tagline: { like: q } }] }] : []),
    ],
  }
  const found = await payload.find({
    collection: 'products',
    where: where as never,
    locale: options.locale,
    limit: options.limit ?? 60,
    depth: 1,
    sort: 'name',
    overrideAccess: false,
    select: appFields,
  })
  return (found.docs as unknown as Product[]).flatMap((doc) => {
    const recipe = runnableRecipe(doc.deploy)
    if (!recipe) return []
    const logo = typeof doc.logo === 'object' && doc.logo ? (doc.logo.url ?? null) : null
    return [{ id: doc.id, key: doc.key, name: doc.name, tagline: doc.tagline ?? '', logo, recipe }]
  })
}

/** One deployable app by its key, or null. */
export async function deployableApp(payload: Payload, key: string, locale: Locale): Promise<DeployableApp | null> {
  const found = await payload.find({ collection: 'products', where: { key: { equals: key }, type: { equals: 'open_source' } }, locale, limit: 1, depth: 1, overrideAccess: false, select: appFields })
  const doc = found.docs[0] as unknown as Product | undefined
  const recipe = runnableRecipe(doc?.deploy)
  if (!doc || !recipe) return null
  return { id: doc.id, key: doc.key, name: doc.name, tagline: doc.tagline ?? '', logo: typeof doc.logo === 'object' && doc.logo ? (doc.logo.url ?? null) : null, recipe }
}

/** The one-click packages (a duration; the custom-deployment package has none), cheapest first. */
export async function deploymentPackages(payload: Payload, locale: Locale) {
  const found = await payload.find({ collection: 'service-packages', where: { kind: { equals: 'deployment' }, enabled: { not_equals: false }, durationDays: { exists: true } }, locale, depth: 0, sort: 'order', limit: 20, overrideAccess: false })
  return found.docs
}

/** What the owner sees of a deployment (SPEC §3 Deployment result): never the secret values. */
export type DeploymentView = {
  id: number
  instance: string
  product: { id: number; key: string; name: string }
  state: DeploymentState
  step: DeploymentStep
  runtime: 'sandbox' | 'kubernetes'
  visitUrl: string | null
  createdAt: string
  deployedAt: string | null
  expiresAt: string | null
  failureReason: string | null
  settings: Record<string, string>
  secretNames: string[]
  paid: boolean
  /** The order to pay while the deployment awaits payment. */
  orderId: number | null
}

export function viewOf(d: Deployment): DeploymentView {
  const product = typeof d.product === 'object' ? d.product : null
  return {
    id: d.id,
    instance: d.instance,
    product: { id: product?.id ?? (d.product as number), key: product?.key ?? '', name: product?.name ?? '' },
    state: d.state,
    step: d.step ?? 'scheduled',
    runtime: d.runtime,
    visitUrl: d.state === 'deployed' ? (d.visitUrl ?? null) : null,
    createdAt: d.createdAt,
    deployedAt: d.deployedAt ?? null,
    expiresAt: d.expiresAt ?? null,
    failureReason: d.state === 'failed' ? (d.failureReason ?? null) : null,
    settings: (d.settings ?? {}) as Record<string, string>,
    secretNames: (d.secretNames ?? []) as string[],
    paid: Boolean(d.order),
    orderId: typeof d.order === 'object' && d.order ? d.order.id : (d.order ?? null),
  }
}

/** The signed-in user's deployment, or null when it is not theirs (read as the user). */
export async function myDeployment(payload: Payload, user: User, id: number, locale: Locale): Promise<DeploymentView | null> {
  const found = await payload.find({ collection: 'deployments', where: { id: { equals: id } }, limit: 1, depth: 1, locale, user: { ...user, collection: 'users' } as never, overrideAccess: false, populate: { products: { key: true, name: true } } as never })
  return found.docs[0] ? viewOf(found.docs[0]) : null
}

/** "My AI Apps": the user's deployments, newest first. */
export async function myDeployments(payload: Payload, user: User, locale: Locale, limit = 50): Promise<DeploymentView[]> {
  const found = await payload.find({ collection: 'deployments', sort: '-createdAt', limit, depth: 1, locale, user: { ...user, collection: 'users' } as never, overrideAccess: false, populate: { products: { key: true, name: true } } as never })
  return found.docs.map(viewOf)
}

/** What the sandbox's visit address shows: the app that would run there (public: the address is the secret). */
export async function sandboxInstance(payload: Payload, instance: string, locale: Locale) {
  const found = await payload.find({ collection: 'deployments', where: { instance: { equals: instance }, runtime: { equals: 'sandbox' } }, limit: 1, depth: 1, locale, overrideAccess: true, populate: { products: { key: true, name: true, deploy: true } } as never })
  const d = found.docs[0]
  if (!d) return null
  const product = typeof d.product === 'object' ? d.product : null
  const recipe = runnableRecipe(product?.deploy)
  return { view: viewOf(d), image: recipe?.image ?? null, port: recipe?.port ?? null, healthPath: recipe?.healthPath ?? null, cpu: recipe?.cpu ?? null, memory: recipe?.memory ?? null }
}
