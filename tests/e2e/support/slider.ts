/**
 * Solves the slider check in the browser for tests: the challenge id comes from the network
 * answer the page itself received, the target offset from the operator's dev command (the gateway
 * has no endpoint that reveals it), and the piece is dragged there with the mouse in uneven steps
 * over about half a second, as a hand would.
 */
import type { Page, Response } from 'playwright-core';
import type { SiteServer } from './site-server';

/** Starts listening before the action that opens the slider check; await the result after it. */
export function waitForChallenge(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes('/wps/humancheck/challenge') && response.ok());
}

export async function solveSlider(page: Page, server: SiteServer, challenge: Promise<Response>): Promise<void> {
  const body = (await (await challenge).json()) as { value: { challengeId: string } };
  const target = server.admin('dev', 'humancheck-target', body.value.challengeId);
  if (target.status !== 0) throw new Error(`no target for the challenge: ${target.stderr}`);
  const offset = Number(target.stdout.trim());

  const handle = page.getByRole('slider', { name: 'Piece position' });
  await page.waitForFunction(() => {
    const element = document.querySelector('[role="slider"]');
    return element !== null && !element.hasAttribute('aria-disabled');
  });
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not visible');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // ease-out: big steps first, small ones near the gap
  const steps = 14;
  for (let i = 1; i <= steps; i++) {
    const progress = 1 - (1 - i / steps) ** 3;
    await page.mouse.move(startX + offset * progress, y + (i % 2), { steps: 1 });
    await page.waitForTimeout(25 + (i % 3) * 10);
  }
  await page.mouse.move(startX + offset, y);
  await page.waitForTimeout(60);
  await page.mouse.up();
  await page.getByRole('dialog', { name: 'Security check' }).waitFor({ state: 'detached' });
}
