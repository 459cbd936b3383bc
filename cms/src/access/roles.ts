import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const roles = ['customer', 'editor', 'support', 'admin'] as const
export type Role = (typeof roles)[number]

type RequestUser = PayloadRequest['user']

export function roleOf(user: RequestUser): Role | undefined {
  const role = (user as { role?: Role } | null | undefined)?.role
  return role && (roles as readonly string[]).includes(role) ? role : undefined
}

export const hasRole = (user: RequestUser, ...allowed: Role[]): boolean => {
  const role = roleOf(user)
  return role !== undefined && allowed.includes(role)
}

export const isAdmin = (user: RequestUser) => hasRole(user, 'admin')
/** Editors write the catalogue; admins can do everything editors can. */
export const isEditor = (user: RequestUser) => hasRole(user, 'editor', 'admin')
/** Support reviews submissions and orders. */
export const isSupport = (user: RequestUser) => hasRole(user, 'support', 'admin')
/** Anyone who works on the site (may enter the admin panel). */
export const isStaff = (user: RequestUser) => hasRole(user, 'editor', 'support', 'admin')

export const anyone: Access = () => true
export const nobody: Access = () => false
export const admins: Access = ({ req }) => isAdmin(req.user)
export const editors: Access = ({ req }) => isEditor(req.user)
export const supportStaff: Access = ({ req }) => isSupport(req.user)
export const staff: Access = ({ req }) => isStaff(req.user)
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const adminsFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)
export const staffFieldOnly: FieldAccess = ({ req }) => isStaff(req.user)
