import { AppRankingPage, type AppRankingProps, appRankingMetadata } from '@/features/rankings/appRankingPage'

// Served from the full-route cache and regenerated at most every 60 s: rankings change only when a
// snapshot is published. The query (sort, pinned snapshot) arrives as a path segment (features/routing/listingQuery.ts).
export const dynamic = 'force-static'

/** SPEC §2 /best-ai-apps/ios(/{month}); its 404 rule lives in features/rankings/appRankingPage.tsx. */
export const generateMetadata = (props: AppRankingProps) => appRankingMetadata('ios', props)

export default function Page(props: AppRankingProps) {
  return AppRankingPage('ios', props)
}
