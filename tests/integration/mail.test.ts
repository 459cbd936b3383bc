import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailAdapter } from '@aidir/cms/email'
import { payload } from './helpers'

/** Mail through SMTP against smtp-server (an independent SMTP implementation), and the outbox default. */
describe('mail', () => {
  const received: { from: string; to: string[]; data: string }[] = []
  let server: SMTPServer
  let port = 0
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@rejected.example')) return callback(new Error('mailbox unavailable'))
        callback()
      },
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk) => (data += chunk))
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('sends over SMTP when SMTP_URL is set', async () => {
    const adapter = mailAdapter({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'AI Directory <no-reply@example.com>' })({ payload })
    expect(adapter.name).toBe('smtp')
    await adapter.sendEmail({ to: 'ada@example.com', subject: 'Confirm your email address', html: '<p>link</p>' })
    expect(received.at(-1)).toMatchObject({ from: 'no-reply@example.com', to: ['ada@example.com'] })
    expect(received.at(-1)!.data).toContain('Subject: Confirm your email address')
  })

  it('reports a refused recipient as an error', async () => {
    const adapter = mailAdapter({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.com' })({ payload })
    await expect(adapter.sendEmail({ to: 'x@rejected.example', subject: 's', text: 't' })).rejects.toThrow(/mailbox unavailable/)
  })

  it('writes to the outbox without SMTP; only support and admins read it', async () => {
    const adapter = mailAdapter({ from: 'no-reply@example.com' })({ payload })
    expect(adapter.name).toBe('outbox')
    await adapter.sendEmail({ to: 'grace@example.com', subject: 'Hello', text: 'body' })
    const found = await payload.find({ collection: 'outbox', where: { to: { equals: 'grace@example.com' } }, overrideAccess: true })
    expect(found.docs[0]).toMatchObject({ subject: 'Hello', text: 'body' })
    const { userWithRole } = await import('./helpers')
    const customer = await userWithRole('customer')
    const support = await userWithRole('support')
    await expect(payload.find({ collection: 'outbox', user: customer, overrideAccess: false })).rejects.toThrow()
    expect((await payload.find({ collection: 'outbox', user: support, overrideAccess: false })).totalDocs).toBeGreaterThan(0)
  })
})
