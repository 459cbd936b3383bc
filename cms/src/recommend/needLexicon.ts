import type { Locale } from '../locales'

/**
 * How people describe a need in a scenario, per category, in the four languages — the words of a
 * task ("product photos", "subtitles", "会议纪要", "議事録") rather than the category's own name,
 * which the planner matches from the catalogue as well. Longer phrases win over the shorter ones
 * they contain. Editors' synonym groups of the search index apply on top (retrieval).
 */
export type NeedLexicon = Record<string, Partial<Record<Locale, string[]>>>

export const productNeeds: NeedLexicon = {
  chatbots: {
    en: ['chatbot', 'chat assistant', 'ask questions', 'brainstorm', 'chat with ai'],
    zh: ['聊天机器人', '聊天助手', '对话', '头脑风暴', '问答'],
    'zh-TW': ['聊天機器人', '聊天助手', '對話', '腦力激盪', '問答'],
    ja: ['チャットボット', 'チャット', '対話', 'ブレインストーミング', '質問'],
  },
  'ai-search': {
    en: ['search the web', 'web search', 'find information', 'look up', 'answer engine'],
    zh: ['搜索', '查资料', '查找信息', '检索'],
    'zh-TW': ['搜尋', '查資料', '查找資訊', '檢索'],
    ja: ['検索', '調べもの', '情報収集'],
  },
  'personal-assistants': {
    en: ['personal assistant', 'schedule', 'calendar', 'reminders', 'to-do'],
    zh: ['个人助理', '日程', '日历', '提醒', '待办'],
    'zh-TW': ['個人助理', '行程', '日曆', '提醒', '待辦'],
    ja: ['パーソナルアシスタント', 'スケジュール', 'カレンダー', 'リマインダー', 'やること'],
  },
  'writing-assistants': {
    en: ['write', 'writing', 'blog post', 'articles', 'essay', 'proofread', 'grammar', 'rewrite', 'newsletter', 'novel', 'story'],
    zh: ['写作', '写文章', '博客', '文章', '论文写作', '校对', '语法', '改写', '润色', '小说'],
    'zh-TW': ['寫作', '寫文章', '部落格', '文章', '校對', '文法', '改寫', '潤飾', '小說'],
    ja: ['執筆', '文章', 'ブログ', '記事', '校正', '文法', 'リライト', '小説'],
  },
  copywriting: {
    en: ['product descriptions', 'descriptions', 'copywriting', 'ad copy', 'slogans', 'captions', 'listings', 'social media posts', 'email campaigns'],
    zh: ['商品描述', '产品描述', '文案', '广告语', '标语', '商品详情', '种草', '营销文案', '描述'],
    'zh-TW': ['商品描述', '產品描述', '文案', '廣告詞', '標語', '商品詳情', '行銷文案', '描述'],
    ja: ['商品説明', '説明文', 'コピーライティング', '広告文', 'キャッチコピー', 'キャプション', '紹介文'],
  },
  translation: {
    en: ['translate', 'translation', 'localize', 'localization', 'multilingual', 'foreign language'],
    zh: ['翻译', '多语言', '本地化', '外语'],
    'zh-TW': ['翻譯', '多語言', '在地化', '外語'],
    ja: ['翻訳', '多言語', 'ローカライズ', '外国語'],
  },
  'ai-detection': {
    en: ['detect ai', 'ai detector', 'ai-generated', 'plagiarism', 'check if written by ai'],
    zh: ['ai检测', '检测ai', 'ai生成检测', '查重', '抄袭检测'],
    'zh-TW': ['ai偵測', '偵測ai', '抄襲檢測', '查重'],
    ja: ['ai検出', 'ai判定', '剽窃チェック', 'コピペチェック'],
  },
  'image-generation': {
    en: ['generate images', 'image generation', 'illustrations', 'artwork', 'ai art', 'pictures', 'drawings', 'concept art', 'images'],
    zh: ['生成图片', '图片生成', '画图', '绘画', '插画', '插图', '配图', '图片', '图像'],
    'zh-TW': ['生成圖片', '圖片生成', '畫圖', '繪畫', '插畫', '插圖', '配圖', '圖片', '圖像'],
    ja: ['画像生成', 'イラスト', '絵を描', 'アート', '画像', '挿絵'],
  },
  'image-editing': {
    en: ['product photos', 'photos', 'photo editing', 'edit photos', 'remove background', 'background removal', 'retouch', 'upscale', 'headshots'],
    zh: ['商品图', '产品图', '产品照片', '商品照片', '照片', '修图', '抠图', '去背景', '图片编辑', '证件照'],
    'zh-TW': ['商品圖', '產品圖', '產品照片', '商品照片', '照片', '修圖', '去背', '去背景', '圖片編輯'],
    ja: ['商品写真', '製品写真', '写真', '画像編集', '背景削除', '切り抜き', 'レタッチ'],
  },
  'design-tools': {
    en: ['logo', 'design', 'banner', 'poster', 'branding', 'flyer', 'graphics', 'ui design', 'mockups'],
    zh: ['logo', '设计', '海报', '横幅', '品牌', '宣传单', 'ui设计', '原型'],
    'zh-TW': ['logo', '設計', '海報', '橫幅', '品牌', '傳單', 'ui設計', '原型'],
    ja: ['ロゴ', 'デザイン', 'バナー', 'ポスター', 'ブランディング', 'チラシ'],
  },
  '3d-generation': {
    en: ['3d model', '3d models', '3d assets', '3d'],
    zh: ['3d模型', '3d', '三维'],
    'zh-TW': ['3d模型', '3d', '三維'],
    ja: ['3dモデル', '3d', '立体'],
  },
  'video-generation': {
    en: ['generate videos', 'video generation', 'videos', 'video', 'short videos', 'animation', 'ads video', 'tiktok'],
    zh: ['生成视频', '视频生成', '短视频', '视频', '动画', '抖音'],
    'zh-TW': ['生成影片', '影片生成', '短影片', '影片', '視頻', '動畫'],
    ja: ['動画生成', '動画', 'ショート動画', 'アニメーション'],
  },
  'video-editing': {
    en: ['edit videos', 'video editing', 'cut clips', 'clips', 'youtube', 'vlog', 'trim'],
    zh: ['剪辑', '视频剪辑', '剪视频', 'vlog'],
    'zh-TW': ['剪輯', '影片剪輯', '剪片', 'vlog'],
    ja: ['動画編集', '編集', 'カット編集', 'vlog', 'youtube'],
  },
  'digital-humans': {
    en: ['avatar', 'avatars', 'digital human', 'talking head', 'presenter', 'spokesperson'],
    zh: ['数字人', '虚拟主播', '虚拟人', '口播'],
    'zh-TW': ['數位人', '虛擬主播', '虛擬人', '口播'],
    ja: ['アバター', 'デジタルヒューマン', 'バーチャル', '仮想キャラクター'],
  },
  'text-to-speech': {
    en: ['voiceover', 'voice over', 'text to speech', 'narration', 'read aloud', 'voices', 'audiobook', 'dubbing'],
    zh: ['配音', '语音合成', '文字转语音', '朗读', '有声书', '旁白'],
    'zh-TW': ['配音', '語音合成', '文字轉語音', '朗讀', '有聲書', '旁白'],
    ja: ['ナレーション', '音声合成', '読み上げ', '吹き替え', 'オーディオブック'],
  },
  'music-generation': {
    en: ['music', 'song', 'songs', 'soundtrack', 'background music', 'jingle'],
    zh: ['音乐', '歌曲', '配乐', '背景音乐', '作曲'],
    'zh-TW': ['音樂', '歌曲', '配樂', '背景音樂', '作曲'],
    ja: ['音楽', '楽曲', '作曲', 'bgm', '曲'],
  },
  transcription: {
    en: ['transcribe', 'transcription', 'meeting notes', 'subtitles', 'captions for videos', 'speech to text', 'interviews', 'podcast'],
    zh: ['转写', '转录', '会议纪要', '会议记录', '字幕', '语音转文字', '采访', '播客'],
    'zh-TW': ['轉寫', '轉錄', '會議紀錄', '字幕', '語音轉文字', '採訪', 'podcast'],
    ja: ['文字起こし', '議事録', '字幕', '音声認識', 'インタビュー', 'ポッドキャスト'],
  },
  'code-assistants': {
    en: ['code', 'coding', 'programming', 'debug', 'write code', 'developer', 'refactor', 'code review'],
    zh: ['代码', '编程', '写代码', '调试', '程序员', '代码审查'],
    'zh-TW': ['程式碼', '程式', '寫程式', '除錯', '工程師'],
    ja: ['コード', 'プログラミング', 'コーディング', 'デバッグ', 'コードレビュー'],
  },
  'app-builders': {
    en: ['website', 'landing page', 'build an app', 'app without code', 'no-code', 'web app', 'prototype'],
    zh: ['网站', '建站', '落地页', '做app', '无代码', '小程序'],
    'zh-TW': ['網站', '架站', '到達頁', '無程式碼'],
    ja: ['ウェブサイト', 'サイト', 'ランディングページ', 'ノーコード', 'アプリ開発'],
  },
  'developer-tools': {
    en: ['testing', 'api', 'devops', 'terminal', 'documentation for code'],
    zh: ['测试', '接口', '运维', '终端'],
    'zh-TW': ['測試', '介面', '維運', '終端'],
    ja: ['テスト', 'api', '運用', 'ターミナル'],
  },
  'llm-platforms': {
    en: ['llm api', 'language model api', 'fine-tune', 'fine tuning', 'model api', 'gpt api'],
    zh: ['大模型api', '大模型接口', '模型api', '微调'],
    'zh-TW': ['大模型api', '模型api', '微調'],
    ja: ['llm api', 'モデルapi', 'ファインチューニング'],
  },
  'local-llm': {
    en: ['run locally', 'local model', 'offline', 'on my own computer', 'self-hosted', 'private data', 'on premise'],
    zh: ['本地部署', '本地运行', '离线', '私有化', '本地模型'],
    'zh-TW': ['本地部署', '本機執行', '離線', '私有化', '本地模型'],
    ja: ['ローカル', 'オフライン', 'オンプレミス', '自社サーバー'],
  },
  'vector-databases': {
    en: ['vector database', 'embeddings', 'semantic search', 'similarity search', 'rag'],
    zh: ['向量数据库', '向量检索', '语义搜索', '知识库检索', 'rag'],
    'zh-TW': ['向量資料庫', '向量檢索', '語意搜尋', 'rag'],
    ja: ['ベクトルデータベース', 'ベクトル検索', 'セマンティック検索', 'rag'],
  },
  'llm-frameworks': {
    en: ['llm app', 'build an agent', 'langchain', 'knowledge base', 'framework'],
    zh: ['大模型应用', '开发智能体', '知识库', '框架'],
    'zh-TW': ['大模型應用', '開發代理', '知識庫', '框架'],
    ja: ['llmアプリ', 'ナレッジベース', 'フレームワーク'],
  },
  productivity: {
    en: ['notes', 'documents', 'docs', 'organize', 'email', 'inbox', 'spreadsheets', 'excel', 'office work', 'summarize'],
    zh: ['笔记', '文档', '整理', '邮件', '表格', 'excel', '办公', '总结', '摘要'],
    'zh-TW': ['筆記', '文件', '整理', '郵件', '電子郵件', '表格', '辦公', '摘要', '總結'],
    ja: ['メモ', 'ノート', 'ドキュメント', '資料', 'メール', 'スプレッドシート', 'エクセル', '事務', '要約'],
  },
  presentations: {
    en: ['slides', 'presentation', 'presentations', 'slide deck', 'pitch deck', 'powerpoint', 'ppt'],
    zh: ['ppt', '幻灯片', '演示文稿', '路演', '汇报'],
    'zh-TW': ['ppt', '簡報', '投影片', '提案'],
    ja: ['スライド', 'プレゼン', 'プレゼンテーション', 'パワーポイント', '資料作成'],
  },
  'customer-service': {
    en: ['customer service', 'customer support', 'support team', 'support tickets', 'answer customers', 'customer questions', 'customer inquiries', 'customers', 'help desk', 'live chat', 'faq'],
    zh: ['客服', '客户服务', '售后', '回复客户', '工单'],
    'zh-TW': ['客服', '客戶服務', '售後', '回覆客戶', '工單'],
    ja: ['カスタマーサポート', '顧客対応', '問い合わせ', 'ヘルプデスク', 'カスタマーサービス'],
  },
  'marketing-seo': {
    en: ['marketing', 'seo', 'social media', 'ads', 'advertising', 'campaign', 'promote', 'grow traffic', 'instagram', 'content calendar'],
    zh: ['营销', '推广', 'seo', '社交媒体', '广告', '小红书', '引流', '运营'],
    'zh-TW': ['行銷', '推廣', 'seo', '社群媒體', '廣告', '引流', '經營'],
    ja: ['マーケティング', '集客', 'seo', 'sns', '広告', 'プロモーション', '宣伝'],
  },
  education: {
    en: ['learn', 'study', 'students', 'teacher', 'homework', 'language learning', 'lesson', 'exam', 'tutor', 'course'],
    zh: ['学习', '学生', '老师', '作业', '背单词', '课程', '考试', '备课', '辅导'],
    'zh-TW': ['學習', '學生', '老師', '作業', '背單字', '課程', '考試', '備課', '家教'],
    ja: ['学習', '勉強', '学生', '先生', '宿題', '授業', '試験', '教材', '語学'],
  },
  research: {
    en: ['research', 'papers', 'literature review', 'academic', 'thesis', 'citations', 'scientific'],
    zh: ['科研', '论文', '文献', '学术', '毕业论文', '文献综述'],
    'zh-TW': ['研究', '論文', '文獻', '學術', '文獻回顧'],
    ja: ['研究', '論文', '文献', '学術', '卒論'],
  },
  'ai-agents': {
    en: ['agent', 'agents', 'autonomous', 'do tasks for me', 'browse websites'],
    zh: ['智能体', '代理', '自动完成任务', '自主'],
    'zh-TW': ['智慧代理', '代理', '自動完成任務', '自主'],
    ja: ['エージェント', '自律', 'タスクを自動'],
  },
  'workflow-automation': {
    en: ['automate', 'automation', 'workflow', 'workflows', 'integrations', 'zapier', 'repetitive tasks', 'orders'],
    zh: ['自动化', '工作流', '流程', '集成', '重复工作', '订单'],
    'zh-TW': ['自動化', '工作流程', '流程', '整合', '重複工作', '訂單'],
    ja: ['自動化', 'ワークフロー', '連携', '定型業務', '注文'],
  },
}

/** What people ask the MCP assistant for, per MCP category. */
export const mcpNeeds: NeedLexicon = {
  'mcp-developer-tools': {
    en: ['github', 'git', 'code', 'repository', 'pull request', 'issues', 'ide', 'debug', 'programming'],
    zh: ['代码', '仓库', '编程', '开发', '调试'],
    'zh-TW': ['程式碼', '儲存庫', '程式', '開發', '除錯'],
    ja: ['コード', 'リポジトリ', 'プログラミング', '開発', 'デバッグ'],
  },
  'mcp-databases': {
    en: ['database', 'sql', 'postgres', 'mysql', 'mongodb', 'query data', 'tables', 'redis'],
    zh: ['数据库', 'sql', '查询数据', '数据表'],
    'zh-TW': ['資料庫', 'sql', '查詢資料', '資料表'],
    ja: ['データベース', 'sql', 'テーブル', 'クエリ'],
  },
  'mcp-browser-automation': {
    en: ['browser', 'web automation', 'scrape', 'scraping', 'click', 'fill forms', 'playwright', 'puppeteer', 'screenshots'],
    zh: ['浏览器', '网页自动化', '爬虫', '抓取网页', '填表'],
    'zh-TW': ['瀏覽器', '網頁自動化', '爬蟲', '抓取網頁', '填表'],
    ja: ['ブラウザ', 'スクレイピング', 'ウェブ自動化', 'フォーム入力'],
  },
  'mcp-search-web': {
    en: ['search the web', 'web search', 'search', 'news', 'fetch web pages', 'crawl', 'research'],
    zh: ['搜索', '联网', '网页', '新闻', '检索'],
    'zh-TW': ['搜尋', '連網', '網頁', '新聞', '檢索'],
    ja: ['検索', 'ウェブ', 'ニュース', 'ネット'],
  },
  'mcp-file-systems': {
    en: ['files', 'file system', 'folders', 'local files', 'read files', 'pdf', 'documents on disk'],
    zh: ['文件', '文件夹', '本地文件', '读取文件'],
    'zh-TW': ['檔案', '資料夾', '本機檔案', '讀取檔案'],
    ja: ['ファイル', 'フォルダ', 'ローカルファイル'],
  },
  'mcp-cloud-devops': {
    en: ['cloud', 'aws', 'kubernetes', 'docker', 'deploy', 'deployment', 'infrastructure', 'monitoring', 'logs', 'azure', 'gcp', 'terraform'],
    zh: ['云', '云服务', '部署', '运维', '监控', '日志', '容器'],
    'zh-TW': ['雲端', '雲服務', '部署', '維運', '監控', '日誌', '容器'],
    ja: ['クラウド', 'デプロイ', 'インフラ', '監視', 'ログ', 'コンテナ'],
  },
  'mcp-communication': {
    en: ['slack', 'email', 'messages', 'chat', 'discord', 'teams', 'notify', 'telegram', 'whatsapp'],
    zh: ['消息', '邮件', '聊天', '通知', '飞书', '钉钉', '企业微信'],
    'zh-TW': ['訊息', '郵件', '聊天', '通知'],
    ja: ['メッセージ', 'メール', 'チャット', '通知', 'slack'],
  },
  'mcp-productivity': {
    en: ['notion', 'calendar', 'tasks', 'project management', 'jira', 'todo', 'docs', 'spreadsheet', 'google drive'],
    zh: ['日历', '任务', '项目管理', '待办', '文档', '表格'],
    'zh-TW': ['日曆', '任務', '專案管理', '待辦', '文件', '表格'],
    ja: ['カレンダー', 'タスク', 'プロジェクト管理', 'ドキュメント', 'スプレッドシート'],
  },
  'mcp-knowledge-memory': {
    en: ['memory', 'remember', 'knowledge base', 'knowledge graph', 'notes', 'context', 'rag', 'vector'],
    zh: ['记忆', '知识库', '知识图谱', '笔记', '上下文'],
    'zh-TW': ['記憶', '知識庫', '知識圖譜', '筆記', '上下文'],
    ja: ['記憶', 'メモリ', 'ナレッジ', '知識グラフ', 'メモ'],
  },
  'mcp-finance-commerce': {
    en: ['payments', 'stripe', 'shop', 'store', 'e-commerce', 'invoices', 'finance', 'stocks', 'crypto', 'orders', 'billing'],
    zh: ['支付', '电商', '网店', '发票', '金融', '股票', '订单', '财务'],
    'zh-TW': ['支付', '付款', '電商', '網店', '發票', '金融', '股票', '訂單', '財務'],
    ja: ['決済', '支払い', 'ec', 'ネットショップ', '請求書', '金融', '株', '注文'],
  },
  'mcp-media-design': {
    en: ['design', 'figma', 'images', 'video', 'audio', 'image generation', 'photos', 'canva'],
    zh: ['设计', '图片', '视频', '音频', '图像'],
    'zh-TW': ['設計', '圖片', '影片', '音訊', '圖像'],
    ja: ['デザイン', '画像', '動画', '音声'],
  },
  'mcp-data-analytics': {
    en: ['analytics', 'analyze data', 'data analysis', 'charts', 'dashboards', 'metrics', 'csv', 'bi', 'reports'],
    zh: ['数据分析', '分析数据', '图表', '报表', '指标', '仪表盘'],
    'zh-TW': ['資料分析', '分析資料', '圖表', '報表', '指標', '儀表板'],
    ja: ['データ分析', '分析', 'グラフ', 'ダッシュボード', 'レポート', '指標'],
  },
}

/** A product step's category and the MCP category whose servers fit beside it. */
export const mcpBeside: Record<string, string> = {
  'code-assistants': 'mcp-developer-tools',
  'developer-tools': 'mcp-developer-tools',
  'app-builders': 'mcp-developer-tools',
  'vector-databases': 'mcp-knowledge-memory',
  'llm-frameworks': 'mcp-knowledge-memory',
  'ai-search': 'mcp-search-web',
  research: 'mcp-search-web',
  'ai-agents': 'mcp-browser-automation',
  productivity: 'mcp-productivity',
  'personal-assistants': 'mcp-productivity',
  'workflow-automation': 'mcp-communication',
  'customer-service': 'mcp-communication',
  'design-tools': 'mcp-media-design',
  'image-editing': 'mcp-media-design',
  'marketing-seo': 'mcp-data-analytics',
}

/** Product categories whose steps are served by a model as well (an API or weights to run). */
export const modelBeside = new Set(['chatbots', 'llm-platforms', 'local-llm', 'llm-frameworks', 'code-assistants'])
