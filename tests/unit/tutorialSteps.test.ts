import { describe, expect, it } from 'vitest'
import { tutorialMarkdown } from '@/features/product/tutorial'

/** Numbered steps written on one line become one list item per step, in every language. */
describe('tutorial steps', () => {
  it('puts each step on its own line in en, zh, zh-TW and ja', () => {
    const cases = {
      en: '1. Open chatgpt.com and sign in. 2. Type a question. 3. Upload files when needed. 4. Refine with follow-ups.',
      zh: '1. 打开 chatgpt.com 或安装应用并登录。2. 在输入框中输入问题或需求。3. 需要时上传文件或开启搜索。4. 通过追问不断完善回答。',
      'zh-TW': '1. 開啟 chatgpt.com 或安裝應用程式並登入。2. 在輸入框輸入問題。3. 需要時上傳檔案。4. 透過追問完善回答。',
      ja: '1. chatgpt.com を開いてログインします。2. 質問を入力します。3. 必要に応じてファイルをアップロードします。4. 追加の質問で回答を磨きます。',
    }
    for (const [language, text] of Object.entries(cases)) {
      const lines = tutorialMarkdown(text).split('\n')
      expect(lines, language).toHaveLength(4)
      expect(lines.map((l) => l.slice(0, 2)), language).toEqual(['1.', '2.', '3.', '4.'])
    }
  })

  it('leaves version numbers and an editor’s own line breaks alone', () => {
    expect(tutorialMarkdown('1. 选择 GPT-4.1 模型。2. 开始对话。').split('\n')).toEqual(['1. 选择 GPT-4.1 模型。', '2. 开始对话。'])
    expect(tutorialMarkdown('1. First\n\nSome text 2. not a step')).toBe('1. First\n\nSome text 2. not a step')
  })
})
