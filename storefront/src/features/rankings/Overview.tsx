import type { Board } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { edition, localePath } from '@/lib/site'
import { EstimateNote } from './EstimateNote'
import { findSnapshot, snapshotRows } from './queries'
import { RankingTable } from './RankingTable'
import { type Kind, kinds, rankingPath } from './slug'
import styles from './rankings.module.css'

type Card = { id: string; kind: Kind; board: Board; title: string; href: string }

/** /best-ai-tools: the top of every board, each linking to its full ranking. */
export async function Overview({ locale }: { locale: Locale }) {
  const t = await getT(locale, 'rankings')
  const cards: Card[] = [
    ...(Object.keys(kinds) as Kind[]).map((kind) => ({ id: `${kind}-traffic`, kind, board: 'traffic' as const, title: t(`kindTitle.${kind}`), href: localePath(locale, rankingPath(kind, { board: 'traffic', scope: 'global' })) })),
    { id: 'monthly-trend', kind: 'monthly', board: 'trend', title: t('board.trend'), href: localePath(locale, rankingPath('monthly', { board: 'trend', scope: 'global' })) },
    { id: 'monthly-new', kind: 'monthly', board: 'new', title: t('board.new'), href: localePath(locale, rankingPath('monthly', { board: 'new', scope: 'global' })) },
    { id: 'android', kind: 'monthly', board: 'android', title: t('board.android'), href: localePath(locale, routes.appRanking('android')) },
    // SPEC §2: the iOS page exists only in the China edition.
    ...(edition() === 'cn' ? [{ id: 'ios', kind: 'monthly' as const, board: 'ios' as const, title: t('board.ios'), href: localePath(locale, routes.appRanking('ios')) }] : []),
  ]
  const filled = await Promise.all(
    cards.map(async (card) => {
      const snapshot = await findSnapshot(kinds[card.kind], card.board, 'global', null)
      return { card, snapshot, rows: snapshot ? await snapshotRows(snapshot.id, locale, 10) : [] }
    }),
  )
  return (
    <div className={styles.grid} data-testid="ranking-overview">
      {filled.map(({ card, snapshot, rows }) => (
        <section key={card.id} className={styles.card} aria-labelledby={`board-${card.id}`} data-board-card={card.id}>
          <h2 id={`board-${card.id}`}>{card.title}</h2>
          {snapshot ? (
            <>
              <EstimateNote snapshot={snapshot} t={t} locale={locale} />
              <RankingTable rows={rows} locale={locale} caption={card.title} sort={{ key: 'rank', dir: 'asc' }} path={card.href} metric={snapshot.metric} compact />
              <a href={card.href}>{t('overview.viewAll')}</a>
            </>
          ) : (
            <p className={styles.note}>{t('empty')}</p>
          )}
        </section>
      ))}
    </div>
  )
}
