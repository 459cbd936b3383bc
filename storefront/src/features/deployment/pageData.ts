import { deployableApp, deployableApps, deploymentPackages, packagePrice, type DeployableApp } from '@aidir/cms/deployments'
import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { edition } from '@/lib/site'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** A one-click package as the pages show it: free, or its price in the edition's currency. */
export type PackageOffer = { id: number; name: string; price: string | null; hours: number }

async function loadPackages(locale: Locale): Promise<PackageOffer[]> {
  const docs = await deploymentPackages(await getPayload(), locale)
  return docs.map((p) => {
    const price = packagePrice(p, edition())
    return { id: p.id, name: p.name ?? p.key, price: price ? formatMoney(price, locale, { wholeUnits: true }) : null, hours: Math.round((p.durationDays ?? 1) * 24) }
  })
}

/** The apps of /deployment (published catalogue, cached with it); `query` searches name, key and tagline. */
export const findDeployableApps = cached(async (locale: Locale, query: string): Promise<DeployableApp[]> => deployableApps(await getPayload(), { locale, query }), 'deployment:apps', ['products'])
export const findDeployableApp = cached(async (locale: Locale, key: string) => deployableApp(await getPayload(), key, locale), 'deployment:app', ['products'])
export const findDeploymentPackages = cached(loadPackages, 'deployment:packages', ['service-packages'])
