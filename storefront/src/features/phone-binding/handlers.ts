import { env, payloadClient } from '@aidir/cms'
import { maskPhone, normalizePhone } from '@aidir/cms/sms/phone'
import { smsProviderFor } from '@aidir/cms/sms/chooseSmsProvider'
import { checkPhoneCode, cooldownLeft, sendPhoneCode } from '@aidir/cms/verification/phoneCodes'
import { hitLimit } from '@aidir/cms/verification/rateLimit'
import { consumeVerificationToken } from '@aidir/cms/verification/verificationTokens'
import { currentUser } from '../account/currentUser'
import { clientIp, fail, jsonBody, localeOf, ok, queryOf, textsFor } from '../verification/respond'
import { bindPhone, bindingOf } from './bindings'
import { PHONE_LIMITS, problemKey, savePhoneBody, sendCodeQuery } from './phoneApi'

/**
 * GET /api/marketing/sendCode?phone=…&verifyToken=… (SPEC §7): texts a 6-digit code to the phone
 * of a signed-in user who just solved the slide puzzle.
 */
export async function sendCode(request: Request): Promise<Response> {
  const t = await textsFor(request)
  const payload = await payloadClient()
  const user = await currentUser(payload, request)
  if (!user) return fail(401, t('phone.loginRequired'))
  const query = sendCodeQuery.safeParse(queryOf(request))
  if (!query.success) return fail(400, t(problemKey(query.error.issues)))
  const phone = normalizePhone(query.data.phone, env().EDITION)
  if (!phone) return fail(400, t('phone.invalidPhone'))
  // Refuse a resend inside the cooldown before spending the person's puzzle token on it.
  const waiting = await cooldownLeft(payload, phone)
  if (waiting > 0) return fail(429, t('phone.cooldown', { seconds: waiting }), { retryAfter: waiting })
  if (!(await consumeVerificationToken(payload, query.data.verifyToken))) return fail(403, t('puzzle.failure'))
  const perUser = await hitLimit(payload, { key: `sms:user:${user.id}`, max: PHONE_LIMITS.sendsPerUserPerHour, windowSeconds: 3600 })
  if (!perUser.allowed) return fail(429, t('phone.rateLimited'), { retryAfter: perUser.retryAfter })

  const result = await sendPhoneCode(payload, smsProviderFor(payload), { phone, ip: clientIp(request), locale: localeOf(request) })
  if (result.ok) return ok({ expiresIn: result.expiresIn, cooldown: result.cooldown, sandbox: result.sandbox, phone: maskPhone(phone) }, t('phone.codeSent'))
  if (result.reason !== 'send') {
    const message = result.reason === 'cooldown' ? t('phone.cooldown', { seconds: result.retryAfter }) : t('phone.rateLimited')
    return fail(429, message, { retryAfter: result.retryAfter })
  }
  payload.logger.warn({ vendorCode: result.error.vendorCode, requestId: result.error.requestId, msg: 'SMS code not sent' })
  // The vendor's failure, not the client's: 502, or 503 with a hint when it may pass soon.
  return result.error.transient
    ? fail(503, t('phone.codeFailed'), { retryAfter: 10 })
    : fail(502, t('phone.codeFailed'))
}

/** POST /api/marketing/savePhone { phone, code }: binds the verified phone to the signed-in user. */
export async function savePhone(request: Request): Promise<Response> {
  const t = await textsFor(request)
  const payload = await payloadClient()
  const user = await currentUser(payload, request)
  if (!user) return fail(401, t('phone.loginRequired'))
  const body = savePhoneBody.safeParse(await jsonBody(request))
  if (!body.success) return fail(400, t(problemKey(body.error.issues)))
  const phone = normalizePhone(body.data.phone, env().EDITION)
  if (!phone) return fail(400, t('phone.invalidPhone'))
  const perUser = await hitLimit(payload, { key: `sms:save:${user.id}`, max: PHONE_LIMITS.savesPerUserPerHour, windowSeconds: 3600 })
  if (!perUser.allowed) return fail(429, t('phone.rateLimited'), { retryAfter: perUser.retryAfter })

  const checked = await checkPhoneCode(payload, phone, body.data.code)
  if (!checked.ok) {
    const message = checked.reason === 'locked' ? t('phone.tooManyAttempts') : t('phone.wrongCode')
    return fail(400, message, { data: { reason: checked.reason, attemptsLeft: checked.attemptsLeft } })
  }
  const binding = await bindPhone(payload, user, phone)
  return ok(binding, t('phone.enabled'))
}

/** GET /api/marketing/verifyBindingPhone: whether the signed-in user has a verified phone. */
export async function verifyBindingPhone(request: Request): Promise<Response> {
  const t = await textsFor(request)
  const payload = await payloadClient()
  const user = await currentUser(payload, request)
  if (!user) return fail(401, t('phone.loginRequired'))
  return ok(await bindingOf(payload, user))
}
