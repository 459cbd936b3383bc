import { AppRankingPage, type AppRankingProps, appRankingMetadata } from '@/features/rankings/appRankingPage'

/** SPEC §2 /best-ai-apps/android(/{month}); its 404 rule lives in features/rankings/appRankingPage.tsx. */
export const generateMetadata = (props: AppRankingProps) => appRankingMetadata('android', props)

export default function Page(props: AppRankingProps) {
  return AppRankingPage('android', props)
}
