import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { StatusPage } from './StatusPage'

/**
 * The not-found message of SPEC §2/§8 in the page's language: "the page does not exist", a hint,
 * the requested path (`Page Not Found: {fullPath}`, SPEC §5) and the way home.
 */
export async function NotFoundView({ locale, fullPath }: { locale: Locale; fullPath: string }) {
  const t = await getT(locale, 'errors')
  return (
    <StatusPage
      code={404}
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      detail={fullPath ? t('notFound.validation', { fullPath }) : undefined}
      homeHref={localePath(locale, routes.home())}
      homeLabel={t('home')}
    />
  )
}
