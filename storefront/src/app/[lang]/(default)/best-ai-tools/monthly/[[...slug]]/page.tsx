import { RankingPage, type RankingPageProps, rankingMetadata } from '@/features/rankings/rankingPage'

// Served from the full-route cache and regenerated at most every 60 s: rankings change only when a
// snapshot is published. The query (sort, pinned snapshot) arrives as a path segment (features/routing/listingQuery.ts).
export const dynamic = 'force-static'

/** SPEC §2: /best-ai-tools/monthly/{period}/{region|category|trend|new}… (grammar in features/rankings/slug.ts). */
export const generateMetadata = (props: RankingPageProps) => rankingMetadata('monthly', props)

export default function Page(props: RankingPageProps) {
  return RankingPage('monthly', props)
}
