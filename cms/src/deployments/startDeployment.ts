import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { startTask } from '../backgroundTasks/startTask'
import { sql } from '../db/transaction'
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
 * Starts a one-click deployment of a free package for the signed-in user: checks the app's recipe
 * and the settings, counts the user's running apps under the start lock (DEPLOY_MAX_ACTIVE_PER_USER),
 * stores the deployment (secrets sealed) and queues its `deploy.start` job in the same transaction.
 * A paid package goes through an order first (orders' paid step starts it). System write after the
 * checks; the user's own reads stay with `overrideAccess: false`.
 */
export async function startDeployment(payload: Payload, user: User, input: unknown, options: { orderId?: number } = {}) {
  const data = deployInput.parse(input)
  const product = await payload.find({ collection: 'products', where: { id: { equals: data.product }, type: { equals: 'open_source' } }, limit: 1, depth: 0, overrideAccess: false, user: user as never })
  const recipe = runnableRecipe(product.docs[0]?.deploy)
  if (!product.docs[0] || !recipe) throw new DeploymentRefused(404, deploymentMessages.notDeployable)
  const pkg = await payload.findByID({ collection: 'service-packages', id: data.package, depth: 0, disableErrors: true, overrideAccess: false, user: user as never })
  if (!pkg || pkg.kind !== 'deployment' || pkg.enabled === false || !pkg.durationDays) throw new DeploymentRefused(400, deploymentMessages.noPackage, 'package')
  if (!options.orderId && packagePrice(pkg, env().EDITION)) throw new DeploymentRefused(409, deploymentMessages.paymentRequired, 'package')
  const checked = settingsFor(recipe, data.settings)
  if ('problem' in checked) throw new DeploymentRefused(400, checked.problem.message.replace('{{name}}', checked.problem.name), checked.problem.name)
  const { values, secrets } = checked.settings
  const userId = Number(user.id)
  const max = env().DEPLOY_MAX_ACTIVE_PER_USER
  return startTask(payload, { kind: 'deployment', userId, user: { ...user, collection: 'users' } as never }, async (tx) => {
    const active = await tx.sql.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM deployments WHERE owner_id = ${userId} AND state IN ('in-progress', 'deployed')`)
    if ((active.rows[0]?.n ?? 0) >= max) throw new DeploymentRefused(429, deploymentMessages.limitReached)
    const deployment = await payload.create({
      collection: 'deployments',
      data: {
        instance: instanceNameOf(randomBytes(6).toString('hex')),
        owner: userId,
        product: data.product,
        package: data.package,
        order: options.orderId ?? null,
        runtime: configuredRuntimeKind(),
        state: 'in-progress',
        step: 'scheduled',
        hours: Math.round((pkg.durationDays ?? 1) * DEFAULT_DEPLOYMENT_HOURS),
        settings: values,
        secretNames: Object.keys(secrets),
        sealedSecrets: sealSecrets(env().PAYLOAD_SECRET, secrets),
        locale: data.locale,
      },
      req: tx.req,
      overrideAccess: true,
    })
    await enqueue('deploy.start', { deploymentId: deployment.id }, { req: tx.req, singletonKey: deployJobKey(deployment.id) })
    return deployment
  })
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
    const active = await tx.sql.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM deployments WHERE owner_id = ${userId} AND state IN ('in-progress', 'deployed')`)
    if ((active.rows[0]?.n ?? 0) >= max) throw new DeploymentRefused(429, deploymentMessages.limitReached)
    await tx.sql.execute(sql`UPDATE deployments SET state = 'in-progress', step = 'scheduled', failure_reason = NULL, ended_at = NULL, created_at = now(), updated_at = now() WHERE id = ${id}`)
    await enqueue('deploy.start', { deploymentId: id }, { req: tx.req, singletonKey: deployJobKey(id) })
    return { id }
  })
}
