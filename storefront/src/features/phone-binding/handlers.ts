import { env } from '@aidir/cms'
import { clientAddress } from '@aidir/cms/accounts'
import { maskPhone, normalizePhone } from '@aidir/cms/sms'
import { smsProviderFor } from '@aidir/cms/sms'
import { checkPhoneCode, cooldownLeft, sendPhoneCode } from '@aidir/cms/verification'
import { hitLimit } from '@aidir/cms/verification'
import { consumeVerificationToken } from '@aidir/cms/verification'
import { ApiError, defineRoute, reply } from '@/features/api/route'
import { getT } from '@/i18n'
import { bindPhone, bindingOf } from './bindings'
import { PHONE_LIMITS } from './phoneApi'
import { savePhoneRoute, sendCodeRoute, verifyBindingPhoneRoute } from './routes'

/**
 * GET /api/marketing/sendCode?phone=…&verifyToken=… (SPEC §7): texts a 6-digit code to the phone
 * of a signed-in user who just solved the slide puzzle.
 */
export const sendCode = defineRoute(sendCodeRoute, async ({ request, payload, user, query, locale }) => {
  const t = await getT(locale, 'verification')
  const phone = normalizePhone(query.phone, env().EDITION)
  if (!phone) throw new ApiError('badRequest', t('phone.invalidPhone'))
  // Refuse a resend inside the cooldown before spending the person's puzzle token on it.
  const waiting = await cooldownLeft(payload, phone)
  if (waiting > 0) throw new ApiError('tooMany', t('phone.cooldown', { seconds: waiting }), { retryAfter: waiting })
  if (!(await consumeVerificationToken(payload, query.verifyToken))) throw new ApiError('forbidden', t('puzzle.failure'))
  const perUser = await hitLimit(payload, { key: `sms:user:${user.id}`, max: PHONE_LIMITS.sendsPerUserPerHour, windowSeconds: 3600 })
  if (!perUser.allowed) throw new ApiError('tooMany', t('phone.rateLimited'), { retryAfter: perUser.retryAfter })

  const result = await sendPhoneCode(payload, smsProviderFor(payload), { phone, ip: clientAddress(request.headers), locale })
  if (result.ok) return reply({ expiresIn: result.expiresIn, cooldown: result.cooldown, sandbox: result.sandbox, phone: maskPhone(phone) }, { message: t('phone.codeSent') })
  if (result.reason !== 'send') {
    const message = result.reason === 'cooldown' ? t('phone.cooldown', { seconds: result.retryAfter }) : t('phone.rateLimited')
    throw new ApiError('tooMany', message, { retryAfter: result.retryAfter })
  }
  payload.logger.warn({ vendorCode: result.error.vendorCode, requestId: result.error.requestId, msg: 'SMS code not sent' })
  // The vendor's failure, not the client's: 502, or 503 with a hint when it may pass soon.
  if (result.error.transient) throw new ApiError('unavailable', t('phone.codeFailed'), { retryAfter: 10 })
  throw new ApiError('badGateway', t('phone.codeFailed'))
})

/** POST /api/marketing/savePhone { phone, code }: binds the verified phone to the signed-in user. */
export const savePhone = defineRoute(savePhoneRoute, async ({ payload, user, body, locale }) => {
  const t = await getT(locale, 'verification')
  const phone = normalizePhone(body.phone, env().EDITION)
  if (!phone) throw new ApiError('badRequest', t('phone.invalidPhone'))
  const perUser = await hitLimit(payload, { key: `sms:save:${user.id}`, max: PHONE_LIMITS.savesPerUserPerHour, windowSeconds: 3600 })
  if (!perUser.allowed) throw new ApiError('tooMany', t('phone.rateLimited'), { retryAfter: perUser.retryAfter })

  const checked = await checkPhoneCode(payload, phone, body.code)
  if (!checked.ok) {
    const message = checked.reason === 'locked' ? t('phone.tooManyAttempts') : t('phone.wrongCode')
    throw new ApiError('badRequest', message, { data: { reason: checked.reason, attemptsLeft: checked.attemptsLeft } })
  }
  return reply(await bindPhone(payload, user, phone), { message: t('phone.enabled') })
})

/** GET /api/marketing/verifyBindingPhone: whether the signed-in user has a verified phone. */
export const verifyBindingPhone = defineRoute(verifyBindingPhoneRoute, async ({ payload, user }) => bindingOf(payload, user))
