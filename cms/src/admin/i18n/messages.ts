/**
 * Admin texts that are not part of a config: field validation and delete messages, and the words of
 * the rankings view. English templates with {{name}} placeholders, shown through adminText().
 */
export const adminMessages = {
  httpUrl: 'Enter a full web address starting with https:// (or http://)',
  pathOrUrl: 'Enter a site path starting with / (e.g. /discover) or a full web address starting with https://',
  badRegex: 'Not a valid regular expression: {{error}}',
  pathStart: 'Start the path with /, e.g. /old-page',
  redirectTarget: 'A redirect needs the address to send visitors to',
  categoryInUse: 'This is the category of {{names}}{{more}}. Change or remove it there first.',
  screenshotInUse: 'This is a screenshot of {{names}}{{more}}. Change or remove it there first.',
  andMore: ' and {{count}} more',
  moneyAmount: 'Enter the price as a whole number of minor units (cents), 0 or more: 1999 for 19.99',
  moneyAmountScaled: 'Enter the price as a whole number, 0 or more, in 1/{{scale}} of a minor unit',
  moneyRequired: 'Enter a price',
  moneyCurrency: '“{{code}}” is not an ISO 4217 currency code (e.g. USD, CNY, EUR)',
  moneyCurrencyMissing: 'Choose the currency of this price (ISO 4217 code, e.g. USD)',
  relationTarget: 'This can only point at one of: {{targets}}',
  relationMissing: 'The record this points at does not exist',

  rankingsNav: 'Rankings recompute',
  rankingsTitle: 'Rankings',
  rankingsIntro:
    'Rankings are published on schedule (weekly on Wednesday, monthly on the 8th, quarterly on the 8th after the quarter). Recompute a period here after importing or correcting traffic data. A period that is already published stays as it is unless you choose “Replace”: the new version is published atomically and the old one stays readable for readers who are on it.',
  rankingsDenied: 'Only editors and admins can recompute rankings.',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  kind: 'Kind',
  latestPublished: 'Latest published',
  manualRun: 'Manual run',
  lastManualRun: 'Last manual run',
  computedAt: '{{period}} (computed {{when}})',
  pendingRunning: 'running {{period}}',
  pendingQueued: 'queued {{period}}',
  lastCompletePeriod: 'last complete period',
  withReplace: ', replace',
  none: 'none',
  periodKind: 'Period kind',
  periodField: 'Period (empty: the last complete one)',
  replaceField: 'Replace the published version (after a data correction)',
  queue: 'Queue recompute',
  queuing: 'Queuing…',
  queued: 'Queued (job {{job}}).',
  alreadyRunning: 'A recompute of this kind is already running (job {{job}}); nothing new was queued.',
  alreadyQueued: 'A recompute of this kind is already queued (job {{job}}); nothing new was queued.',
  failedStatus: 'Failed ({{status}})',
  requestError: 'Request error',
  runFailed: 'failed{{when}}{{period}}{{message}}',
  runState: '{{state}}{{when}}',
  runEmpty: 'completed{{when}}:{{period}} has no traffic data yet, nothing was published',
  runSkipped: 'completed{{when}}:{{period}} was already published and kept (tick “Replace” to publish a new version)',
  runPublished: 'published{{period}}{{when}} ({{rows}} rows{{replaced}})',
  runReplaced: ', replaced the previous version',
} as const

/** The messages in one language, as the server hands them to a client component. */
export type AdminMessages = Record<keyof typeof adminMessages, string>
