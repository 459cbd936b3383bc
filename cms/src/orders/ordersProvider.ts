import type { Payload } from 'payload'
import { env } from '../env'
import { type PaymentProvider, paymentProvider, paymentProviderName, SandboxProvider } from '../payments'
import { databaseSandboxLedger } from './sandboxLedger'

/** What order functions call out to and read the time from; tests pass a provider on a fake. */
export type OrderDeps = { provider?: PaymentProvider; now?: () => Date }

const built = new WeakMap<Payload, PaymentProvider>()

/**
 * The edition's payment provider for orders: the sandbox with its ledger in the database (so the
 * checkout page and the worker agree), Stripe or WeChat Pay as configured. One per Payload
 * instance, so the provider's breaker and bulkhead are shared.
 */
export function ordersProvider(payload: Payload, deps: OrderDeps = {}): PaymentProvider {
  if (deps.provider) return deps.provider
  let provider = built.get(payload)
  if (!provider) {
    const settings = env()
    provider = paymentProviderName(settings) === 'sandbox' ? paymentProvider(settings, { sandboxLedger: databaseSandboxLedger(payload) }) : paymentProvider(settings)
    built.set(payload, provider)
  }
  return provider
}

/** The sandbox provider when it is the one in use (the checkout page needs its extra methods). */
export function sandboxProviderOf(payload: Payload, deps: OrderDeps = {}): SandboxProvider | null {
  const provider = ordersProvider(payload, deps)
  return provider instanceof SandboxProvider ? provider : null
}

export const nowOf = (deps: OrderDeps) => (deps.now ? deps.now() : new Date())
