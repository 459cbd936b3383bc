import { FAILED_SIGNINS_BEFORE_PUZZLE } from '@aidir/cms/accounts'
import { describe, expect, it } from 'vitest'
import * as signin from '@/app/api/auth/signin/route'
import { checkCoordinateCode, getCoordinateCode } from '../../storefront/src/features/verification/handlers'
import { call, newAddress, newEmail } from './accountsApi'
import { payload } from './helpers'
import { answerOf, call as verificationCall, answerBody, envelope } from './verificationHelpers'

/**
 * The slide puzzle after repeated failed sign-ins (issue 4 item 7): after 3 wrong passwords for an
 * account or from an address, a password is checked only with a solved puzzle's token.
 */
const password = 'correct horse battery staple'

async function verifiedAccount() {
  const email = newEmail()
  await payload.create({ collection: 'users', data: { email, password, _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  return email
}

/** Solves a puzzle the way the dialog does, from the given address; returns the verification token. */
async function solvedPuzzle(ip: string): Promise<string> {
  const challenge = await envelope(getCoordinateCode(verificationCall('/api/account/getCoordinateCode', { ip })))
  const x = await answerOf(challenge.data.challengeId)
  const checked = await envelope(checkCoordinateCode(verificationCall('/api/account/checkCoordinateCode', { method: 'POST', ip, body: await answerBody(challenge.data, x) })))
  expect(checked.code).toBe(0)
  return checked.data.verifyToken
}

const wrong = (email: string, ip: string) => call(signin.POST, { body: { email, password: 'wrong password' }, ip })

describe('sign-in after repeated failures', () => {
  it('asks for the puzzle after 3 wrong passwords for an account, from any address', async () => {
    expect(FAILED_SIGNINS_BEFORE_PUZZLE).toBe(3)
    const email = await verifiedAccount()
    for (let i = 0; i < FAILED_SIGNINS_BEFORE_PUZZLE; i++) expect((await wrong(email, newAddress())).body).toMatchObject({ code: 401, data: { reason: 'badCredentials' } })

    // Even the right password is not looked at without a solved puzzle.
    const ip = newAddress()
    const refused = await call(signin.POST, { body: { email, password }, ip })
    expect(refused).toMatchObject({ status: 403, body: { code: 403, message: 'Please complete the security verification', data: { reason: 'puzzleRequired' } } })
    const forged = await call(signin.POST, { body: { email, password, verifyToken: 'made-up-token' }, ip })
    expect(forged).toMatchObject({ status: 403, body: { code: 403, message: 'Verification failed, please try again', data: { reason: 'puzzleFailed' } } })

    // A solved puzzle lets one attempt through, once.
    const token = await solvedPuzzle(ip)
    const done = await call(signin.POST, { body: { email, password, verifyToken: token }, ip })
    expect(done.status).toBe(200)
    expect(done.body.data.redirect).toContain('ticket=')

    // Success clears the account's failures: from a fresh address it signs in without a puzzle again.
    expect((await call(signin.POST, { body: { email, password }, ip: newAddress() })).status).toBe(200)
  })

  it('spends the puzzle token even on a wrong password, and a token works only once', async () => {
    const email = await verifiedAccount()
    const ip = newAddress()
    for (let i = 0; i < FAILED_SIGNINS_BEFORE_PUZZLE; i++) await wrong(email, ip)
    const token = await solvedPuzzle(ip)
    expect((await call(signin.POST, { body: { email, password: 'still wrong', verifyToken: token }, ip })).body).toMatchObject({ code: 401, data: { reason: 'badCredentials' } })
    expect((await call(signin.POST, { body: { email, password, verifyToken: token }, ip })).body).toMatchObject({ code: 403, data: { reason: 'puzzleFailed' } })
  })

  it('asks for the puzzle from an address that failed on 3 different accounts', async () => {
    const ip = newAddress()
    for (let i = 0; i < FAILED_SIGNINS_BEFORE_PUZZLE; i++) await wrong(newEmail(), ip)
    const email = await verifiedAccount()
    expect((await call(signin.POST, { body: { email, password }, ip })).body).toMatchObject({ code: 403, data: { reason: 'puzzleRequired' } })
    // The account itself is clean: from another address no puzzle is needed.
    expect((await call(signin.POST, { body: { email, password }, ip: newAddress() })).status).toBe(200)
    // A success does not launder the address: it still needs the puzzle for the next account.
    expect((await call(signin.POST, { body: { email: await verifiedAccount(), password }, ip })).body).toMatchObject({ data: { reason: 'puzzleRequired' } })
  })

  it('does not count fewer than 3 failures, nor other refusals', async () => {
    const email = await verifiedAccount()
    const ip = newAddress()
    for (let i = 0; i < FAILED_SIGNINS_BEFORE_PUZZLE - 1; i++) await wrong(email, ip)
    // Bad bodies are refused before any password check and do not count.
    expect((await call(signin.POST, { body: { email, password: '' }, ip })).status).toBe(400)
    expect((await call(signin.POST, { body: { email, password }, ip })).status).toBe(200)
  })
})
