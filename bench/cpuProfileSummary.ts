/**
 * Where a server's CPU went, from a V8 profile (`node --cpu-prof`):
 *   tsx bench/cpuProfileSummary.ts <file.cpuprofile> [--renders N] [--top 25] [--inclusive 'find,renderToReadableStream']
 * Prints busy time (everything but idle), per render when --renders is given, then self time by
 * package (react-dom server, next, payload/drizzle, pg, our bundled code …), the top functions, and
 * for each pattern of --inclusive the time of samples with a matching function anywhere on the stack.
 * --window <from>-<to> (µs of the monotonic clock, as bench:first-renders prints) keeps only the
 * samples of a load run, leaving out start-up and warm-up.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const { values, positionals } = parseArgs({ allowPositionals: true, options: { renders: { type: 'string' }, top: { type: 'string', default: '25' }, inclusive: { type: 'string' }, window: { type: 'string' } } })
if (!positionals[0]) {
  console.error('usage: tsx bench/cpuProfileSummary.ts <file.cpuprofile> [--renders N] [--top 25] [--inclusive regex,regex]')
  process.exit(2)
}
const profile = JSON.parse(await readFile(positionals[0], 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map<number, number>()
const [from, to] = values.window ? values.window.split('-').map(Number) : [-Infinity, Infinity]
let at = profile.startTime
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0
  if (at >= from! && at <= to!) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})

/** A script address to the package it belongs to. */
export function packageOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)'
  if (url.startsWith('node:')) return 'node core'
  const pnpm = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/.exec(url)
  const inner = /node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//g
  let last: string | undefined
  for (const m of url.matchAll(inner)) last = m[1]
  if (last === 'next') {
    if (/compiled\/react-dom/.test(url)) return 'react-dom (server)'
    if (/compiled\/react-server-dom/.test(url)) return 'react-server-dom (RSC)'
    if (/compiled\/react\//.test(url)) return 'react'
    return 'next'
  }
  if (last) return last
  if (pnpm) return pnpm[1]!.replace('+', '/')
  if (/\.next\/server\/chunks\/ssr/.test(url)) return 'app bundle (ssr: our code, cms, bundled libraries)'
  if (/\.next\/server/.test(url)) return 'app bundle (server)'
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/')
}

const micro = (us: number) => (us / 1000).toFixed(1)
let total = 0
let idle = 0
const packages = new Map<string, number>()
const functions = new Map<string, number>()
for (const [id, us] of self) {
  const node = byId.get(id)!
  const { functionName, url, lineNumber } = node.callFrame
  total += us
  if (functionName === '(idle)') {
    idle += us
    continue
  }
  const pkg = packageOf(url, functionName)
  packages.set(pkg, (packages.get(pkg) ?? 0) + us)
  const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-1)[0]}:${lineNumber + 1}` : ''} [${pkg}]`
  functions.set(name, (functions.get(name) ?? 0) + us)
}
const busy = total - idle
const renders = values.renders ? Number(values.renders) : undefined
console.log(`profile ${micro(total)} ms, busy ${micro(busy)} ms (${((busy / total) * 100).toFixed(0)} %)${renders ? `, ${renders} renders: ${micro(busy / renders)} ms of CPU each` : ''}`)
console.log('\nself time by package')
for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${((us / busy) * 100).toFixed(1).padStart(5)} %  ${micro(us).padStart(9)} ms${renders ? `  ${(us / 1000 / renders).toFixed(2).padStart(6)} ms/render` : ''}  ${pkg}`)
}
console.log('\ntop functions (self)')
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
  console.log(`${((us / busy) * 100).toFixed(1).padStart(5)} %  ${micro(us).padStart(9)} ms  ${name}`)
}

if (values.inclusive) {
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  console.log('\ninclusive (samples with a matching function on the stack)')
  for (const pattern of values.inclusive.split(',')) {
    const re = new RegExp(`^(?:${pattern})$`)
    let us = 0
    for (const [id, t] of self) {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        if (re.test(byId.get(at)!.callFrame.functionName)) {
          us += t
          break
        }
      }
    }
    console.log(`${((us / busy) * 100).toFixed(1).padStart(5)} %  ${micro(us).padStart(9)} ms${renders ? `  ${(us / 1000 / renders).toFixed(2).padStart(6)} ms/render` : ''}  ${pattern}`)
  }
}
