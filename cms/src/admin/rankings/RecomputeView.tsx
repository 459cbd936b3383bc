import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { isEditor } from '../../access/roles'
import { poolOf } from '../../db/pool'
import { recomputeStatus } from './recompute'
import { adminText } from '../i18n/dictionary'
import { type AdminMessages, adminMessages as m } from '../i18n/messages'
import { RecomputeForm } from './RecomputeForm'

/**
 * /admin/rankings: the manual recompute. Shows, per period kind, the latest published period and
 * the manual run queued, running or last finished; the form posts to `/api/rankings/recompute`,
 * which checks the role again (this page is only the way to it, not the guard).
 */
export async function RecomputeView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  // Custom admin views are public unless they say otherwise: send visitors to the sign-in page.
  if (!user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/rankings`)}`)
  const allowed = isEditor(user)
  const language = req.i18n.language
  // Translated here, so the form does not carry the dictionaries to the browser.
  const texts = Object.fromEntries(Object.entries(m).map(([key, english]) => [key, adminText(english, language)])) as AdminMessages
  const status = allowed ? await recomputeStatus(poolOf(req.payload)) : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{adminText(m.rankingsTitle, language)}</h1>
        {allowed ? (
          <>
            <p>{adminText(m.rankingsIntro, language)}</p>
            <RecomputeForm initial={status} texts={texts} />
          </>
        ) : (
          <p data-testid="rankings-denied">{adminText(m.rankingsDenied, language)}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
