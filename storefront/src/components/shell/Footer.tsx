import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getT(locale)
  return (
    <footer className="site-footer">
      <p>
        © {new Date().getFullYear()} {t('site.name')}
      </p>
    </footer>
  )
}
