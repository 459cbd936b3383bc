/**
 * Runs once when the server starts, before it answers: every request gets its connection's address
 * stamped (lib/peerAddress.ts), so the client-address rule can check whether the peer is a trusted proxy.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { watchPeers } = await import('@aidir/cms/lib')
  watchPeers()
}
