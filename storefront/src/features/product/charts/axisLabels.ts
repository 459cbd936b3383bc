/**
 * Which x-axis labels a line chart shows at which width. The chart's text keeps its CSS size at
 * every width (it is not scaled with the drawing), so a narrow chart has room for fewer labels:
 * each label lists the width tiers at which it is shown, and CSS container queries pick the tier.
 * Labels are counted back from the last point, which is always labelled and never crowded by a
 * neighbour.
 */

/** The chart's width tiers: the smallest container width of each, in px (chart CSS repeats them). */
export const CHART_TIERS = [280, 420, 600] as const

/** The axis text size in px (charts.module.css). */
export const AXIS_FONT_PX = 12

/** Space kept free between two neighbouring labels, in px. */
const LABEL_GAP_PX = 12

/** Room the y-axis and the gap beside it take, in px, besides the widest y label. */
const Y_AXIS_GAP_PX = 8

/**
 * A label's width in em, estimated generously: ideographs and kana take a full em; Latin letters,
 * digits and punctuation at most about 0.65 em in the fonts the site names.
 */
export function textEm(text: string): number {
  let em = 0
  for (const ch of text) em += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 1 : 0.65
  return em
}

/** Half the widest label, in px: the room the plot leaves on its right for the last, centred label. */
export function endRoomPx(labels: string[]): number {
  return Math.ceil((Math.max(0, ...labels.map(textEm)) * AXIS_FONT_PX) / 2) + 2
}

/**
 * For each label, the tiers (indexes into CHART_TIERS) at which it is shown, such that at the
 * tier's smallest width no two shown labels overlap.
 */
export function xLabelTiers(labels: string[], yLabels: string[]): number[][] {
  const n = labels.length
  if (n === 0) return []
  const labelPx = Math.max(...labels.map(textEm)) * AXIS_FONT_PX
  const end = endRoomPx(labels)
  // The y column is at least as wide as half a label too: the first x label is centred on its edge.
  const yAxisPx = Math.max(Math.max(0, ...yLabels.map(textEm)) * AXIS_FONT_PX, end - Y_AXIS_GAP_PX) + Y_AXIS_GAP_PX
  const steps = CHART_TIERS.map((width) => {
    if (n === 1) return 1
    const plot = Math.max(1, width - yAxisPx - end)
    return Math.max(1, Math.ceil(((labelPx + LABEL_GAP_PX) * (n - 1)) / plot))
  })
  return labels.map((_, i) => steps.flatMap((step, tier) => ((n - 1 - i) % step === 0 ? [tier] : [])))
}
