'use client'

import { localeFromPrefix, localeMeta } from '@aidir/cms/locales'
import { usePathname } from 'next/navigation'
import { useTranslation } from '@/i18n/client'
import { StatusPage } from './StatusPage'

/**
 * The not-found message when a page calls notFound() (e.g. a product id that does not exist).
 * A client component on purpose: Next renders the not-found boundary into every page of its
 * segment, and a server boundary reading request headers would make every page dynamic. The
 * language and the path come from the URL instead.
 */
export function NotFoundClient() {
  const { t } = useTranslation('errors')
  const pathname = usePathname() ?? '/'
  const prefixed = localeFromPrefix(pathname.split('/')[1])
  const home = prefixed ? `/${localeMeta[prefixed].prefix}` : '/'
  return (
    <StatusPage
      code={404}
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      detail={t('notFound.validation', { fullPath: pathname })}
      homeHref={home}
      homeLabel={t('home')}
    />
  )
}
