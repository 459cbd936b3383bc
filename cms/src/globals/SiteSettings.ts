import type { GlobalConfig } from 'payload'
import { forgetPointsAmounts } from '../accounts/points'
import { admins, anyone } from '../access/roles'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: admins },
  // Points amounts are cached for a second per process; a change here applies to the next award.
  hooks: { afterChange: [() => forgetPointsAmounts()] },
  fields: [
    { name: 'siteName', type: 'text', required: true, localized: true, defaultValue: 'AI Directory' },
    {
      name: 'editions',
      type: 'group',
      admin: { description: 'Defaults per edition; EDITION chooses which one runs' },
      fields: [{ type: 'row', fields: [
        { name: 'cnDefaultLanguage', type: 'select', defaultValue: 'zh', options: ['en', 'zh', 'zh-TW', 'ja'] },
        { name: 'intlDefaultLanguage', type: 'select', defaultValue: 'en', options: ['en', 'zh', 'zh-TW', 'ja'] },
        { name: 'showIosRanking', type: 'checkbox', defaultValue: true, admin: { description: 'iOS best-apps page in the China edition' } },
      ] }],
    },
    {
      name: 'points',
      type: 'group',
      fields: [{ type: 'row', fields: [
        { name: 'register', type: 'number', required: true, min: 0, defaultValue: 20 },
        { name: 'dailyLogin', type: 'number', required: true, min: 0, defaultValue: 20 },
      ] }],
    },
    { name: 'supportHours', type: 'text', localized: true, defaultValue: 'Weekdays 8:30-18:00' },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { type: 'row', fields: [
          { name: 'email', type: 'email' },
          { name: 'phone', type: 'text' },
          { name: 'wechat', type: 'text' },
        ] },
        { name: 'address', type: 'text', localized: true },
      ],
    },
  ],
}
