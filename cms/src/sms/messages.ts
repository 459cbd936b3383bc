import type { SmsCodeMessage, SmsNoticeMessage } from './SmsProvider'

/**
 * The text of a code message in the recipient's language. The real vendor sends its own approved
 * template; the sandbox shows this text so the outbox reads like a real message.
 */
const templates: Record<SmsCodeMessage['locale'], (code: string, minutes: number) => string> = {
  en: (code, m) => `Your verification code is ${code}. It expires in ${m} minutes. Do not share it with anyone.`,
  zh: (code, m) => `您的验证码是 ${code}，${m} 分钟内有效。请勿泄露给他人。`,
  'zh-TW': (code, m) => `您的驗證碼是 ${code}，${m} 分鐘內有效。請勿洩露給他人。`,
  ja: (code, m) => `認証コードは ${code} です。有効期限は${m}分です。他の人に教えないでください。`,
}

export const codeMessageText = (message: SmsCodeMessage) => templates[message.locale](message.code, message.ttlMinutes)

const notices: Record<SmsNoticeMessage['template'], Record<SmsNoticeMessage['locale'], (p: string[]) => string>> = {
  'tracker-report-ready': {
    en: ([brand, url]) => `Your AI visibility report for ${brand} is ready: ${url}`,
    zh: ([brand, url]) => `您的品牌 ${brand} 的 AI 可见度报告已生成：${url}`,
    'zh-TW': ([brand, url]) => `您的品牌 ${brand} 的 AI 可見度報告已產生：${url}`,
    ja: ([brand, url]) => `${brand} の AI 可視性レポートができました：${url}`,
  },
}

export const noticeMessageText = (message: SmsNoticeMessage) => notices[message.template][message.locale](message.params)
