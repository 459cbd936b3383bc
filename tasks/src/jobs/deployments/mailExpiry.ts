import { sendExpiryMail } from '@aidir/cms/deployments'
import type { Handler } from '../types'

/** The mail before an instance expires (cms/src/deployments/expiryMail.ts). */
export const mailExpiry: Handler<'deploy.mail'> = async ({ deploymentId }, { payload }) => ({ outcome: await sendExpiryMail(payload, deploymentId) })
