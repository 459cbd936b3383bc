import type { Locale } from '@aidir/cms/locales'
import { getNavMenu } from '@/features/navigation/navMenu'
import { HeaderSearch } from '@/features/navigation/HeaderSearch'
import { LanguageSelector } from '@/features/navigation/LanguageSelector'
import { toMenuEntries } from '@/features/navigation/menuEntries'
import { MobileMenu } from '@/features/navigation/MobileMenu'
import { SiteNav } from '@/features/navigation/SiteNav'
import { UserMenu } from '@/features/account/client/UserMenu'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { defaultLocale, localePath, siteVariant } from '@/lib/site'
import styles from './Header.module.css'
import { ThemeToggle } from './ThemeToggle'

/** The site header: brand, search, language, colour mode, account, and the CMS menu of this edition. */
export async function Header({ locale }: { locale: Locale }) {
  const [t, menu] = await Promise.all([getT(locale), getNavMenu(locale, siteVariant())])
  const fallback = defaultLocale()
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className={styles.bar}>
        {/* A plain link: RouteGuard navigates it on the client, without next/link's code in the first load. */}
        <a className={styles.brand} href={localePath(locale, routes.home())} data-testid="site-name">
          {t('site.name')}
        </a>
        <HeaderSearch locale={locale} defaultLocale={fallback} />
        <div className={styles.language}>
          <LanguageSelector locale={locale} defaultLocale={fallback} />
        </div>
        <div className={styles.theme}>
          <ThemeToggle />
        </div>
        <div className={styles.user}>
          <UserMenu />
        </div>
        <MobileMenu navId="site-nav">
          <SiteNav menu={toMenuEntries(menu)} />
        </MobileMenu>
      </div>
    </header>
  )
}
