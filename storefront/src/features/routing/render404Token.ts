import { derivedToken, sameToken } from '@aidir/cms/lib'

/**
 * The value of RENDER_404_HEADER and PATH_PROOF_HEADER: the catch-all and proxy.ts prove to each
 * other that a header came from them, not from a visitor, so a client that reaches Next directly
 * cannot make the 404 page name a path of its choosing.
 */
let token: string | undefined

export function render404Token(): string {
  token ??= derivedToken(process.env.PAYLOAD_SECRET ?? '', 'storefront.render-404')
  return token
}

export const isRender404Token = (value: string | null) => sameToken(value, render404Token())
