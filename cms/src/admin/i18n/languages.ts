import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'

/**
 * The admin speaks the site's four languages. Payload picks one from the editor's account setting,
 * else the browser's Accept-Language, else English. Payload's own words come from its translations;
 * ours (labels, descriptions, choices, messages) from the dictionaries beside this file.
 */
export const adminLanguages = ['en', 'zh', 'zh-TW', 'ja'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

export const supportedLanguages = { en, zh, 'zh-TW': zhTw, ja }
