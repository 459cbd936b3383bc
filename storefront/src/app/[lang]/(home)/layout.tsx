import type React from 'react'
import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { resolveLocale } from '@/lib/locale'

/** SPEC layout "home": the header over a full-width hero, then the footer. */
export default async function HomeLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <>
      <Header locale={locale} />
      <main id="main" className="home">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  )
}
