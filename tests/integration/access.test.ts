import { createTracker } from '@aidir/cms/tracker'
import { describe, expect, it } from 'vitest'
import { createProduct, payload, userWithRole } from './helpers'

describe('access rules per role', () => {
  it('an anonymous visitor reads published products but not drafts', async () => {
    const published = await createProduct({ status: 'published' })
    const draft = await createProduct({ status: 'draft' })
    const found = await payload.find({ collection: 'products', where: { id: { in: [published.id, draft.id] } }, overrideAccess: false })
    expect(found.docs.map((d) => d.id)).toEqual([published.id])
    await expect(payload.findByID({ collection: 'products', id: draft.id, overrideAccess: false })).rejects.toThrow()
  })

  it('an anonymous visitor cannot read users', async () => {
    const someone = await userWithRole('customer')
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/)
    await expect(payload.findByID({ collection: 'users', id: someone.id, overrideAccess: false })).rejects.toThrow()
  })

  it('a customer reads only their own user record and their own drafts', async () => {
    const alice = await userWithRole('customer')
    const bob = await userWithRole('customer')
    const users = await payload.find({ collection: 'users', user: alice, overrideAccess: false, limit: 100 })
    expect(users.docs.map((u) => u.id)).toEqual([alice.id])
    await expect(payload.findByID({ collection: 'users', id: bob.id, user: alice, overrideAccess: false })).rejects.toThrow()

    const aliceDraft = await createProduct({ status: 'draft', owner: alice.id })
    const bobDraft = await createProduct({ status: 'draft', owner: bob.id })
    const seen = await payload.find({ collection: 'products', where: { id: { in: [aliceDraft.id, bobDraft.id] } }, user: alice, overrideAccess: false })
    expect(seen.docs.map((d) => d.id)).toEqual([aliceDraft.id])
  })

  it('a customer changes no user record through the access rules, not even their own (the storefront’s profile form does)', async () => {
    const alice = await userWithRole('customer')
    const bob = await userWithRole('customer')
    await expect(payload.update({ collection: 'users', id: bob.id, data: { name: 'hacked' }, user: alice, overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'users', id: alice.id, data: { name: 'Alice', role: 'admin' } as any, user: alice, overrideAccess: false })).rejects.toThrow(/not allowed/)
    const kept = await payload.findByID({ collection: 'users', id: alice.id, overrideAccess: true })
    expect(kept.role).toBe('customer')
  })

  it('staff change their own account but not their role; only admins change others', async () => {
    const editor = await userWithRole('editor')
    const support = await userWithRole('support')
    const updated = await payload.update({ collection: 'users', id: editor.id, data: { name: 'Eddie', role: 'admin' } as any, user: editor, overrideAccess: false })
    expect(updated).toMatchObject({ name: 'Eddie', role: 'editor' })
    await expect(payload.update({ collection: 'users', id: editor.id, data: { name: 'x' }, user: support, overrideAccess: false })).rejects.toThrow()
  })

  it('a tracker is changed only by admins: its owner neither publishes nor renames it directly', async () => {
    const alice = await userWithRole('customer')
    const tracker = await createTracker(payload, alice as never, { brandName: 'Acme Writer', description: 'An AI writing assistant for small teams and students.', tags: ['writing', 'grammar'], topics: ['AI writing'] })
    await expect(payload.update({ collection: 'trackers', id: tracker.id, data: { brandName: 'ChatGPT', public: true }, user: alice, overrideAccess: false })).rejects.toThrow(/not allowed/)
    const admin = await userWithRole('admin')
    expect((await payload.update({ collection: 'trackers', id: tracker.id, data: { brandName: 'Acme Writer Pro' }, user: admin, overrideAccess: false })).brandName).toBe('Acme Writer Pro')
  })

  it('only an admin can unlock an account locked by wrong passwords', async () => {
    const alice = await userWithRole('customer')
    const bob = await userWithRole('customer')
    const email = (bob as unknown as { email: string }).email
    // Payload's types leave `user` out of unlock's options; its Local API takes it like the others.
    await expect(payload.unlock({ collection: 'users', data: { email }, user: alice, overrideAccess: false } as never)).rejects.toThrow(/not allowed/)
    const admin = await userWithRole('admin')
    expect(await payload.unlock({ collection: 'users', data: { email }, user: admin, overrideAccess: false } as never)).toBe(true)
  })

  it('staff cannot change their own email address (it would stay verified without a confirmation)', async () => {
    const alice = await userWithRole('editor')
    const updated = await payload.update({ collection: 'users', id: alice.id, data: { email: `squat-${alice.id}@example.com` }, user: alice, overrideAccess: false })
    expect(updated.email).toBe((alice as unknown as { email: string }).email)
    const admin = await userWithRole('admin')
    const byAdmin = await payload.update({ collection: 'users', id: alice.id, data: { email: `moved-${alice.id}@example.com` }, user: admin, overrideAccess: false })
    expect(byAdmin.email).toBe(`moved-${alice.id}@example.com`)
  })

  it('customers cannot write catalogue content; editors can', async () => {
    const customer = await userWithRole('customer')
    const editor = await userWithRole('editor')
    await expect(createProduct({}, { user: customer })).rejects.toThrow()
    const made = await createProduct({ status: 'draft' }, { user: editor })
    expect(made.id).toBeTypeOf('number')
    const drafts = await payload.find({ collection: 'products', where: { id: { equals: made.id } }, user: editor, overrideAccess: false })
    expect(drafts.docs).toHaveLength(1)
  })

  it('support reads every user but cannot edit the catalogue; only admins manage users', async () => {
    const support = await userWithRole('support')
    const customer = await userWithRole('customer')
    const read = await payload.findByID({ collection: 'users', id: customer.id, user: support, overrideAccess: false })
    expect(read.id).toBe(customer.id)
    await expect(createProduct({}, { user: support })).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: customer.id, user: support, overrideAccess: false })).rejects.toThrow()
    const admin = await userWithRole('admin')
    await payload.delete({ collection: 'users', id: customer.id, user: admin, overrideAccess: false })
  })

  it('only admins change site settings; anyone reads them', async () => {
    const editor = await userWithRole('editor')
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.points?.register).toBe(20)
    expect(settings.points?.dailyLogin).toBe(20)
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { points: { register: 5, dailyLogin: 5 } }, user: editor, overrideAccess: false })).rejects.toThrow()
  })
})
