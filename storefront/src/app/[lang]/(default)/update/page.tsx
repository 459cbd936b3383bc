import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { productToUpdate, updatePrice } from '@/features/updates/pageData'
import { UpdateFlow } from '@/features/updates/UpdateFlow'
import { UpdatesI18n } from '@/features/updates/UpdatesI18n'
import styles from '@/features/updates/updates.module.css'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

// Reads its query string (the tool to update): rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'updates')
  return pageMetadata({ locale, path: routes.update(), title: t('title'), description: t('intro') })
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /update (SPEC §1, §5): a paid update of a listed product. The tool (`?product=<key>`) and its
 * current values are read here on the server; the form is a client component that sends only what
 * changed and then goes to the payment page.
 */
export default async function UpdatePage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  const key = first(query.product)
  const [t, product, price] = await Promise.all([getT(locale, 'updates'), productToUpdate(key), updatePrice(locale)])
  const here = localePath(locale, product ? routes.update(product.key) : routes.update())
  return (
    <UpdatesI18n locale={locale} texts={resources[locale].updates}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.update() }]} />
      <header className={styles.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.introText}>{t('intro')}</p>
        {price ? <p className={styles.price}>{t('price', { price })}</p> : null}
      </header>
      <UpdateFlow
        key={product?.key ?? ''}
        locale={locale}
        product={product}
        price={price}
        submissionHref={localePath(locale, routes.submission())}
        payBase={localePath(locale, '/pay/')}
        here={here}
      />
      {key && !product ? (
        <p className={styles.error} data-testid="update-unknown-tool">
          {t('messages.tool')}
        </p>
      ) : null}
    </UpdatesI18n>
  )
}
