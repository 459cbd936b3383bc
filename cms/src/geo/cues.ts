/**
 * Words that tell how an answer speaks of a brand, in English, Simplified and Traditional Chinese
 * and Japanese (normalized: NFKC, lower case). Checked in the sentence around a mention, so
 * whatever language the platform answers in, the same rules apply.
 */
export const recommendCues = [
  'recommend', 'best', 'top pick', 'top choice', 'suggest', 'go with', 'worth considering', 'worth trying', 'stands out', 'shortlist', 'great choice', 'good choice', 'excellent', 'leading', 'popular', 'start with', 'first choice', 'ideal',
  '推荐', '首选', '建议', '值得', '最佳', '最好', '优秀', '不错', '首推', '可以考虑', '主流', '好用',
  '推薦', '首選', '建議', '優秀', '不錯', '可以考慮', '主流', '好用',
  'おすすめ', 'お勧め', 'オススメ', '推奨', '最適', '定番', '人気', '一押し', 'イチオシ', '試す', '試し', '選択肢',
]

export const negativeCues = [
  'not recommend', "don't recommend", "wouldn't recommend", 'would not recommend', 'avoid it', 'avoid using', 'should avoid', 'best avoided', 'poor', 'worst', 'drawback', 'downside', 'complain', 'unreliable', 'buggy', 'overpriced', 'scam', 'disappointing', 'not worth', 'privacy concern', 'security concern', 'steer clear', 'outdated', 'inaccurate',
  '不推荐', '不建议', '避免使用', '建议避免', '较差', '很差', '缺点', '差评', '问题较多', '不值得', '慎用', '槽点', '投诉', '不稳定', '太贵', '不靠谱', '隐私问题', '踩雷',
  '不推薦', '不建議', '避免使用', '較差', '缺點', '負評', '問題較多', '不穩定', '太貴', '不可靠', '隱私問題', '踩雷',
  'おすすめしません', 'お勧めしません', 'おすすめできません', '推奨しません', '避けた方', '避けるべき', '不満', '劣る', '欠点', '不安定', '評判が悪', '高すぎ', '問題が多', '微妙', '残念',
]

/** Immediately before a mention: the brand is the yardstick, not the answer ("alternatives to X"). */
export const competitorBefore = [
  'alternative to', 'alternatives to', 'compared to', 'compared with', 'unlike', 'instead of', 'rather than', 'than', 'versus', 'vs', 'vs.', 'competitor', 'competitors', 'rival', 'rivals', 'competes with', 'replacement for', 'switch from',
  '相比', '相较于', '相較於', '比起', '不同于', '不同於', '替代', '代替', '取代', '而不是', '竞品', '競品', '对手', '對手',
  '競合の', 'ライバルの', '競合する',
]

/** Immediately after a mention: "X 的替代品", "X と比べて", "Xより". */
export const competitorAfter = [
  "'s alternative", ' alternatives', ' competitor', ' competitors',
  '的替代', '的竞品', '的競品', '的平替', '相比', '相較', '相对', '的对手', '的對手', '的竞争对手', '的競爭對手',
  'の代わり', 'の代替', 'と比べ', 'と比較', 'より', 'に比べ', 'の競合', 'のライバル',
]

export const hasCue = (normalized: string, cues: readonly string[]) => cues.some((cue) => normalized.includes(cue))
