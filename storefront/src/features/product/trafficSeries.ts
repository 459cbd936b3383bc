import { readTrafficSeries } from '@aidir/cms/traffic'
import { cachedInPage } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type { TrafficSeries } from '@aidir/cms/traffic'

/** A product's monthly traffic history and its latest month in full, for the traffic tab (tag `rankings`: a traffic import recomputes them). */
export const getTrafficSeries = cachedInPage(async (productId: number) => readTrafficSeries(await getPayload(), productId), () => ['rankings'])
