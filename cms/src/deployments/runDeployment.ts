import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { env } from '../env'
import { runnableRecipe } from './recipe'
import { RuntimeRefused, type DeploymentRuntime, type InstanceSpec } from './runtime'
import { openSecrets } from './sealedSecrets'
import { type DeploymentStep } from './states'

export type RunOutcome = { skipped: string } | { state: 'deployed' | 'failed'; reason?: string }

/**
 * The `deploy.start` job: brings one deployment's instance up and records each step. Exactly once
 * per deployment: only an `in-progress` record is worked; the instance name is fixed on the record,
 * so a job retried after a worker died half-way finds what it already created and goes on (no second
 * instance); each state change is a conditional update, so a late or duplicate run changes nothing.
 * A refusal (quota, forbidden, invalid, never ready) — or a transient error on the last attempt —
 * removes what was created (no orphan), fails the deployment with the reason and, for a paid one,
 * asks for its refund (`onFailed`).
 */
export async function runDeployment(
  payload: Payload,
  deploymentId: number,
  runtime: DeploymentRuntime,
  options: { finalAttempt: boolean; onFailed?: (deployment: { id: number; order: number | null }) => Promise<void> },
): Promise<RunOutcome> {
  const pool = poolOf(payload)
  const deployment = await payload.findByID({ collection: 'deployments', id: deploymentId, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  if (!deployment) return { skipped: 'deployment gone' }
  if (deployment.state !== 'in-progress') return { skipped: `already ${deployment.state}` }
  const orderId = typeof deployment.order === 'number' ? deployment.order : (deployment.order?.id ?? null)

  const fail = async (reason: string): Promise<RunOutcome> => {
    await runtime.remove(deployment.instance).catch(() => undefined)
    const moved = await pool.query(
      `UPDATE deployments SET state = 'failed', failure_reason = $2, ended_at = now(), updated_at = now() WHERE id = $1 AND state = 'in-progress'`,
      [deploymentId, reason.slice(0, 500)],
    )
    if (moved.rowCount) await options.onFailed?.({ id: deploymentId, order: orderId })
    return { state: 'failed', reason }
  }

  const productId = typeof deployment.product === 'number' ? deployment.product : deployment.product.id
  const product = await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true, disableErrors: true, select: { deploy: true, _status: true } as never })
  const recipe = runnableRecipe((product as { deploy?: never } | null)?.deploy)
  if (!recipe) return fail('The app no longer has a deploy recipe')

  const spec: InstanceSpec = {
    name: deployment.instance,
    image: recipe.image,
    port: recipe.port,
    healthPath: recipe.healthPath,
    cpu: recipe.cpu,
    memory: recipe.memory,
    env: (deployment.settings ?? {}) as Record<string, string>,
    secrets: openSecrets(env().PAYLOAD_SECRET, (deployment as { sealedSecrets?: string | null }).sealedSecrets),
  }
  const setStep = async (step: DeploymentStep) => {
    await pool.query(`UPDATE deployments SET step = $2, updated_at = now() WHERE id = $1 AND state = 'in-progress'`, [deploymentId, step])
  }
  try {
    await runtime.create(spec)
    await runtime.awaitReady(spec, setStep)
  } catch (err) {
    if (err instanceof RuntimeRefused) return fail(err.reason)
    if (options.finalAttempt) return fail(`The cluster did not answer: ${(err as Error).message}`.slice(0, 500))
    throw err
  }
  await pool.query(
    `UPDATE deployments SET state = 'deployed', step = 'health-check', visit_url = $2, deployed_at = now(), expires_at = now() + make_interval(hours => hours::int), updated_at = now()
     WHERE id = $1 AND state = 'in-progress'`,
    [deploymentId, runtime.addressOf(deployment.instance)],
  )
  return { state: 'deployed' }
}
