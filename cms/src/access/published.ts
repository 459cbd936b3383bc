import type { Access, Where } from 'payload'
import { isEditor } from './roles'

/**
 * Catalogue content: editors read everything; everybody else reads what is published,
 * and a signed-in owner also reads their own drafts (e.g. a product they submitted).
 */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditor(req.user)) return true
  if (req.user) {
    const where: Where = { or: [{ status: { equals: 'published' } }, { owner: { equals: req.user.id } }] }
    return where
  }
  return { status: { equals: 'published' } }
}

/** The same rule for content that has no owner (news, guides, …). */
export const publishedOnlyOrEditor: Access = ({ req }) =>
  isEditor(req.user) ? true : { status: { equals: 'published' } }
