'use client'

import { useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { toast } from '@/components/shell/toast'
import { apiRequest } from '@/features/session/client'
import { type UserInfo, userStore } from '@/features/session/userStore'
import styles from './UserCentre.module.css'

/** The profile: email (fixed) and the name shown in the header. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account')
  const [busy, setBusy] = useState(false)
  return (
    <form
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault()
        const name = String(new FormData(e.currentTarget).get('name') ?? '')
        // Spaces pass the browser's `required`; the server would refuse them in English.
        if (!name.trim()) return toast({ message: t('errors.nameRequired'), type: 'error' })
        setBusy(true)
        const result = await apiRequest<UserInfo>('/api/user/updateUserData', { method: 'POST', body: { name } })
        setBusy(false)
        if (result.code === 0 && result.data) {
          userStore.setUserInfo(result.data)
          toast({ message: t('centre.saved'), type: 'success' })
        } else toast({ message: result.message || t('errors.generic'), type: 'error' })
      }}
    >
      <label className={styles.field}>
        <span>{t('auth.email')}</span>
        <input value={user.email} readOnly />
      </label>
      <label className={styles.field}>
        <span>{t('centre.name')}</span>
        <input name="name" defaultValue={user.name ?? ''} required maxLength={60} />
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('centre.save')}
      </button>
    </form>
  )
}
