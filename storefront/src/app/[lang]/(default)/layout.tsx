import type React from 'react'
import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { resolveLocale } from '@/lib/locale'

/** SPEC layout "default": header, content, footer. */
export default async function DefaultLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <>
      <Header locale={locale} />
      <main id="main" className="page">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  )
}
