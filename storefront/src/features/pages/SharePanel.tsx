import type { Locale } from '@aidir/cms/locales'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { CopyButton } from '@/components/copy/CopyButton'
import styles from './SharePanel.module.css'
import { shareLinks } from './shareLinks'

/** The short link of a product with "copy link" and share buttons for X, Facebook, LinkedIn, Weibo and email. */
export async function SharePanel({ locale, product }: { locale: Locale; product: Card }) {
  const t = await getT(locale, 'pages')
  const shortUrl = absoluteUrl(localePath(locale, routes.shortLink(product.id)))
  const text = product.tagline ? `${product.name}: ${product.tagline}` : product.name
  return (
    <section className={styles.panel} aria-labelledby="share-link-heading">
      <h2 id="share-link-heading">{t('share.shortLink')}</h2>
      <p className={styles.url}>
        <a href={shortUrl} data-testid="short-link">
          {shortUrl}
        </a>
      </p>
      <CopyButton text={shortUrl} labels={{ copy: t('share.copy'), copied: t('copy.success'), failed: t('copy.failed') }} />
      <h2>{t('share.shareOn')}</h2>
      <ul className={styles.targets} data-testid="share-links">
        {shareLinks({ url: shortUrl, title: product.name, text }).map((link) => (
          <li key={link.target}>
            <a
              href={link.href}
              data-share={link.target}
              {...(link.target === 'email' ? {} : { target: '_blank', rel: 'noopener nofollow' })}
            >
              {t(`share.target.${link.target}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
