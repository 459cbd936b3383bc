import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'

/** The site header: brand link home. The navigation, search and language selector hang here. */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getT(locale)
  return (
    <header className="site-header">
      <a className="brand" href={localePath(locale, '/')}>
        {t('site.name')}
      </a>
    </header>
  )
}
