import { randomBytes } from 'node:crypto'
import { poolOf } from '@aidir/cms'
import { describe, expect, it } from 'vitest'
import { listedProductKey, productHostSql } from '../../../cms/src/orders/listedProduct'
import { createProduct, payload } from '../helpers'

/** "This product is already listed": one site is one product, also where many share a host. */
describe('the already-listed check', () => {
  it('names the product at the same repository on a shared host, and no other repository there', async () => {
    const owner = `owner-${randomBytes(4).toString('hex')}`
    const listed = await createProduct({ url: `https://github.com/${owner}/listed-tool` })
    await createProduct({ url: `https://github.com/${owner}/draft-tool`, status: 'draft' })
    expect(await listedProductKey(payload, `https://www.github.com/${owner.toUpperCase()}/Listed-Tool/tree/main`)).toBe(listed.key)
    expect(await listedProductKey(payload, `https://github.com/${owner}/another-tool`)).toBeNull()
    // A draft is not listed.
    expect(await listedProductKey(payload, `https://github.com/${owner}/draft-tool`)).toBeNull()
  })

  it('names the product at the same host for an ordinary site, whatever the path', async () => {
    const host = `${randomBytes(4).toString('hex')}.listed-check.example`
    const listed = await createProduct({ url: `https://${host}/` })
    expect(await listedProductKey(payload, `https://www.${host}/pricing`)).toBe(listed.key)
    expect(await listedProductKey(payload, `https://other-${host}/`)).toBeNull()
  })

  it('finds the host through its expression index, not a scan of every product', async () => {
    const client = await poolOf(payload).connect()
    try {
      // Statistics on the indexed expression tell the planner a host matches few products (migrations analyse once).
      await client.query('ANALYZE products')
      await client.query('BEGIN')
      // The test catalogue is small enough that a scan would win on cost; the point is that the index can serve.
      await client.query('SET LOCAL enable_seqscan = off')
      const { rows } = await client.query(`EXPLAIN SELECT key, url FROM products WHERE ${productHostSql} = 'no-such-host.example' AND status = 'published' LIMIT 1`)
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('products_url_host_idx')
      await client.query('ROLLBACK')
    } finally {
      client.release()
    }
  })
})
