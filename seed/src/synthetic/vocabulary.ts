import type { Locale } from '@aidir/cms'

/**
 * Words the synthetic generator composes names and texts from. The result reads like a directory
 * entry in each language but names no real product; every synthetic key starts with "syn-".
 */
export const namePrefixes = ['Nova', 'Pixel', 'Quill', 'Echo', 'Lumen', 'Vector', 'Orbit', 'Atlas', 'Cobalt', 'Flux', 'Nimbus', 'Sage', 'Prism', 'Helix', 'Zephyr', 'Quanta', 'Aurora', 'Cipher', 'Delta', 'Ember', 'Fable', 'Glyph', 'Halo', 'Iris', 'Jade', 'Kite', 'Lyric', 'Mosaic', 'Nexus', 'Onyx', 'Pulse', 'Ripple', 'Sonic', 'Tidal', 'Umbra', 'Vivid', 'Wisp', 'Xeno', 'Yarn', 'Zen']
export const nameSuffixes = ['AI', 'Studio', 'Labs', 'Mind', 'Pilot', 'Forge', 'Flow', 'Desk', 'Works', 'Hub', 'Genie', 'Craft', 'Sense', 'Wave', 'Spark', 'Bot', 'Scribe', 'Lens', 'Stack', 'Loop']

type Words = Record<Locale, string[]>

/** Subject nouns per category group key of categories.json. */
export const subjects: Record<string, Words> = {
  'chat-search': { en: ['answers', 'conversations', 'research questions', 'web search'], zh: ['问答', '对话', '研究问题', '网络搜索'], 'zh-TW': ['問答', '對話', '研究問題', '網路搜尋'], ja: ['質問応答', '会話', 'リサーチ', 'ウェブ検索'] },
  writing: { en: ['articles', 'marketing copy', 'translations', 'essays'], zh: ['文章', '营销文案', '翻译', '论文'], 'zh-TW': ['文章', '行銷文案', '翻譯', '論文'], ja: ['記事', 'マーケティングコピー', '翻訳', 'エッセイ'] },
  image: { en: ['images', 'illustrations', 'product photos', 'logos'], zh: ['图像', '插画', '产品图片', '标志'], 'zh-TW': ['圖像', '插畫', '產品圖片', '標誌'], ja: ['画像', 'イラスト', '商品写真', 'ロゴ'] },
  video: { en: ['videos', 'short clips', 'avatars', 'subtitles'], zh: ['视频', '短视频', '数字人', '字幕'], 'zh-TW': ['影片', '短影音', '數位人', '字幕'], ja: ['動画', 'ショート動画', 'アバター', '字幕'] },
  audio: { en: ['voice-overs', 'music', 'transcripts', 'podcasts'], zh: ['配音', '音乐', '转录文本', '播客'], 'zh-TW': ['配音', '音樂', '逐字稿', 'Podcast'], ja: ['ナレーション', '音楽', '文字起こし', 'ポッドキャスト'] },
  code: { en: ['code', 'web apps', 'pull requests', 'tests'], zh: ['代码', '网页应用', '代码审查', '测试'], 'zh-TW': ['程式碼', '網頁應用', '程式碼審查', '測試'], ja: ['コード', 'ウェブアプリ', 'プルリクエスト', 'テスト'] },
  'ai-infra': { en: ['model inference', 'embeddings', 'fine-tuning', 'vector search'], zh: ['模型推理', '向量嵌入', '模型微调', '向量检索'], 'zh-TW': ['模型推論', '向量嵌入', '模型微調', '向量檢索'], ja: ['モデル推論', '埋め込み', 'ファインチューニング', 'ベクトル検索'] },
  business: { en: ['slides', 'meeting notes', 'customer support', 'SEO content'], zh: ['演示文稿', '会议纪要', '客户服务', 'SEO 内容'], 'zh-TW': ['簡報', '會議記錄', '客戶服務', 'SEO 內容'], ja: ['スライド', '議事録', 'カスタマーサポート', 'SEO コンテンツ'] },
  'education-research': { en: ['lessons', 'papers', 'homework help', 'literature reviews'], zh: ['课程', '论文', '作业辅导', '文献综述'], 'zh-TW': ['課程', '論文', '作業輔導', '文獻回顧'], ja: ['レッスン', '論文', '宿題サポート', '文献レビュー'] },
  agents: { en: ['workflows', 'browser tasks', 'automations', 'agents'], zh: ['工作流', '浏览器任务', '自动化流程', '智能体'], 'zh-TW': ['工作流程', '瀏覽器任務', '自動化流程', '智慧代理'], ja: ['ワークフロー', 'ブラウザ操作', '自動化', 'エージェント'] },
}

export const audiences: Words = {
  en: ['teams', 'creators', 'developers', 'students', 'marketers', 'small businesses'],
  zh: ['团队', '创作者', '开发者', '学生', '营销人员', '小微企业'],
  'zh-TW': ['團隊', '創作者', '開發者', '學生', '行銷人員', '中小企業'],
  ja: ['チーム', 'クリエイター', '開発者', '学生', 'マーケター', '中小企業'],
}

export const qualities: Words = {
  en: ['fast', 'accurate', 'private', 'collaborative', 'affordable', 'multilingual'],
  zh: ['快速', '精准', '注重隐私', '协作', '实惠', '多语言'],
  'zh-TW': ['快速', '精準', '重視隱私', '協作', '實惠', '多語言'],
  ja: ['高速', '高精度', 'プライバシー重視', '共同作業向け', '手頃な価格', '多言語対応'],
}

export const templates: Record<Locale, { tagline: string; description: string }> = {
  en: { tagline: '{quality} AI for {subject}', description: '{name} helps {audience} create {subject} with {quality} AI. It also handles {subject2} and fits into existing tools.' },
  zh: { tagline: '面向{subject}的{quality} AI 工具', description: '{name} 帮助{audience}借助{quality}的 AI 完成{subject}，同时支持{subject2}，并能接入现有工具。' },
  'zh-TW': { tagline: '專為{subject}打造的{quality} AI 工具', description: '{name} 協助{audience}透過{quality}的 AI 完成{subject}，同時支援{subject2}，並可整合現有工具。' },
  ja: { tagline: '{subject}のための{quality} AI', description: '{name} は{audience}が{quality}な AI で{subject}を作れるようにします。{subject2}にも対応し、既存のツールと連携できます。' },
}
