import { localeMeta } from '@aidir/cms/locales'
import { notFound } from 'next/navigation'
import type React from 'react'
import { localeOfPrefix } from '@/lib/site'
import '../globals.css'

export default async function LangLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const locale = localeOfPrefix((await params).lang)
  if (!locale) notFound()
  return (
    <html lang={localeMeta[locale].hreflang}>
      <body>{children}</body>
    </html>
  )
}
