/**
 * Inside the China edition's login dialog the sign-in page talks to the page around it (SPEC §4):
 * SUCCESS_LOGIN with the ticket, CLOSE_LOGIN. Messages go only to the origin of the (server-checked)
 * return address, never to '*', since the ticket is a credential.
 */
export const inFrame = () => typeof window !== 'undefined' && window.parent !== window

export function postToParent(message: { type: 'SUCCESS_LOGIN' | 'CLOSE_LOGIN' | 'REPEAT_LOGIN'; ticket?: string }, returnTo: string) {
  window.parent.postMessage(message, new URL(returnTo).origin)
}
