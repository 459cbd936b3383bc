/**
 * What the traffic tab shows, every text already in the page's language and every figure as a
 * number or a ready string: the rows TrafficView draws the tab from. Short on purpose: they travel in
 * the page's hydration data, which is why the tab is drawn by a client component at all.
 */
export type TrafficRows = {
  heading: string
  /** Set when there are no figures at all: the tab says so, then shows the domain facts. */
  none?: string
  note?: string
  anchor?: string
  overview?: { title: string; figures: [label: string, value: string][] }
  trend?: {
    title: string
    description: string
    showData: string
    month: string
    visits: string
    /** Month and visits, oldest first. */
    points: [period: string, visits: number][]
    /** The y axis's labels, one per tick of niceTicks(the highest month). */
    axis: string[]
  }
  sources?: TrafficShares
  geography?: TrafficShares & { other?: [label: string, share: number] }
  domain: { title: string; noData: string; facts: [key: string, label: string, value: string | null][] }
  positions?: { title: string; links: [href: string, text: string][] }
}

/** A share chart and its table: name and share (0-1) of each row; the chart shows the first `chartRows`. */
export type TrafficShares = { title: string; chartTitle: string; nameColumn: string; shareColumn: string; rows: [name: string, share: number][]; chartRows: number }
