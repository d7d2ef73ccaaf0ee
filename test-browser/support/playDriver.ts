/**
 * Driving play mode like a person: start a game, wait until the page hands the turn back (the bot has played), and
 * take the engine's record back through "Save the game".
 */
import type { Page } from 'playwright-core';

/** Starts a new game of `rulesetId/scenario` as `side` against `bot`, and waits for the person's turn (or the end). */
export async function startGame(page: Page, scenario: string, side: string, bot: 'random' | 'greedy', seed = 1): Promise<void> {
  await page.selectOption('#play-scenario', scenario);
  await page.selectOption('#play-side', side);
  await page.selectOption('#play-bot', bot);
  await page.fill('#play-seed', String(seed));
  await page.click('#play-start');
  await settle(page);
}

/** Waits until the person decides or the game is over, and returns which (`'human'`, `'over'`, `'stuck'`). */
export async function settle(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForSelector('#play-status[data-turn="human"], #play-status[data-turn="over"], #play-status[data-turn="stuck"]', { timeout, state: 'attached' });
  return (await page.getAttribute('#play-status', 'data-turn')) ?? '';
}

/** The number of actions played so far, as the board says. */
export async function plies(page: Page): Promise<number> {
  return Number(await page.getAttribute('#play-board', 'data-ply'));
}

/** Clicks "Save the game" and returns the downloaded record's text. */
export async function savedRecord(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#play-save')]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
