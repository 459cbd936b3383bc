import { arenaMessages, DAILY_VOTES_PER_USER, MAX_PROMPT_CHARS, MIN_PROMPT_CHARS } from '@aidir/cms/arena'
import type { Metadata } from 'next'
import { ArenaBattle } from '@/features/arena/ArenaBattle'
import styles from '@/features/arena/arena.module.css'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'arena')
  return pageMetadata({ locale, path: routes.arena(), title: t('arena.title'), description: t('arena.metaDescription') })
}

/** The blind arena: the page is static; the battle itself is one client component talking to /api/arena. */
export default async function ArenaPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tm] = await Promise.all([getT(locale, 'arena'), getT(locale, 'models')])
  const messages = Object.fromEntries(Object.entries(arenaMessages).map(([key, english]) => [english, t(`messages.${key}`, { min: MIN_PROMPT_CHARS, max: MAX_PROMPT_CHARS })]))
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.models() }, { name: t('arena.title'), path: routes.arena() }]} />
      <header>
        <h1>{t('arena.title')}</h1>
        <p>{t('arena.intro')}</p>
        <p className={styles.method}>{t('arena.rules', { min: MIN_PROMPT_CHARS, max: MAX_PROMPT_CHARS, cap: DAILY_VOTES_PER_USER })}</p>
        <p className={styles.links}>
          <a href={localePath(locale, routes.leaderboard())}>{t('arena.toLeaderboard')}</a>
        </p>
      </header>
      <ArenaBattle
        signInHref={localePath(locale, routes.signIn(localePath(locale, routes.arena())))}
        maxChars={MAX_PROMPT_CHARS}
        texts={{
          promptLabel: t('arena.promptLabel'),
          placeholder: t('arena.placeholder'),
          start: t('arena.start'),
          again: t('arena.again'),
          modelA: t('arena.modelA'),
          modelB: t('arena.modelB'),
          waiting: t('arena.waiting'),
          voteHint: t('arena.voteHint'),
          votes: { a: t('arena.votes.a'), b: t('arena.votes.b'), tie: t('arena.votes.tie'), bad: t('arena.votes.bad') },
          revealed: t('arena.revealed'),
          yourVote: t('arena.yourVote', { vote: '{{vote}}' }),
          sandbox: t('arena.sandbox'),
          sandboxVote: t('arena.sandboxVote'),
          voided: t('arena.voided'),
          signIn: t('arena.signIn'),
          signInLink: t('arena.signInLink'),
          counter: t('arena.counter', { count: '{{count}}', max: '{{max}}' }),
          messages,
          fallbackError: t('messages.requestError'),
        }}
      />
    </div>
  )
}
