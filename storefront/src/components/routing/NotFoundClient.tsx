'use client'

import { localeFromPrefix, localeMeta } from '@aidir/cms/locales'
import { usePathname } from 'next/navigation'
import { useTranslation } from '@/i18n/client'
import { StatusPage } from './StatusPage'

/**
 * The not-found message of a record that does not exist (a product id, a model key…). Detail pages
 * render it themselves after their generateMetadata has called notFound(), which sets the 404
 * status: Next renders a page's own notFound() only in the browser (vercel/next.js#62228), so this
 * way the message is in the server HTML too. It is also the not-found boundary's content.
 * A client component on purpose: Next renders the not-found boundary into every page of its
 * segment, and a server boundary reading request headers would make every page dynamic. The
 * language and the path come from the URL instead.
 */
export function NotFoundClient() {
  const { t } = useTranslation('errors')
  const pathname = usePathname() ?? '/'
  const prefixed = localeFromPrefix(pathname.split('/')[1])
  const home = prefixed ? `/${localeMeta[prefixed].prefix}` : '/'
  const detail = t('notFound.validation', { fullPath: pathname })
  return (
    <>
      {/* React puts it in <head>: a page whose metadata gave way to notFound() has no title of its own. */}
      <title>{detail}</title>
      <StatusPage
        code={404}
        title={t('notFound.title')}
        hint={t('notFound.hint')}
        detail={detail}
        homeHref={home}
        homeLabel={t('home')}
      />
    </>
  )
}
