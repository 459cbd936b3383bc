import type React from 'react'
import { GeoFooter } from '@/features/geo/GeoFooter'
import { Header } from '@/components/shell/Header'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { resolveLocale } from '@/lib/locale'

/** SPEC layout "geofooter" (/geo, /tools/geo, /tools/geo/{historyId}, /tools/trackers, /tools/trackers/{id}): the header, content, the GEO footer. */
export default async function GeoFooterLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <>
      <Header locale={locale} />
      <main id="main" className="page">
        <QueryProvider>{children}</QueryProvider>
      </main>
      <GeoFooter locale={locale} />
    </>
  )
}
