import type { Locale } from '../../locales'

/**
 * The language a question is written in, so the answer comes back in it. Kana means Japanese;
 * Han text is Traditional Chinese when it uses more characters found only in Traditional than
 * only in Simplified (a small list of the most frequent ones is enough for whole questions).
 */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HAN = /\p{Script=Han}/u
const TRADITIONAL_ONLY = new Set(Array.from('這們為與麼說對會時個來國學體點開關門問題產品業務語機們創設計圖畫線網頁電話視頻頻錄製術應該還沒讓從現實際處理資訊價錢買賣寫稱搜尋軟體覺專種類選擇優劣薦數據庫軌跡輕鬆書譯聽讀聲樂'))
const SIMPLIFIED_ONLY = new Set(Array.from('这们为与么说对会时个来国学体点开关门问题产业务语机创设计图画线网页电话视频录制术应该还没让从现实际处理资讯价钱买卖写称软觉专种类选择优劣荐数据库轨迹轻松书译听读声乐'))

export function detectLanguage(text: string): Locale {
  if (KANA.test(text)) return 'ja'
  if (!HAN.test(text)) return 'en'
  let traditional = 0
  let simplified = 0
  for (const ch of text) {
    if (TRADITIONAL_ONLY.has(ch)) traditional++
    else if (SIMPLIFIED_ONLY.has(ch)) simplified++
  }
  return traditional > simplified ? 'zh-TW' : 'zh'
}
