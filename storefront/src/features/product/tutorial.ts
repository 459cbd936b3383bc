/**
 * Catalogue tutorials are often written as numbered steps on one line ("1. Sign in. 2. Type…",
 * "1. 打开网站并登录。2. 输入问题。"),
 * which Markdown reads as a single paragraph. Put each step on its own line so it renders as a list;
 * text that already has line breaks is the editor's own Markdown and is left alone.
 */
export function tutorialMarkdown(source: string): string {
  const text = source.trim()
  if (text.includes('\n') || !/^1\.\s/.test(text)) return text
  // After a space, or straight after a sentence's end in Chinese and Japanese, which put none.
  return text.replace(/(?:\s+|(?<=[。！？；]))(?=\d{1,2}\.\s)/g, '\n')
}
