import type { Locale } from '@aidir/cms/locales'
import { SCENARIO_MAX } from '@aidir/cms/recommend'
import { getT } from '@/i18n'
import type { AskTexts } from './AskForm'
import type { HistoryTexts } from './HistoryPanel'
import type { PlanTexts } from './PlanView'

const priceTypes = ['free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source'] as const
const entities = ['products', 'mcp-servers', 'ai-models'] as const
const messageNames = ['empty', 'tooLong', 'script', 'validationFailed', 'loginFirst', 'noRecommendations', 'requestError', 'tooMany', 'unsafeText'] as const

/** The texts the plan, the form and the history need, in the page's language (client components get them as props). */
export async function recommendTexts(locale: Locale, kind: 'solutions' | 'assistant') {
  const t = await getT(locale, 'recommend')
  const plan: PlanTexts = {
    step: t('plan.step'), need: t('plan.need'), view: t('plan.view'), sandbox: t('plan.sandbox'), fallback: t('plan.fallback'), engine: t('plan.engine'),
    price: Object.fromEntries(priceTypes.map((p) => [p, t(`plan.price.${p}`)])),
    entity: Object.fromEntries(entities.map((e) => [e, t(`plan.entity.${e}`)])),
  }
  const examples = kind === 'assistant' ? ['a1', 'a2', 'a3', 'a4'].map((k) => t(`popular.assistantExamples.${k}`)) : ['s1', 's2', 's3', 's4', 's5', 's6'].map((k) => t(`popular.examples.${k}`))
  const ask: AskTexts = {
    label: kind === 'assistant' ? t('form.needLabel') : t('form.label'),
    placeholder: kind === 'assistant' ? t('form.needPlaceholder') : t('form.placeholder'),
    submit: t('form.submit'), sending: t('form.sending'), counter: t('form.counter'), examplesTitle: t('popular.examplesTitle'),
    results: t('assistant.results'),
    noResultTitle: t('noResult.title'), noResultBody: t('noResult.body'), close: t('noResult.close'),
    messages: Object.fromEntries(messageNames.map((m) => [m, t(`messages.${m}`, { max: SCENARIO_MAX })])),
    examples,
    plan,
  }
  const history: HistoryTexts = { title: t('history.title'), empty: t('history.empty'), signIn: t('history.signIn'), loading: t('history.loading'), failed: t('history.failed') }
  return { t, plan, ask, history }
}
