import { RankingPage, type RankingPageProps, rankingMetadata } from '@/features/rankings/rankingPage'

/** SPEC §2: /best-ai-tools/weekly/{period}/{region|category|trend|new}… (grammar in features/rankings/slug.ts). */
export const generateMetadata = (props: RankingPageProps) => rankingMetadata('weekly', props)

export default function Page(props: RankingPageProps) {
  return RankingPage('weekly', props)
}
