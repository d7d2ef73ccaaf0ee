import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, startHarness, type Harness } from './support/pageHarness.js';
import { recordUntil, replayStates, ruleset, unitPlaces } from './support/engineSide.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});


describe('replay mode', () => {
  it('loads the sample game without console errors and steps to its result', async () => {
    const { page, errors } = await openPage(harness, 'replay');
    await page.click('#replay-sample');
    await page.waitForSelector('#replay-board svg .piece');
    expect(await page.textContent('#replay-ply')).toMatch(/^ply 0 of \d+$/);
    await page.click('#replay-next');
    expect(await page.textContent('#replay-ply')).toMatch(/^ply 1 of/);
    expect(await page.locator('#replay-events li').count()).toBeGreaterThan(0);
    await page.click('#replay-last');
    await expect.poll(() => page.textContent('#replay-result')).toMatch(/^Game over\./);
    await screenshot(page, 'replay-sample-end');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws every unit where the engine puts it at a chosen ply of a loaded record', async () => {
    const naw = ruleset('napoleon-at-war');
    const text = recordUntil(naw, 'skirmish', 5, () => false, 60);
    const { states } = replayStates(text);
    const { page, errors } = await openPage(harness, 'replay');
    await page.setInputFiles('#replay-file', { name: 'skirmish-5.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.textContent('#replay-status')).toContain('60 actions');
    for (const ply of [0, 37, 60]) {
      await page.locator('#replay-slider').evaluate((slider, value) => {
        (slider as HTMLInputElement).value = String(value);
        slider.dispatchEvent(new Event('input'));
      }, ply);
      await expect.poll(() => page.textContent('#replay-ply')).toBe(`ply ${ply} of 60`);
      const drawn = await page.locator('#replay-board .piece[data-id]').evaluateAll((pieces) => pieces.map((p) => [p.getAttribute('data-id')!, p.getAttribute('data-at')!] as const));
      const expected = unitPlaces(naw, states[ply]!);
      expect(new Map(drawn)).toEqual(expected);
      expect(drawn.length).toBe(expected.size);
    }
    await screenshot(page, 'replay-ply-60');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names the field of a record it refuses', async () => {
    const { page } = await openPage(harness, 'replay');
    await page.setInputFiles('#replay-file', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"ruleset":"napoleon-at-war","format":"kriegsspiel/record"}') });
    await expect.poll(() => page.textContent('#replay-status')).toMatch(/broken\.json: .+/);
    expect(await page.locator('#replay-status .error').count()).toBe(1);
    await page.context().close();
  });
});
