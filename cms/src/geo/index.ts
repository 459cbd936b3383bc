/** GEO detection and scoring: pure functions over answers, shared by the tasks worker and the storefront. */
export { detectBrand, type AnswerStatus, type Detection, type Mention, type MentionKind } from './detect'
export { verdictOf, VERDICT_RULE, type Verdict } from './verdict'
export { normalizeText, findSpans, termPattern } from './normalize'
export { splitSentences } from './sentences'
export * from './trackerScore'
export { GEO_LIMITS, HIT_TERM_PATTERN } from './limits'
export { geoCheckInput, geoCheckMessages, type GeoCheckInput } from './checkInput'
