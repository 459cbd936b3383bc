import type { Metadata } from 'next'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { FavoritesList } from '@/features/favorites/FavoritesList'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'

/** SPEC §2 /favorites: the signed-in user's favourite products, models and MCP servers. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return privatePageMetadata(locale, (await getT(locale, 'account'))('favorites.title'))
}

export default async function FavoritesPage({ params }: { params: Promise<{ lang: string }> }) {
  const t = await getT(await resolveLocale(params), 'account')
  return (
    <>
      <h1>{t('favorites.title')}</h1>
      <QueryProvider>
        <FavoritesList />
      </QueryProvider>
    </>
  )
}
