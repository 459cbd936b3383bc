import { poolOf } from '@aidir/cms'
import { computeMcpRankings, countConfigCopy, latestMcpBoard } from '@aidir/cms/mcpRankings'
import { describe, expect, it } from 'vitest'
import * as copyRoute from '@/app/api/mcp/copy/route'
import { call, newAddress } from './accountsApi'
import { payload, unique } from './helpers'

const pool = poolOf(payload)

async function mcpServer(data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'mcp-servers',
    data: { key: unique('rank'), name: `io.github.rank/${unique('s')}`, title: 'Ranked server', description: 'A server of the ranking test', status: 'published', ...data } as any,
    overrideAccess: true,
    context: { skipSearchIndex: true },
  })
}
const setFigures = (id: number, downloads: number, stars: number) =>
  pool.query(`UPDATE mcp_servers SET downloads = $2, stars = $3 WHERE id = $1`, [id, downloads, stars])
const signalRows = async (ids: number[]) => (await pool.query(`SELECT server_id, day::text, downloads, stars, copies FROM mcp_signal_days WHERE server_id = ANY($1) ORDER BY server_id, day`, [ids])).rows
const positions = (rows: { id: number }[], ids: number[]) => rows.filter((r) => ids.includes(r.id)).map((r) => r.id)

// Days far from the real clock, so the boards computed here see only this file's history.
const start = new Date('2031-03-01T10:00:00Z')
const week = new Date('2031-03-09T10:00:00Z')
// Every server on the boards: the shared database holds the seeded catalogue and other files' servers.
const whole = { boardSize: 100_000 }

describe('MCP rankings from recorded signals', () => {
  it('publishes popular, trending and top-rated boards; trending needs a recorded day at the period start', async () => {
    const big = await mcpServer({ downloads: 90_000, stars: 4_000 })
    const small = await mcpServer({ downloads: 100, stars: 3 })
    const rising = await mcpServer({ downloads: 1_000, stars: 50 })
    const ids = [big.id, small.id, rising.id]

    await computeMcpRankings(pool, start, whole)
    const first = await latestMcpBoard(payload, 'popular', 1_000)
    expect(first.computedAt).toBe(start.toISOString())
    expect(positions(first.rows, ids)).toEqual([big.id, rising.id, small.id])
    // No recorded day 7 days before the first computation: nothing trends.
    expect(positions((await latestMcpBoard(payload, 'trending7', 1_000)).rows, ids)).toEqual([])

    // A week later `rising` tripled its downloads and stars; `big` did not move.
    await setFigures(rising.id, 3_000, 150)
    await computeMcpRankings(pool, week, whole)
    const trending = await latestMcpBoard(payload, 'trending7', 1_000)
    expect(positions(trending.rows, ids)).toEqual([rising.id])
    const row = trending.rows.find((r) => r.id === rising.id)!
    // downloads (3000 − 1000) / (1000 + 1000) = 1, stars (150 − 50) / (50 + 50) = 1, attention 0.
    expect(row.parts).toMatchObject({ downloads: 1, stars: 1, attention: 0 })
    // 30 days of history do not exist yet.
    expect(positions((await latestMcpBoard(payload, 'trending30', 1_000)).rows, ids)).toEqual([])
    expect(positions((await latestMcpBoard(payload, 'topRated', 1_000)).rows, ids)).toHaveLength(3)
    expect((await signalRows(ids)).map((r) => r.day)).toEqual(['2031-03-01', '2031-03-09', '2031-03-01', '2031-03-09', '2031-03-01', '2031-03-09'])
  })

  it('a second computation on the same day rewrites the day, never adds to it', async () => {
    const server = await mcpServer({ downloads: 10, stars: 1 })
    const at = new Date('2031-04-01T08:00:00Z')
    await computeMcpRankings(pool, at)
    await setFigures(server.id, 20, 2)
    await computeMcpRankings(pool, new Date('2031-04-01T09:00:00Z'))
    expect(await signalRows([server.id])).toEqual([{ server_id: server.id, day: '2031-04-01', downloads: '20', stars: 2, copies: 0 }])
  })

  it('counts install-config copies of published servers only, per day', async () => {
    const server = await mcpServer()
    const draft = await mcpServer({ status: 'draft' })
    const day = new Date('2031-05-02T12:00:00Z')
    expect(await countConfigCopy(pool, server.key, day)).toBe(true)
    expect(await countConfigCopy(pool, server.key, day)).toBe(true)
    expect(await countConfigCopy(pool, draft.key, day)).toBe(false)
    expect(await countConfigCopy(pool, 'no-such-server-anywhere', day)).toBe(false)
    expect((await signalRows([server.id, draft.id])).map((r) => [r.server_id, r.copies])).toEqual([[server.id, 2]])
  })

  it('POST /api/mcp/copy counts once per visitor and hour, refuses bad bodies and unknown servers', async () => {
    const server = await mcpServer()
    const ip = newAddress()
    const copies = async () => Number((await pool.query(`SELECT coalesce(sum(copies), 0) AS n FROM mcp_signal_days WHERE server_id = $1`, [server.id])).rows[0].n)
    expect((await call(copyRoute.POST, { body: { server: server.key }, ip })).body).toMatchObject({ code: 0 })
    expect((await call(copyRoute.POST, { body: { server: server.key }, ip })).body).toMatchObject({ code: 0 })
    expect(await copies()).toBe(1)
    await call(copyRoute.POST, { body: { server: server.key }, ip: newAddress() })
    expect(await copies()).toBe(2)
    const unknown = await call(copyRoute.POST, { body: { server: 'no-such-server-anywhere' }, ip })
    expect(unknown.status).toBe(404)
    const bad = await call(copyRoute.POST, { body: { server: 'Not A Key!' }, ip })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('server must be an MCP server key')
    const broken = await call(copyRoute.POST, { raw: '{', ip })
    expect(broken.status).toBe(400)
    expect((await call(copyRoute.GET, { method: 'GET', ip })).status).toBe(405)
  })
})
