/** The signed-in user as the Local API needs it. */
export type TrackerUser = { id: number | string; collection?: string; role?: string; [key: string]: unknown }
export const asReqUser = (user: TrackerUser) => ({ ...user, collection: 'users' }) as never

export class TrackerRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    message: string,
  ) {
    super(message)
    this.name = 'TrackerRefused'
  }
}
