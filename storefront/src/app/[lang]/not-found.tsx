import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { NotFoundView } from '@/components/routing/NotFoundView'
import { notFoundRequest } from '@/features/routing/notFoundRequest'
import { getT } from '@/i18n'

/**
 * What a page's own notFound() shows (e.g. a product id that does not exist). Unknown paths do not
 * come here: the catch-all answers them with the server-rendered (default)/404 page, because Next
 * 16 does not server-render this boundary (vercel/next.js#62228). It sits at the [lang] level,
 * below the root layout only, so it brings the header and footer itself.
 */
export default async function NotFound() {
  const { locale, fullPath } = await notFoundRequest()
  const t = await getT(locale, 'errors')
  return (
    <>
      <title>{fullPath ? t('notFound.validation', { fullPath }) : t('notFound.title')}</title>
      <Header locale={locale} />
      <main id="main" className="page">
        <NotFoundView locale={locale} fullPath={fullPath} />
      </main>
      <Footer locale={locale} />
    </>
  )
}
