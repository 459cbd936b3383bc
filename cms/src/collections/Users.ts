import type { CollectionConfig } from 'payload'
import { admins, adminsFieldOnly, isAdmin, isStaff, isSupport, roles } from '../access/roles'
import type { Access } from 'payload'
import { clearCmsSignInFailures, countCmsSignInFailure, guardCmsSignIn } from '../accounts/guardCmsSignIn'
import { resetMail, resetSubject, verificationMail, verificationSubject } from '../accounts/mails'
import { htmlWithTextPart } from '../email/compose'
import { mailLocale } from '../email/mailTexts'
import { env } from '../env'
import { adminMessages } from '../admin/i18n/messages'
import { refuseDeleteWhileUsed } from '../hooks/refuseDeleteWhileUsed'

/** Customers read only themselves; support and admins read everyone. */
const selfOrSupport: Access = ({ req }) => {
  if (isSupport(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}
/**
 * Admins change anyone; other staff their own account (name, password, admin language). Customers
 * change their profile only through the storefront (`/api/user/updateUserData`, which names the
 * fields it takes), never through the CMS's APIs, where the whole record would be theirs to send.
 */
const staffSelfOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return isStaff(req.user) && req.user ? { id: { equals: req.user.id } } : false
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'createdAt'], group: 'People' },
  auth: {
    useSessions: true,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Storefront sessions are long-lived; each one is a revocable row of users.sessions.
    tokenExpiration: env().SESSION_TTL_SECONDS,
    // Mails in the user's language: the one they chose, else the one of the page they asked from.
    verify: {
      generateEmailSubject: ({ req, user }) => verificationSubject(mailLocale(user?.preferredLocale, req?.context?.locale)),
      // Payload sends the HTML it is given; the text part written with it goes along (email/compose.ts).
      generateEmailHTML: ({ token, req, user }) => htmlWithTextPart(verificationMail(token, req?.context?.returnTo, mailLocale(user?.preferredLocale, req?.context?.locale))),
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => resetSubject(mailLocale(args?.user?.preferredLocale, args?.req?.context?.locale)),
      generateEmailHTML: (args) => htmlWithTextPart(resetMail(args?.token ?? '', args?.req?.context?.returnTo, mailLocale(args?.user?.preferredLocale, args?.req?.context?.locale))),
    },
  },
  // The CMS's own HTTP sign-in obeys the storefront's limits and puzzle (accounts/guardCmsSignIn.ts).
  hooks: {
    beforeOperation: [guardCmsSignIn],
    // Orders and invoices are the tax records: a customer who ordered stays (their other records go with a deleted account).
    beforeDelete: [refuseDeleteWhileUsed({ by: 'orders', path: 'owner', label: 'orderRef', message: adminMessages.userHasOrders })],
    afterError: [countCmsSignInFailure],
    afterLogin: [clearCmsSignInFailures],
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: selfOrSupport,
    create: admins,
    update: staffSelfOrAdmin,
    delete: admins,
    // Payload's default lets any signed-in user unlock any account, undoing the lockout after
    // repeated wrong passwords for someone else's address.
    unlock: admins,
  },
  fields: [
    // Merged into Payload's own email field. A customer changing it (Payload's REST PATCH) would keep
    // `_verified` for an address never confirmed, and could squat someone else's address.
    { name: 'email', type: 'email', access: { update: adminsFieldOnly } },
    // Payload lets any signed-in user who may update the record set `_verified` (its default field
    // access): an address never confirmed would pass as confirmed. Only admins vouch for one.
    { name: '_verified', type: 'checkbox', label: 'Verified', access: { create: adminsFieldOnly, update: adminsFieldOnly } },
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      saveToJWT: true,
      index: true,
      options: roles.map((r) => ({ label: r[0]!.toUpperCase() + r.slice(1), value: r })),
      access: { create: adminsFieldOnly, update: adminsFieldOnly },
    },
    { name: 'preferredLocale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
  ],
}
