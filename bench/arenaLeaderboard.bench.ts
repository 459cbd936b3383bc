/**
 * Arena leaderboard fit: `pnpm bench:arena [--votes 100000] [--models 100] [--rounds 1000]`
 *
 * Generates synthetic battles in memory (never in any database), then times what the scheduled
 * job does with them: aggregate into pair counts, Bradley–Terry fit, bootstrap intervals, ranks.
 * Budget: under 10 s for 100,000 votes, 100 models and 1,000 bootstrap rounds.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { aggregate, leaderboard, mulberry32, SCALE, type Vote } from '@aidir/cms/arena'

const { values } = parseArgs({ options: { votes: { type: 'string', default: '100000' }, models: { type: 'string', default: '100' }, rounds: { type: 'string', default: '1000' } } })
const voteCount = Number(values.votes)
const modelCount = Number(values.models)
const rounds = Number(values.rounds)

const random = mulberry32(42)
const truth = Array.from({ length: modelCount }, () => (random() - 0.5) * 600)
const votes: Vote[] = []
for (let v = 0; v < voteCount; v++) {
  const a = Math.floor(random() * modelCount)
  let b = Math.floor(random() * (modelCount - 1))
  if (b >= a) b++
  const r = random()
  const pA = 1 / (1 + Math.exp(-(truth[a]! - truth[b]!) / SCALE))
  votes.push({ a: `m${a}`, b: `m${b}`, outcome: r < 0.05 ? 'bad' : r < 0.12 ? 'tie' : random() < pA ? 'a' : 'b' })
}

const started = performance.now()
const counts = aggregate(votes)
const aggregated = performance.now()
const board = leaderboard(counts, { rounds })
const finished = performance.now()
const total = (finished - started) / 1000
console.log(`${voteCount} votes, ${modelCount} models, ${rounds} rounds (${counts.i.length} pair cells)`)
console.log(`aggregate ${(aggregated - started).toFixed(0)} ms, fit + bootstrap ${(finished - aggregated).toFixed(0)} ms, total ${total.toFixed(2)} s (budget 10 s)`)
console.log(`load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; top: ${board.slice(0, 3).map((r) => `${r.model} ${r.rating.toFixed(0)} [${r.lower.toFixed(0)}, ${r.upper.toFixed(0)}] #${r.rank}`).join(', ')}`)
if (total > 10) process.exitCode = 1
