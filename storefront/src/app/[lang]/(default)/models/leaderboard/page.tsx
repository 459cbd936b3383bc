import { BOOTSTRAP_ROUNDS, MIN_BOARD_VOTES, MIN_LANGUAGE_VOTES, MIN_MODEL_VOTES, type PublishedBoard } from '@aidir/cms/arena'
import { platformLabels, type PlatformId } from '@aidir/cms/llm'
import type { Metadata } from 'next'
import styles from '@/features/arena/arena.module.css'
import { publishedBoards, referenceRatings } from '@/features/arena/queries'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { formatDate, formatDecimal } from '@/lib/displayFormat'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'arena')
  return pageMetadata({ locale, path: routes.leaderboard(), title: t('board.title'), description: t('board.metaDescription') })
}

/**
 * The arena leaderboard: the current version of the overall board and of each language board
 * with enough votes, the method, and — until our own votes reach the published minimum — public
 * reference ratings beside ours (editors keep them in the CMS), labelled with their source and date.
 */
export default async function LeaderboardPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tm, boards, reference] = await Promise.all([getT(locale, 'arena'), getT(locale, 'models'), publishedBoards(), referenceRatings()])
  const overall = boards.find((b) => b.language === 'all')
  const languageBoards = boards.filter((b) => b.language !== 'all' && b.votes >= MIN_LANGUAGE_VOTES)
  const ownVotes = overall?.votes ?? 0
  const num = (n: number) => formatDecimal(locale, n)
  const dateOf = (iso: string) => formatDate(locale, iso) ?? iso

  const table = (board: PublishedBoard) => (
    <section key={board.id} aria-labelledby={`board-${board.language}`}>
      <h2 id={`board-${board.language}`}>{t(`board.language.${board.language}`)}</h2>
      <p className={styles.method}>{t('board.version', { id: board.id, votes: num(board.votes), date: dateOf(board.computedAt) })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.num}>{t('board.rank')}</th>
              <th>{t('board.model')}</th>
              <th className={styles.num}>{t('board.rating')}</th>
              <th className={styles.num}>{t('board.interval')}</th>
              <th className={styles.num}>{t('board.votes')}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={row.model}>
                <td className={styles.num}>{row.rank}</td>
                <td>
                  {row.label}
                  {row.provisional ? ` · ${t('board.provisional')}` : ''}
                </td>
                <td className={styles.num}>{Math.round(row.rating)}</td>
                <td className={styles.num}>
                  {Math.round(row.lower)}–{Math.round(row.upper)}
                </td>
                <td className={styles.num}>{num(row.votes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )

  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.models() }, { name: t('board.title'), path: routes.leaderboard() }]} />
      <header>
        <h1>{t('board.title')}</h1>
        <p>{t('board.intro')}</p>
        <p className={styles.links}>
          <a href={localePath(locale, routes.arena())}>{t('board.toArena')}</a>
        </p>
      </header>
      {overall ? table(overall) : <p>{t('board.empty')}</p>}
      {languageBoards.map(table)}
      {reference && ownVotes < MIN_BOARD_VOTES ? (
        <section aria-labelledby="reference">
          <h2 id="reference">{t('board.referenceTitle')}</h2>
          <p className={styles.method}>{t('board.referenceNote', { votes: num(ownVotes), min: num(MIN_BOARD_VOTES), source: reference.source.name, date: dateOf(reference.source.date) })}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('board.platform')}</th>
                  <th>{t('board.referenceModel')}</th>
                  <th className={styles.num}>{t('board.rating')}</th>
                  <th className={styles.num}>{t('board.votes')}</th>
                </tr>
              </thead>
              <tbody>
                {reference.ratings.map((r) => (
                  <tr key={r.platform}>
                    <td>{platformLabels[r.platform as PlatformId] ?? r.platform}</td>
                    <td>{r.model}</td>
                    <td className={styles.num}>{r.rating}</td>
                    <td className={styles.num}>{num(r.votes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.method}>
            <a href={reference.source.url} rel="nofollow noopener" target="_blank">
              {reference.source.name}
            </a>{' '}
            · <time dateTime={reference.source.date}>{dateOf(reference.source.date)}</time>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="method">
        <h2 id="method">{t('board.methodTitle')}</h2>
        <p className={styles.method}>{t('board.method', { rounds: num(BOOTSTRAP_ROUNDS), minVotes: num(MIN_MODEL_VOTES), minLanguage: num(MIN_LANGUAGE_VOTES) })}</p>
        <p className={styles.method}>{t('board.methodRules')}</p>
      </section>
    </div>
  )
}
