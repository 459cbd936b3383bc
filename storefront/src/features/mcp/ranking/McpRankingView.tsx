import type { Locale } from '@aidir/cms/locales'
import {
  COPY_AS_VIEWS,
  GOOD_DESCRIPTION_CHARS,
  MAINTENANCE_FULL_DAYS,
  MAINTENANCE_ZERO_DAYS,
  POPULAR_WEIGHTS,
  QUALITY_WEIGHTS,
  TRENDING_DAMPING,
  TRENDING_WEIGHTS,
} from '@aidir/cms/mcpRankings'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { formatDate, formatDecimal } from '@/lib/displayFormat'
import { formatCompact } from '@/lib/format'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { type McpRankingSlug, mcpRankingSlugs } from './boards'
import type { McpRankingBoard } from './rankingData'
import styles from './ranking.module.css'

const pct = (w: number) => `${Math.round(w * 100)} %`

/** One MCP ranking board: the board switcher, the table, and how the board is computed. */
export async function McpRankingView({ locale, slug, board }: { locale: Locale; slug: McpRankingSlug; board: McpRankingBoard }) {
  const [t, tm] = await Promise.all([getT(locale, 'mcpRanking'), getT(locale, 'mcp')])
  const trending = slug === 'trending-7d' || slug === 'trending-30d'
  const days = slug === 'trending-7d' ? 7 : 30
  return (
    <div data-testid="mcp-ranking" data-board={slug}>
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.mcpServers() }, { name: t('title') }]} />
      <header>
        <h1>{t(`heading.${slug}`)}</h1>
        <p>{t(`intro.${slug}`)}</p>
      </header>
      <nav aria-label={t('boards')}>
        <ul className={styles.tabs}>
          {mcpRankingSlugs.map((s) => (
            <li key={s}>
              <a className={styles.tab} href={localePath(locale, routes.mcpRanking(s))} aria-current={s === slug ? 'page' : undefined} data-board={s}>
                {t(`board.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {board.computedAt ? (
        <p className={styles.meta} data-testid="mcp-ranking-meta">
          {t('computed', { date: formatDate(locale, board.computedAt), count: board.servers })}
        </p>
      ) : null}
      {board.entries.length === 0 ? (
        <p className={styles.empty} data-testid="mcp-ranking-empty">
          {!board.computedAt
            ? t('empty.notComputed')
            : trending
              ? board.historySince
                ? t('empty.trending', { days, since: formatDate(locale, board.historySince) })
                : t('empty.noHistory', { days })
              : slug === 'popular'
                ? t('empty.noPopular')
                : t('empty.none')}
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-label={t(`board.${slug}`)} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('column.server')}</th>
                <th scope="col">{t('column.score')}</th>
                {trending ? (
                  <>
                    <th scope="col">{t('column.downloadsGrowth')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.starsGrowth')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.attentionGrowth')}</th>
                  </>
                ) : slug === 'top-rated' ? (
                  <>
                    <th scope="col">{t('column.toolDocs')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.maintenance')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.liveness')}</th>
                  </>
                ) : (
                  <>
                    <th scope="col">{t('column.downloads')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.stars')}</th>
                    <th scope="col" className={styles.hideSmall}>{t('column.views')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {board.entries.map((e) => {
                const part = (k: string) => (e.parts[k] === undefined ? '—' : `${formatDecimal(locale, e.parts[k]! * 100)} %`)
                const growth = (k: string) => (e.parts[k] === undefined ? '—' : `${e.parts[k]! >= 0 ? '+' : ''}${formatDecimal(locale, e.parts[k]! * 100)} %`)
                return (
                  <tr key={e.server.key} data-server={e.server.key}>
                    <td>{e.rank}</td>
                    <td className={styles.server}>
                      <a href={localePath(locale, routes.mcpServer(e.server.key))}>{e.server.title}</a>
                      {e.server.official ? <span className={styles.official}>{tm('official')}</span> : null}
                      <p className={styles.summary}>{e.server.description}</p>
                    </td>
                    <td>{formatDecimal(locale, e.score)}</td>
                    {trending ? (
                      <>
                        <td>{growth('downloads')}</td>
                        <td className={styles.hideSmall}>{growth('stars')}</td>
                        <td className={styles.hideSmall}>{growth('attention')}</td>
                      </>
                    ) : slug === 'top-rated' ? (
                      <>
                        <td>{part('toolDocs')}</td>
                        <td className={styles.hideSmall}>{part('maintenance')}</td>
                        <td className={styles.hideSmall}>{part('liveness')}</td>
                      </>
                    ) : (
                      <>
                        <td>{e.server.downloads == null ? '—' : formatCompact(e.server.downloads)}</td>
                        <td className={styles.hideSmall}>{e.server.stars == null ? '—' : formatCompact(e.server.stars)}</td>
                        <td className={styles.hideSmall}>{formatCompact(e.server.views)}</td>
                      </>
                    )}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <section className={styles.formula} data-testid="mcp-ranking-formula">
        <h2>{t('formula.title')}</h2>
        {trending ? (
          <>
            <p>{t('formula.trending', { days })}</p>
            <p>
              <code>
                100 × ({TRENDING_WEIGHTS.downloads} × g(downloads, {TRENDING_DAMPING.downloads}) + {TRENDING_WEIGHTS.stars} × g(stars, {TRENDING_DAMPING.stars}) + {TRENDING_WEIGHTS.attention} × g(views + {COPY_AS_VIEWS} × copies, {TRENDING_DAMPING.attention}))
              </code>
            </p>
            <p>{t('formula.growth')}</p>
          </>
        ) : slug === 'top-rated' ? (
          <>
            <p>{t('formula.topRated')}</p>
            <ul>
              <li>{t('formula.toolDocs', { weight: pct(QUALITY_WEIGHTS.toolDocs), chars: GOOD_DESCRIPTION_CHARS })}</li>
              <li>{t('formula.liveness', { weight: pct(QUALITY_WEIGHTS.liveness) })}</li>
              <li>{t('formula.maintenance', { weight: pct(QUALITY_WEIGHTS.maintenance), full: MAINTENANCE_FULL_DAYS, zero: MAINTENANCE_ZERO_DAYS })}</li>
              <li>{t('formula.official', { weight: pct(QUALITY_WEIGHTS.official) })}</li>
              <li>{t('formula.popularity', { weight: pct(QUALITY_WEIGHTS.popularity) })}</li>
            </ul>
            <p>{t('formula.unknown')}</p>
          </>
        ) : (
          <>
            <p>{t('formula.popular')}</p>
            <p>
              <code>
                100 × ({POPULAR_WEIGHTS.downloads} × L(downloads) + {POPULAR_WEIGHTS.stars} × L(stars) + {POPULAR_WEIGHTS.views} × L(views) + {POPULAR_WEIGHTS.copies} × L(copies))
              </code>
            </p>
            <p>{t('formula.log')}</p>
          </>
        )}
        <p>{t('formula.sources')}</p>
      </section>
    </div>
  )
}
