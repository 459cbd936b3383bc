import { env } from '../env'

/**
 * Links in the verification and password-reset mails point at the storefront's sign-in pages;
 * `returnTo` (set by the registration or reset request in req.context) travels along so the
 * visitor lands back where they started.
 */
const link = (path: string, token: string, returnTo: unknown) => {
  const url = new URL(path, env().SITE_URL)
  url.searchParams.set('token', token)
  if (typeof returnTo === 'string' && returnTo) url.searchParams.set('from', returnTo)
  return url.toString()
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

export function verificationMail(token: string, returnTo: unknown): string {
  const href = escape(link('/auth/verify', token, returnTo))
  return `<p>Welcome to AI Directory.</p><p>Confirm your email address to finish signing up:</p><p><a href="${href}">${href}</a></p>`
}

export function resetMail(token: string, returnTo: unknown): string {
  const href = escape(link('/auth/reset', token, returnTo))
  return `<p>Someone asked to reset the password of your AI Directory account.</p><p>Choose a new password here (the link works for one hour):</p><p><a href="${href}">${href}</a></p><p>If it was not you, ignore this mail.</p>`
}
