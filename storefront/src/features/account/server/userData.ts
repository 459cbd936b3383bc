import type { SignedInUser } from '@aidir/cms/accounts'

/** What /api/user/getUserData answers: the caller's own public profile, never hashes or sessions. */
export function toUserData(user: SignedInUser, points: number) {
  const u = user as SignedInUser & { name?: string | null; preferredLocale?: string | null; role?: string; createdAt?: string }
  return {
    id: u.id,
    email: u.email ?? '',
    name: u.name ?? null,
    nickName: u.name || (u.email ?? '').split('@')[0] || '',
    avatar: null,
    role: u.role ?? 'customer',
    preferredLocale: u.preferredLocale ?? null,
    createdAt: u.createdAt ?? null,
    points,
  }
}
