import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import articleStyles from './Article.module.css'
import styles from './Listing.module.css'
import { Prose } from './Prose'
import { findSupportContact } from './siteSettings'

/** The two legal documents and their sections, in reading order; the texts live in the `pages` namespace. */
export const legalDocuments = {
  agreement: { path: routes.agreement, other: 'privacy', sections: ['service', 'accounts', 'paid', 'payments', 'content', 'liability', 'changes', 'contact'] },
  privacy: { path: routes.privacy, other: 'agreement', sections: ['collect', 'cookies', 'use', 'sharing', 'retention', 'rights', 'contact'] },
} as const
export type LegalDocumentName = keyof typeof legalDocuments

/** Values the legal texts mention, read from the site-settings global so they match the rest of the site. */
export async function legalValues(locale: Locale) {
  const [contact, tc] = await Promise.all([findSupportContact(locale), getT(locale)])
  return { siteName: contact.siteName ?? tc('site.name'), email: contact.email ?? '', hours: contact.supportHours ?? '' }
}

/** A legal document: title, introduction, table of contents, numbered sections, contact line. */
export async function LegalDocument({ locale, name }: { locale: Locale; name: LegalDocumentName }) {
  const [t, values] = await Promise.all([getT(locale, 'pages'), legalValues(locale)])
  const doc = legalDocuments[name]
  return (
    <article className={articleStyles.article} data-testid={`legal-${name}`}>
      <header className={articleStyles.header}>
        <h1>{t(`${name}.title`)}</h1>
        <p className={articleStyles.lead}>{t(`${name}.intro`, values)}</p>
      </header>
      <nav aria-label={t('legal.contents')}>
        <ol className={styles.tabs}>
          {doc.sections.map((s) => (
            <li key={s}>
              <a href={`#${s}`}>{t(`${name}.sections.${s}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s} id={s} className={styles.section} aria-labelledby={`${s}-heading`}>
          <h2 id={`${s}-heading`}>{t(`${name}.sections.${s}.title`)}</h2>
          <Prose markdown={t(`${name}.sections.${s}.body`, values)} />
        </section>
      ))}
      <footer className={articleStyles.footer}>
        {values.email ? <p>{t('legal.contact', values)}</p> : null}
        <p>
          <a href={localePath(locale, legalDocuments[doc.other].path())}>{t(`${doc.other}.title`)}</a>
        </p>
      </footer>
    </article>
  )
}
