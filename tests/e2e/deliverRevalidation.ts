import type { Payload } from 'payload'

/**
 * What the worker does for the `storefront.revalidate` jobs a CMS change queued (no worker runs in
 * the end-to-end tests): each is sent to the storefronts given. Without it a test that creates,
 * say, a package may find the storefront still serving the list another test's visit cached
 * (for up to a minute).
 */
export async function deliverRevalidation(payload: Payload, sites: string[], collection: string): Promise<void> {
  const { poolOf } = await import('@aidir/cms')
  const { revalidateToken } = await import('@aidir/cms/hooks')
  const { rows } = await poolOf(payload).query<{ data: unknown }>(`SELECT data FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = $1`, [collection])
  for (const site of sites) {
    for (const { data } of rows) {
      const response = await fetch(`${site}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' }, body: JSON.stringify(data) })
      if (response.status !== 200) throw new Error(`${site}/api/revalidate answered ${response.status}`)
    }
  }
}
