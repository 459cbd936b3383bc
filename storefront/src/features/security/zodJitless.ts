import { config } from 'zod/v4/core'

/**
 * In the browser, zod must not try `new Function`: on first parse it probes whether eval is
 * allowed, and although it catches the refusal, a strict Content-Security-Policy (no
 * 'unsafe-eval') reports the probe as a violation. Imported for its effect by the client modules
 * that validate with zod (GEO and the tracker); the server keeps zod's faster compiled parsers.
 */
config({ jitless: true })
