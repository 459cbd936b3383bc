import { env } from '@aidir/cms'
import { GOOGLE_STATE_COOKIE, openState } from '@aidir/cms/accounts'
import { readCookie } from '@/features/account/server/googleSettings'
import { requestNonce } from '@/features/security/pageHeaders'

/**
 * Where Google sends the popup back: the state is checked against the pending sign-in cookie, then
 * the page hands the code to the window that opened it (same origin only) and closes itself. The
 * code is exchanged by POST /api/account/login (loginType 2).
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const pending = await openState(readCookie(request, GOOGLE_STATE_COOKIE), env().PAYLOAD_SECRET)
  const code = url.searchParams.get('code')
  const providerError = url.searchParams.get('error')
  const message =
    providerError !== null
      ? { type: 'GOOGLE_LOGIN', error: providerError.slice(0, 100) }
      : !pending || pending.state !== url.searchParams.get('state')
        ? { type: 'GOOGLE_LOGIN', error: 'state mismatch' }
        : !code
          ? { type: 'GOOGLE_LOGIN', error: 'no code' }
          : { type: 'GOOGLE_LOGIN', code: code.slice(0, 2000) }
  // JSON inside a script: escape "<" so no value can close the script element.
  const data = JSON.stringify(message).replace(/</g, '\\u003c')
  // The proxy's policy for this page allows scripts by its nonce only (features/security/pageHeaders.ts).
  const nonce = requestNonce(request.headers)
  const html = `<!doctype html><meta charset="utf-8"><title>Google</title><script${nonce ? ` nonce="${nonce}"` : ''}>
if (window.opener) window.opener.postMessage(${data}, location.origin);
window.close();
</script>`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
}
