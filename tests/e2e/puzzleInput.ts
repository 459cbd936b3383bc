import type { Page } from 'playwright-core'
import { handMotion, seeded } from '../support/dragModels'

/**
 * Moving the slide puzzle's piece as a person does. The server judges how the piece got there
 * (cms/src/verification/puzzleTrace.ts), so the mouse follows a hand's motion in real time (a
 * reach that falls short, a look, a correction; tests/support/dragModels.ts) and keys are pressed
 * at a typing pace rather than as fast as the protocol allows.
 */

/** Mouse down at (x0, y0), a hand's drag by dx pixels, mouse up. */
export async function handDragBy(page: Page, x0: number, y0: number, dx: number, maxX: number): Promise<void> {
  const motion = handMotion(dx, maxX, seeded(Date.now()), { landing: 0.85 })
  await page.mouse.move(x0, y0)
  await page.mouse.down()
  const began = performance.now()
  // The hand's pace, frame by frame: each move is sent when its moment comes.
  const at = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, began + t - performance.now())))
  for (let t = 16; t < motion.end; t += 16) {
    await at(t)
    const [px, py] = motion.at(t)
    await page.mouse.move(x0 + px, y0 + py)
  }
  await at(motion.end)
  await page.mouse.up()
}

/** Moves the focused slider to x with Shift+arrows and arrows, about 20 presses a second. */
export async function keyOffset(page: Page, x: number): Promise<void> {
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight', { delay: 50 })
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight', { delay: 50 })
}
