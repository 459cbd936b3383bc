import type { Locale } from '@aidir/cms/locales'
import type React from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import styles from './SignInShell.module.css'

/**
 * The sign-in pages (sign in, verify, reset, /login) inside the site: its header (logo, way home,
 * menu, language) and footer, as on every other page. Inside the China edition's login frame
 * (`framed`) the page stands alone: the site around it is the page that opened the frame.
 */
export function SignInShell({ locale, framed = false, children }: { locale: Locale; framed?: boolean; children: React.ReactNode }) {
  if (framed) {
    return (
      <main id="main" className={styles.framed}>
        {children}
      </main>
    )
  }
  return (
    <>
      <Header locale={locale} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer locale={locale} />
    </>
  )
}
