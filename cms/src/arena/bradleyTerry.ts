/**
 * Bradley–Terry ratings for the arena leaderboard: a maximum-likelihood fit on the pairwise win
 * counts, 95 % intervals by Poisson bootstrap of those counts, and ranks by interval overlap.
 *
 * Votes are aggregated into one cell per pair of models before anything is fitted, so the cost of
 * a fit depends on the number of pairs (at most n(n-1)/2), not on the number of votes: 100,000
 * votes over 100 models are 4,950 cells. A tie counts as half a win for each side; "both bad" is
 * not a preference between the two, so it stays out of the fit but counts towards a model's votes.
 */

export type Outcome = 'a' | 'b' | 'tie' | 'bad'
export type Vote = { a: string; b: string; outcome: Outcome }

/** Ratings on the familiar Elo scale: 400 points = 10:1 odds, the mean model at 1000. */
export const SCALE = 400 / Math.LN10
export const BASE = 1000

/** Pair cells over model indexes 0..n-1 (i < j): outright wins of each side and ties. */
export type PairCounts = {
  models: string[]
  i: Int32Array
  j: Int32Array
  winsI: Float64Array
  winsJ: Float64Array
  ties: Float64Array
  /** Votes per model, both-bad included. */
  votes: Int32Array
}

export function aggregate(votes: Iterable<Vote>): PairCounts {
  const index = new Map<string, number>()
  const at = (m: string) => {
    let k = index.get(m)
    if (k === undefined) index.set(m, (k = index.size))
    return k
  }
  const cells = new Map<number, { i: number; j: number; wi: number; wj: number; t: number }>()
  const perModel: number[] = []
  for (const v of votes) {
    if (v.a === v.b) continue
    const a = at(v.a)
    const b = at(v.b)
    perModel[a] = (perModel[a] ?? 0) + 1
    perModel[b] = (perModel[b] ?? 0) + 1
    if (v.outcome === 'bad') continue
    const [i, j] = a < b ? [a, b] : [b, a]
    const key = i * 1_000_003 + j
    let cell = cells.get(key)
    if (!cell) cells.set(key, (cell = { i, j, wi: 0, wj: 0, t: 0 }))
    if (v.outcome === 'tie') cell.t++
    else if ((v.outcome === 'a') === (a === i)) cell.wi++
    else cell.wj++
  }
  const list = [...cells.values()]
  const models = [...index.keys()]
  return {
    models,
    i: Int32Array.from(list, (c) => c.i),
    j: Int32Array.from(list, (c) => c.j),
    winsI: Float64Array.from(list, (c) => c.wi),
    winsJ: Float64Array.from(list, (c) => c.wj),
    ties: Float64Array.from(list, (c) => c.t),
    votes: Int32Array.from({ length: models.length }, (_, k) => perModel[k] ?? 0),
  }
}

/**
 * Each model also plays PRIOR_GAMES virtual games against an average opponent, winning half.
 * Without it a model that never lost (or never won) would have an infinite rating; with 100s of
 * real votes its pull is negligible.
 */
export const PRIOR_GAMES = 1

/** Up to this many models a fit uses Newton's method; above, MM iterations (cheaper per step). */
export const NEWTON_MAX_MODELS = 40

/**
 * Log-strengths maximising the likelihood (with the prior games), centred on mean 0. Newton's
 * method for small boards, where MM crawls on sparse or lopsided data; Hunter's MM iterations for
 * large ones, where one Newton step (a dense solve) costs more than hundreds of MM steps.
 * `start` warm-starts from an earlier fit (the bootstrap starts from the full fit).
 */
export function fitLogStrengths(
  n: number,
  i: Int32Array,
  j: Int32Array,
  winsI: Float64Array,
  winsJ: Float64Array,
  start?: Float64Array,
  tolerance = 1e-7,
  method: 'newton' | 'mm' = n <= NEWTON_MAX_MODELS ? 'newton' : 'mm',
): Float64Array {
  const theta = method === 'newton' ? newton(n, i, j, winsI, winsJ, start, tolerance) : mm(n, i, j, winsI, winsJ, start, tolerance)
  let mean = 0
  for (let k = 0; k < n; k++) mean += theta[k]!
  mean /= n
  for (let k = 0; k < n; k++) theta[k] = theta[k]! - mean
  return theta
}

function totalWins(n: number, i: Int32Array, j: Int32Array, winsI: Float64Array, winsJ: Float64Array): Float64Array {
  const wins = new Float64Array(n).fill(PRIOR_GAMES / 2)
  for (let k = 0; k < i.length; k++) {
    wins[i[k]!] += winsI[k]!
    wins[j[k]!] += winsJ[k]!
  }
  return wins
}

function mm(n: number, i: Int32Array, j: Int32Array, winsI: Float64Array, winsJ: Float64Array, start: Float64Array | undefined, tolerance: number, maxIterations = 5000): Float64Array {
  const p = new Float64Array(n)
  for (let k = 0; k < n; k++) p[k] = start ? Math.exp(start[k]!) : 1
  const wins = totalWins(n, i, j, winsI, winsJ)
  const denom = new Float64Array(n)
  for (let iter = 0; iter < maxIterations; iter++) {
    for (let k = 0; k < n; k++) denom[k] = PRIOR_GAMES / (p[k]! + 1)
    for (let k = 0; k < i.length; k++) {
      const a = i[k]!
      const b = j[k]!
      const d = (winsI[k]! + winsJ[k]!) / (p[a]! + p[b]!)
      denom[a] += d
      denom[b] += d
    }
    let change = 0
    let logMean = 0
    for (let k = 0; k < n; k++) {
      const next = wins[k]! / denom[k]!
      change = Math.max(change, Math.abs(Math.log(next / p[k]!)))
      p[k] = next
      logMean += Math.log(next)
    }
    // Re-centring every step removes the slow drift of the common scale, which only the weak
    // prior pins down; it moves the fixed point by a negligible amount once models have votes.
    const g = Math.exp(logMean / n)
    for (let k = 0; k < n; k++) p[k] = p[k]! / g
    if (change < tolerance) break
  }
  return Float64Array.from(p, Math.log)
}

/**
 * Newton's method on the log-strengths. The prior games against a fixed average opponent make the
 * log-likelihood strictly concave, so the system is positive definite (solved by Cholesky); steps
 * are capped at 1 (about 170 rating points) so a far start cannot overshoot.
 */
function newton(n: number, i: Int32Array, j: Int32Array, winsI: Float64Array, winsJ: Float64Array, start: Float64Array | undefined, tolerance: number, maxIterations = 100): Float64Array {
  const theta = start ? Float64Array.from(start) : new Float64Array(n)
  const wins = totalWins(n, i, j, winsI, winsJ)
  const grad = new Float64Array(n)
  const h = new Float64Array(n * n)
  for (let iter = 0; iter < maxIterations; iter++) {
    h.fill(0)
    for (let k = 0; k < n; k++) {
      const s = 1 / (1 + Math.exp(-theta[k]!))
      grad[k] = wins[k]! - PRIOR_GAMES * s
      h[k * n + k] = PRIOR_GAMES * s * (1 - s)
    }
    for (let k = 0; k < i.length; k++) {
      const a = i[k]!
      const b = j[k]!
      const games = winsI[k]! + winsJ[k]!
      const pa = 1 / (1 + Math.exp(theta[b]! - theta[a]!))
      grad[a] -= games * pa
      grad[b] -= games * (1 - pa)
      const w = games * pa * (1 - pa)
      h[a * n + a] += w
      h[b * n + b] += w
      h[a * n + b] -= w
      h[b * n + a] -= w
    }
    const step = choleskySolve(h, grad, n)
    let change = 0
    for (let k = 0; k < n; k++) change = Math.max(change, Math.abs(step[k]!))
    const scale = change > 1 ? 1 / change : 1
    for (let k = 0; k < n; k++) theta[k] = theta[k]! + scale * step[k]!
    if (change < tolerance) break
  }
  return theta
}

/** Solves A x = b for a symmetric positive definite A (row-major n × n); A is overwritten. */
function choleskySolve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let c = 0; c < n; c++) {
    let d = a[c * n + c]!
    for (let k = 0; k < c; k++) d -= a[c * n + k]! * a[c * n + k]!
    const root = Math.sqrt(Math.max(d, 1e-12))
    a[c * n + c] = root
    for (let r = c + 1; r < n; r++) {
      let v = a[r * n + c]!
      for (let k = 0; k < c; k++) v -= a[r * n + k]! * a[c * n + k]!
      a[r * n + c] = v / root
    }
  }
  const y = new Float64Array(n)
  for (let r = 0; r < n; r++) {
    let v = b[r]!
    for (let k = 0; k < r; k++) v -= a[r * n + k]! * y[k]!
    y[r] = v / a[r * n + r]!
  }
  const x = new Float64Array(n)
  for (let r = n - 1; r >= 0; r--) {
    let v = y[r]!
    for (let k = r + 1; k < n; k++) v -= a[k * n + r]! * x[k]!
    x[r] = v / a[r * n + r]!
  }
  return x
}

/** A small fast PRNG so a leaderboard version can be recomputed to the same figures. */
export function mulberry32(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

/** Poisson(λ) draw: Knuth's product for small λ, a normal approximation above 30. */
export function poisson(lambda: number, random: () => number): number {
  if (lambda <= 0) return 0
  if (lambda > 30) {
    const u = 1 - random()
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * z))
  }
  const limit = Math.exp(-lambda)
  let k = 0
  let prod = random()
  while (prod > limit) {
    k++
    prod *= random()
  }
  return k
}

export type Rating = {
  model: string
  rating: number
  lower: number
  upper: number
  rank: number
  votes: number
  provisional: boolean
}

export type FitOptions = { rounds?: number; seed?: number; minVotes?: number }

/**
 * The full board: point ratings, 95 % bootstrap intervals (2.5th and 97.5th percentiles), rank by
 * overlap (1 + the number of models whose lower bound is above this one's upper bound), sorted by
 * rank then rating. The Poisson bootstrap redraws each cell's wins and ties as Poisson counts,
 * which approximates resampling the individual votes with replacement.
 */
export function leaderboard(counts: PairCounts, options: FitOptions = {}): Rating[] {
  const { rounds = 1000, seed = 1, minVotes = 300 } = options
  const n = counts.models.length
  if (n === 0) return []
  const cells = counts.i.length
  const wi = new Float64Array(cells)
  const wj = new Float64Array(cells)
  for (let k = 0; k < cells; k++) {
    wi[k] = counts.winsI[k]! + counts.ties[k]! / 2
    wj[k] = counts.winsJ[k]! + counts.ties[k]! / 2
  }
  const point = fitLogStrengths(n, counts.i, counts.j, wi, wj)
  const samples = Array.from({ length: n }, () => new Float64Array(rounds))
  const random = mulberry32(seed)
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < cells; k++) {
      const t = poisson(counts.ties[k]!, random) / 2
      wi[k] = poisson(counts.winsI[k]!, random) + t
      wj[k] = poisson(counts.winsJ[k]!, random) + t
    }
    const fit = fitLogStrengths(n, counts.i, counts.j, wi, wj, point, 1e-5)
    for (let k = 0; k < n; k++) samples[k]![r] = fit[k]!
  }
  const rows = counts.models.map((model, k) => {
    const sorted = samples[k]!.sort()
    const q = (p: number) => sorted[Math.min(rounds - 1, Math.max(0, Math.round(p * (rounds - 1))))]!
    return {
      model,
      rating: BASE + SCALE * point[k]!,
      lower: BASE + SCALE * q(0.025),
      upper: BASE + SCALE * q(0.975),
      rank: 0,
      votes: counts.votes[k]!,
      provisional: counts.votes[k]! < minVotes,
    }
  })
  return rankByOverlap(rows)
}

export function rankByOverlap<T extends { rating: number; lower: number; upper: number; rank: number }>(rows: T[]): T[] {
  const lowers = rows.map((r) => r.lower).sort((x, y) => x - y)
  for (const row of rows) {
    // Models whose lower bound exceeds this upper bound: count from the sorted lower bounds.
    let lo = 0
    let hi = lowers.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (lowers[mid]! > row.upper) hi = mid
      else lo = mid + 1
    }
    row.rank = 1 + (lowers.length - lo)
  }
  return rows.sort((x, y) => x.rank - y.rank || y.rating - x.rating)
}
