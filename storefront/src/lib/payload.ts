import { payloadClient } from '@aidir/cms'

/** The Local API, shared by every server component of one process. */
export const getPayload = payloadClient
