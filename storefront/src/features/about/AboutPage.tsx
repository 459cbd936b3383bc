import type { Locale } from '@aidir/cms/locales'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import articleStyles from '@/features/pages/Article.module.css'
import { legalValues } from '@/features/pages/LegalDocument'
import styles from '@/features/pages/Listing.module.css'
import { Prose } from '@/features/pages/Prose'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { ReportFactForm, type ReportFormTexts } from './ReportFactForm'

/** The sections in reading order; their texts are `pages.about.sections.<name>`. */
export const aboutSections = ['who', 'chosen', 'described', 'ranked', 'reviewed', 'paid', 'figures', 'report'] as const

const formKeys = ['page', 'pagePlaceholder', 'correction', 'correctionPlaceholder', 'source', 'sourcePlaceholder', 'email', 'submit', 'sending', 'thanks', 'another'] as const
const errorKeys = ['pageRequired', 'correctionTooShort', 'sourceInvalid', 'emailInvalid', 'validationFailed', 'tooMany', 'failed'] as const

/**
 * The about page (SPEC §2): who runs the directory, the editorial policy (choosing, describing,
 * ranking, reviewing; what a payment changes and never changes), where the figures come from, and
 * the form that reports a wrong fact to support. Contact details come from the site settings.
 */
export async function AboutPage({ locale }: { locale: Locale }) {
  const [t, values] = await Promise.all([getT(locale, 'pages'), legalValues(locale)])
  const texts = {
    ...Object.fromEntries(formKeys.map((k) => [k, t(`about.form.${k}`)])),
    errors: Object.fromEntries(errorKeys.map((k) => [k, t(`about.form.errors.${k}`)])),
  } as ReportFormTexts
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('about.title', values) }]} />
      <article className={articleStyles.article} data-testid="about-page">
        <header className={articleStyles.header}>
          <h1>{t('about.title', values)}</h1>
          <p className={articleStyles.lead}>{t('about.intro', values)}</p>
        </header>
        <nav aria-label={t('about.contents')}>
          <ol className={styles.tabs}>
            {aboutSections.map((s) => (
              <li key={s}>
                <a href={`#${s}`}>{t(`about.sections.${s}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {aboutSections.map((s) => (
          <section key={s} id={s} className={styles.section} aria-labelledby={`${s}-heading`}>
            <h2 id={`${s}-heading`}>{t(`about.sections.${s}.title`)}</h2>
            <Prose markdown={t(`about.sections.${s}.body`, { ...values, email: values.email || '—', hours: values.hours || '—' })} />
            {s === 'report' ? <ReportFactForm texts={texts} locale={locale} /> : null}
          </section>
        ))}
      </article>
    </>
  )
}
