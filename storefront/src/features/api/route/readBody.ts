/**
 * The JSON body of a request. A body that is not JSON is `undefined` (the body schema then names
 * what is missing), or, when the route declares `badJson`, a 400 with that message: never a 500.
 */
export async function readJsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await request.json() }
  } catch {
    return { ok: false }
  }
}
