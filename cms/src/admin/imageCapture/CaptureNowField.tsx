import type { UIFieldServerProps } from 'payload'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { CaptureNowButton } from './CaptureNowButton'

/** The "capture now" button in a record's Image sources, shown to editors; texts translated here. */
export function CaptureNowField({ req, id, collectionSlug }: UIFieldServerProps) {
  const role = (req?.user as { role?: string } | null | undefined)?.role
  if (role !== 'editor' && role !== 'admin') return null
  const language = req?.i18n?.language
  const t = (english: string) => adminText(english, language)
  return (
    <CaptureNowButton
      collection={collectionSlug}
      id={id == null ? undefined : Number(id)}
      texts={{ button: t(m.captureNow), queued: t(m.captureQueued), pending: t(m.captureAlreadyQueued), saveFirst: t(m.captureSaveFirst), editorKept: t(m.captureEditorKept), failed: t(m.failedStatus), requestError: t(m.requestError) }}
    />
  )
}
