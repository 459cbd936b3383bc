/**
 * Fills the home page's sections from their candidate lists so that no item shows twice on the
 * page: sections are served in priority order, each taking the first `size` candidates that no
 * earlier section took. A section whose candidates run out stays short rather than repeat one.
 */
export function pickDistinct<T extends { id: number | string }>(sections: { candidates: T[]; size: number }[]): T[][] {
  const taken = new Set<number | string>()
  return sections.map(({ candidates, size }) => {
    const picked: T[] = []
    for (const item of candidates) {
      if (picked.length >= size) break
      if (taken.has(item.id)) continue
      taken.add(item.id)
      picked.push(item)
    }
    return picked
  })
}
