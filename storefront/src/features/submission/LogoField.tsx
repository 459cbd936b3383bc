'use client'

import { LOGO_MAX_BYTES, rasterTypes, uploadMessages } from '@aidir/cms/uploads'
import { useState } from 'react'
import { apiRequest } from '@/features/session/client'
import { messageKey } from './messages'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

export type UploadedLogo = { id: number; url: string | null; thumbnailUrl: string | null }

/**
 * The optional logo: uploaded as soon as it is chosen (PNG, JPEG or WebP up to 2 MB, checked here
 * and again by the server, which also reads the file's signature), then named by the order.
 */
export function LogoField({ logo, onChange, error, onError }: { logo: UploadedLogo | null; onChange: (logo: UploadedLogo | null) => void; error: string | undefined; onError: (message: string | null) => void }) {
  const t = useSubmissionT()
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File | undefined) => {
    if (!file) return
    onError(null)
    if (!(rasterTypes as readonly string[]).includes(file.type)) return onError(t(messageKey(uploadMessages.type)))
    if (file.size > LOGO_MAX_BYTES) return onError(t(messageKey(uploadMessages.size)))
    const form = new FormData()
    form.append('file', file)
    setUploading(true)
    const answer = await apiRequest<UploadedLogo>('/api/uploads/logo', { method: 'POST', body: form })
    setUploading(false)
    if (answer.code === 0 && answer.data) onChange(answer.data)
    else onError(t(messageKey(answer.message)))
  }

  return (
    <div className={styles.field}>
      <label htmlFor="submission-logo">
        <span className={styles.label}>{t('form.logo')}</span> <small>({t('form.optional')})</small>
      </label>
      {logo ? (
        <div className={styles.logoRow}>
          {(logo.thumbnailUrl ?? logo.url) && <img src={logo.thumbnailUrl ?? logo.url ?? ''} alt="" width={64} height={64} className={styles.logoPreview} data-testid="logo-preview" />}
          <button type="button" className={styles.secondary} onClick={() => onChange(null)}>
            {t('form.logoRemove')}
          </button>
        </div>
      ) : (
        <input
          id="submission-logo"
          name="logo"
          type="file"
          accept={rasterTypes.join(',')}
          disabled={uploading}
          onChange={(e) => void upload(e.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'error-logo' : undefined}
        />
      )}
      <small className={styles.hint}>{uploading ? t('form.logoUploading') : t('form.logoHint')}</small>
      {error && (
        <span className={styles.error} id="error-logo" data-testid="error-logo">
          {error}
        </span>
      )}
    </div>
  )
}
