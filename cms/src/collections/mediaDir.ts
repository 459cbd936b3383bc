import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Where uploaded and captured files live. The cms serves them and the tasks worker writes captured
 * ones, and the two run in different working directories (cms/ and the workspace root), so a
 * relative folder would split them: the default is the workspace's `cms/media`, found from the
 * working directory upwards; MEDIA_DIR moves it (a shared volume between containers).
 */
export function mediaDir(setting = process.env.MEDIA_DIR): string {
  if (setting) return path.resolve(setting)
  let dir = process.cwd()
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return path.join(dir, 'cms', 'media')
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve('media')
    dir = parent
  }
}
