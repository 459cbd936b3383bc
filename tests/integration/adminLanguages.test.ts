import { withPeer } from '../../cms/src/lib/peerAddress'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'
import { adminText } from '../../cms/src/admin/i18n/dictionary'
import { adminMessages } from '../../cms/src/admin/i18n/messages'
import { newAddress } from './accountsApi'
import { createProduct, payload, unique, userWithRole } from './helpers'

/**
 * The admin speaks the editor's language: Payload's own words and ours (labels, validation and
 * delete messages). Over the CMS's REST API, as the admin app calls it, with the language the
 * browser asks for.
 */
const rest = async (method: string, path: string, options: { token?: string; language?: string; body?: unknown } = {}) => {
  const request = new Request(`http://cms.test/api/${path}`, {
    method,
    headers: withPeer({
      'content-type': 'application/json',
      'x-real-ip': newAddress(),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
    }, '127.0.0.1'),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config: payload.config as never, request })
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string; errors?: { message: string; data?: { errors?: { message: string }[] } }[] } }
}

async function editorToken(): Promise<string> {
  const editor = await userWithRole('editor')
  const login = await rest('POST', 'users/login', { body: { email: editor.email, password: 'correct horse battery staple' } })
  expect(login.status).toBe(200)
  return login.body.token!
}

const fieldMessage = (body: Awaited<ReturnType<typeof rest>>['body']) => body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message

describe('the admin in four languages', () => {
  it('offers English, Simplified and Traditional Chinese and Japanese', () => {
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(['en', 'ja', 'zh', 'zh-TW'])
  })

  it('answers a field error in the language the editor reads, and in English by default', async () => {
    const token = await editorToken()
    const rule = { pattern: 'old-page', match: 'exact', action: 'block' }
    const zh = await rest('POST', 'route-rules', { token, language: 'zh-CN,zh;q=0.9', body: rule })
    expect(zh.status).toBe(400)
    expect(fieldMessage(zh.body)).toBe(adminText(adminMessages.pathStart, 'zh'))
    expect(fieldMessage(zh.body)).not.toBe(adminMessages.pathStart)
    const ja = await rest('POST', 'route-rules', { token, language: 'ja', body: rule })
    expect(fieldMessage(ja.body)).toBe(adminText(adminMessages.pathStart, 'ja'))
    const en = await rest('POST', 'route-rules', { token, body: rule })
    expect(fieldMessage(en.body)).toBe(adminMessages.pathStart)
  })

  it('refuses to delete a category in use, naming the product, in Traditional Chinese', async () => {
    const token = await editorToken()
    const category = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'Busy' } as never, overrideAccess: true })
    const product = await createProduct({ name: unique('Member'), category: category.id })
    const refused = await rest('DELETE', `categories/${category.id}`, { token, language: 'zh-TW' })
    expect(refused.status).toBe(409)
    const message = refused.body.errors?.[0]?.message ?? ''
    expect(message).toContain(product.name)
    expect(message).toBe(adminText(adminMessages.categoryInUse, 'zh-TW', { names: `"${product.name}"`, more: '' }))
  })
})
