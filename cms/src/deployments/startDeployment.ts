import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { startTask } from '../backgroundTasks/startTask'
import { poolOf } from '../db/pool'
import { sql } from '../db/transaction'
import type { OrderDeps } from '../orders/ordersProvider'
import { placeOrder, pricedPackage } from '../orders/placeOrder'
import type { Deployment } from '../payload-types'
import { env } from '../env'
import { enqueue } from '../jobs/enqueue'
import { DeploymentRefused, deploymentMessages } from './errors'
import { packagePrice } from './packages'
import { runnableRecipe, settingsFor } from './recipe'
import { instanceNameOf } from './runtime'
import { configuredRuntimeKind } from './runtimeOf'
import { sealSecrets } from './sealedSecrets'
import { DEFAULT_DEPLOYMENT_HOURS } from './states'

type User = { id: number | string; [key: string]: unknown }

export const deployInput = z.object({
  product: z.coerce.number().int().positive(),
  package: z.coerce.number().int().positive({ message: deploymentMessages.noPackage }),
  settings: z.record(z.string().max(128), z.string().max(8192)).default({}),
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional(),
})
export type DeployInput = z.input<typeof deployInput>

/** The job of a deployment: its singleton key makes a second job for the same deployment a no-op while one is queued or running. */
export const deployJobKey = (id: number) => `deploy:${id}`

/**
 * Starts a one-click deployment for the signed-in user: checks the app's recipe and the settings,
 * counts the user's apps under the start lock (DEPLOY_MAX_ACTIVE_PER_USER) and stores the
 * deployment (secrets sealed). A free package queues its `deploy.start` job in the same
 * transaction; a paid one waits for payment (`awaiting-payment`) with an order placed through the
 * orders (priced on the server, paid with the edition's provider): the orders' paid step
 * (deploymentPaidStep) starts it. System write after the checks; reads of the catalogue run as the user.
 */
export async function startDeployment(payload: Payload, user: User, input: unknown, deps: OrderDeps & { perDay?: number } = {}): Promise<Deployment & { orderId?: number }> {
  const data = deployInput.parse(input)
  const product = await payload.find({ collection: 'products', where: { id: { equals: data.product }, type: { equals: 'open_source' } }, limit: 1, depth: 0, overrideAccess: false, user: user as never })
  const recipe = runnableRecipe(product.docs[0]?.deploy)
  if (!product.docs[0] || !recipe) throw new DeploymentRefused(404, deploymentMessages.notDeployable)
  const pkg = await payload.findByID({ collection: 'service-packages', id: data.package, depth: 0, disableErrors: true, overrideAccess: false, user: user as never })
  if (!pkg || pkg.kind !== 'deployment' || pkg.enabled === false || !pkg.durationDays) throw new DeploymentRefused(400, deploymentMessages.noPackage, 'package')
  const paid = packagePrice(pkg, env().EDITION) !== null
  const checked = settingsFor(recipe, data.settings)
  if ('problem' in checked) throw new DeploymentRefused(400, checked.problem.message.replace('{{name}}', checked.problem.name), checked.problem.name)
  const { values, secrets } = checked.settings
  const userId = Number(user.id)
  const max = env().DEPLOY_MAX_ACTIVE_PER_USER
  const deployment = await startTask(payload, { kind: 'deployment', userId, user: { ...user, collection: 'users' } as never }, async (tx) => {
    const active = await tx.sql.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM deployments WHERE owner_id = ${userId} AND state IN ('awaiting-payment', 'in-progress', 'deployed')`)
    if ((active.rows[0]?.n ?? 0) >= max) throw new DeploymentRefused(429, deploymentMessages.limitReached)
    const created = await payload.create({
      collection: 'deployments',
      data: {
        instance: instanceNameOf(randomBytes(6).toString('hex')),
        owner: userId,
        product: data.product,
        package: data.package,
        runtime: configuredRuntimeKind(),
        state: paid ? 'awaiting-payment' : 'in-progress',
        step: 'scheduled',
        hours: Math.round((pkg.durationDays ?? 1) * DEFAULT_DEPLOYMENT_HOURS),
        settings: values,
        secretNames: Object.keys(secrets),
        sealedSecrets: sealSecrets(env().PAYLOAD_SECRET, secrets),
        locale: data.locale,
      },
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })
    if (!paid) await enqueue('deploy.start', { deploymentId: created.id }, { req: tx.req, singletonKey: deployJobKey(created.id) })
    return created
  })
  if (!paid) return deployment
  try {
    const locale = data.locale ?? 'en'
    const { pkg: priced, price } = await pricedPackage(payload, { packageId: pkg.id, kind: 'deployment', locale }, deps)
    const order = await placeOrder(
      payload,
      user as never,
      { kind: 'deployment', locale, package: priced.id, price, details: { package: priced.id, product: data.product, deployment: deployment.id }, description: `${priced.name ?? 'Deployment'}: ${product.docs[0].name}` },
      deps,
    )
    await poolOf(payload).query(`UPDATE deployments SET order_id = $2, updated_at = now() WHERE id = $1`, [deployment.id, order.id])
    return { ...deployment, order: order.id, orderId: order.id }
  } catch (err) {
    // No order, no deployment waiting for one: the start is undone (the user's limit is not held).
    await poolOf(payload).query(`DELETE FROM deployments WHERE id = $1 AND state = 'awaiting-payment'`, [deployment.id])
    throw err
  }
}

/**
 * Retry (SPEC §4, failed → retry): the same deployment starts again with the settings it was given,
 * on the same instance name (its failed attempt was removed). Only a free one: a paid deployment that
 * failed was refunded. Counted against the user's running apps like a start; a second press while
 * the first is queued changes nothing (the state is no longer `failed`).
 */
export async function retryDeployment(payload: Payload, user: User, id: number) {
  const userId = Number(user.id)
  const max = env().DEPLOY_MAX_ACTIVE_PER_USER
  return startTask(payload, { kind: 'deployment', userId, user: { ...user, collection: 'users' } as never }, async (tx) => {
    const found = await tx.sql.execute<{ state: string; order_id: number | null; sealed: boolean; secret_count: number }>(
      sql`SELECT state, order_id, sealed_secrets IS NOT NULL AS sealed, COALESCE(jsonb_array_length(secret_names), 0)::int AS secret_count FROM deployments WHERE id = ${id} AND owner_id = ${userId} FOR UPDATE`,
    )
    const row = found.rows[0]
    if (!row) throw new DeploymentRefused(404, deploymentMessages.notFound)
    if (row.state !== 'failed' || row.order_id || (row.secret_count > 0 && !row.sealed)) throw new DeploymentRefused(409, deploymentMessages.notRetryable)
    const active = await tx.sql.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM deployments WHERE owner_id = ${userId} AND state IN ('awaiting-payment', 'in-progress', 'deployed')`)
    if ((active.rows[0]?.n ?? 0) >= max) throw new DeploymentRefused(429, deploymentMessages.limitReached)
    await tx.sql.execute(sql`UPDATE deployments SET state = 'in-progress', step = 'scheduled', failure_reason = NULL, ended_at = NULL, created_at = now(), updated_at = now() WHERE id = ${id}`)
    await enqueue('deploy.start', { deploymentId: id }, { req: tx.req, singletonKey: deployJobKey(id) })
    return { id }
  })
}
