'use client'

import { localeFromPrefix, localeMeta } from '@aidir/cms/locales'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { useTranslation } from '@/i18n/client'
import { StatusPage } from '@/components/routing/StatusPage'

/**
 * Any other error of a page (SPEC §2): the status code, the message or the default text, a hint and
 * the way home. Errors thrown on the server reach the browser without their message in production
 * (only a digest), so those show the default text; a status carried by the error is shown, else 500.
 */
type PageError = Error & { digest?: string; status?: number; statusCode?: number }

function statusOf(error: PageError): number {
  const status = error.statusCode ?? error.status
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500
}

export default function PageErrorView({ error, reset }: { error: PageError; reset: () => void }) {
  const { t } = useTranslation('errors')
  const pathname = usePathname() ?? '/'
  const prefix = localeFromPrefix(pathname.split('/')[1])
  const home = prefix ? `/${localeMeta[prefix].prefix}` : '/'
  const message = !error.digest && error.message ? error.message : undefined

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <main id="main" className="page">
      <StatusPage code={statusOf(error)} title={message ?? t('error.title')} hint={t('error.hint')} homeHref={home} homeLabel={t('home')}>
        <button type="button" onClick={reset}>
          {t('error.retry')}
        </button>
      </StatusPage>
    </main>
  )
}
