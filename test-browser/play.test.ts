import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, startHarness, type Harness } from './support/pageHarness.js';
import { recordUntil, replayStates, ruleset, unitPlaces } from './support/engineSide.js';
import { plies, savedRecord, settle, startGame } from './support/playDriver.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const naw = () => ruleset('napoleon-at-war');

describe('play mode, Napoleon at War skirmish against a bot', () => {
  it('highlights exactly the destinations queries.moves lists, and a click moves the unit where the engine puts it', async () => {
    const { page, errors } = await openPage(harness, 'play');
    await startGame(page, 'napoleon-at-war/skirmish', 'french', 'random');
    const setup = naw().setup('skirmish', {}, 1);
    if (!setup.ok) throw new Error(setup.violation.message);
    const seen = naw().view(setup.state, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    const options = naw().queries!.moves(seen.view, 'french').get('F1') ?? [];
    expect(options.length).toBeGreaterThan(0);

    await page.click('#play-board .piece[data-id="F1"]');
    const highlighted = await page.locator('#play-board .highlight.destination').evaluateAll((hs) => hs.map((h) => h.getAttribute('data-hex')));
    expect(highlighted.sort()).toEqual(options.map((o) => o.to).sort());
    await screenshot(page, 'play-skirmish-destinations');

    const option = options.find((o) => o.cost >= 2) ?? options[0]!;
    await page.click(`#play-board .highlight.destination[data-hex="${option.to}"]`);
    await expect.poll(() => page.getAttribute('#play-board .piece[data-id="F1"]', 'data-at')).toBe(option.to);
    expect(await plies(page)).toBe(1);

    const { rules, states } = replayStates(await savedRecord(page));
    expect(unitPlaces(rules, states.at(-1)!, ['french']).get('F1')).toBe(option.to);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads a save at a combat phase, shows the odds of each attack, forms one and resolves it', async () => {
    const rules = naw();
    const canAttack = (state: Parameters<typeof rules.legalActions>[0]) =>
      rules.legalActions(state).some((a) => a.type === 'attack' && rules.actorOf(state, a) === 'french');
    const text = recordUntil(rules, 'skirmish', 3, canAttack);
    const { states } = replayStates(text);
    const at = states.at(-1)!;
    expect(canAttack(at)).toBe(true);
    const seen = rules.view(at, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    const attacks = rules.legalActions(at).filter((a): a is { type: 'attack'; hex: string } => a.type === 'attack');

    const { page, errors } = await openPage(harness, 'play');
    await page.selectOption('#play-side', 'french');
    await page.setInputFiles('#play-load', { name: 'combat.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    expect(await settle(page)).toBe('human');
    expect(await plies(page)).toBe(states.length - 1);
    for (const attack of attacks) {
      const preview = rules.queries!.combatPreview(seen.view, 'french', attack);
      expect(await page.textContent(`#play-board .odds[data-at="${attack.hex}"]`)).toBe(preview!.column);
    }
    await screenshot(page, 'play-skirmish-attack-targets');

    const target = attacks[0]!.hex;
    await page.locator(`#play-board .piece[data-at="${target}"]`).first().click();
    await page.waitForSelector('#play-combat .combat');
    const formed = rules.apply(at, attacks[0]!);
    if (!formed.ok) throw new Error(formed.violation.message);
    const formedView = rules.view(formed.state, 'french');
    if (!formedView.ok) throw new Error(formedView.violation.message);
    const pending = rules.queries!.combatPreview(formedView.view, 'french')!;
    expect(await page.getAttribute('#play-combat .combat', 'data-odds')).toBe(pending.computed);
    expect(await page.textContent('#play-combat .combat .column')).toBe(pending.column);
    expect(await page.locator('#play-combat table.outcomes tbody tr').count()).toBe(pending.outcomes.length);

    // Add every attacker the page offers (a click on the unit), then resolve on the first column offered.
    for (let k = 0; k < 6 && (await page.locator('#play-actions button[data-type="addAttacker"]').count()) > 0; k++) {
      const unit = JSON.parse((await page.getAttribute('#play-actions button[data-type="addAttacker"]', 'data-action'))!) as { unit: string };
      await page.click(`#play-board .piece[data-id="${unit.unit}"]`);
      await settle(page);
    }
    await screenshot(page, 'play-skirmish-combat-preview');
    const before = await plies(page);
    await page.click('#play-actions button[data-type="resolve"]');
    await settle(page);
    expect(await plies(page)).toBeGreaterThan(before);
    expect(await page.textContent('#play-log')).toMatch(/NAW 7/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brings on a reinforcement that is not on the board yet: selected by its button, moved by a click', async () => {
    const rules = naw();
    const entering = (state: Parameters<typeof rules.legalActions>[0]) => {
      const seen = rules.view(state, 'french');
      return seen.ok && rules.queries!.moves(seen.view, 'french').has('F6') && unitPlaces(rules, state, ['french']).get('F6') === undefined;
    };
    const text = recordUntil(rules, 'skirmish', 4, entering);
    const at = replayStates(text).states.at(-1)!;
    expect(entering(at)).toBe(true);
    const seen = rules.view(at, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    const options = rules.queries!.moves(seen.view, 'french').get('F6')!;

    const { page, errors } = await openPage(harness, 'play');
    await page.selectOption('#play-side', 'french');
    await page.setInputFiles('#play-load', { name: 'reinforcement.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    expect(await settle(page)).toBe('human');
    expect(await page.locator('#play-board .piece[data-id="F6"]').count()).toBe(0);
    await page.click('#play-actions button[data-select="F6"]');
    const highlighted = await page.locator('#play-board .highlight.destination').evaluateAll((hs) => hs.map((h) => h.getAttribute('data-hex')));
    expect(highlighted.sort()).toEqual(options.map((o) => o.to).sort());
    await screenshot(page, 'play-skirmish-reinforcement');
    await page.click(`#play-board .highlight.destination[data-hex="${options[0]!.to}"]`);
    await expect.poll(() => page.getAttribute('#play-board .piece[data-id="F6"]', 'data-at')).toBe(options[0]!.to);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a whole game by buttons against the bot and shows the engine\'s result', async () => {
    const { page, errors } = await openPage(harness, 'play');
    await startGame(page, 'napoleon-at-war/skirmish', 'coalition', 'random', 2);
    for (let turn = 0; turn < 500 && (await settle(page)) === 'human'; turn++) {
      const preferred = ['endPhase', 'declineRetreat', 'declineAdvance'];
      let button = page.locator('#play-actions button.action').first();
      for (const type of preferred) {
        const candidate = page.locator(`#play-actions button[data-type="${type}"]`);
        if ((await candidate.count()) > 0) {
          button = candidate.first();
          break;
        }
      }
      const before = await plies(page);
      await button.dispatchEvent('click');
      await page.waitForFunction((n) => Number(document.getElementById('play-board')?.getAttribute('data-ply')) > n, before);
    }
    expect(await settle(page)).toBe('over');
    const { rules, states } = replayStates(await savedRecord(page));
    const result = rules.result(states.at(-1)!);
    expect(result.terminal).toBe(true);
    const words = result.winner === null ? 'Draw' : result.winner === 'french' ? 'French victory' : 'Allied victory';
    expect(await page.textContent('#play-prompt')).toContain(`Game over. ${words}`);
    await screenshot(page, 'play-skirmish-game-over');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('play mode, every ruleset', () => {
  it('opens each built-in ruleset\'s default scenario and offers its first decision, the greedy bot answering', async () => {
    const { page, errors } = await openPage(harness, 'play');
    for (const id of ['napoleon-at-war', 'a-crowning-glory', 'jours-de-gloire', 'march-into-battle']) {
      const rules = ruleset(id);
      const scenario = Object.keys(rules.definition.scenarios)[0]!;
      // The second side: the greedy bot (in the page's worker) takes the first decisions, then the person's turn comes.
      await startGame(page, `${id}/${scenario}`, rules.sides[1]!, 'greedy');
      expect(await settle(page), id).toBe('human');
      await page.waitForSelector('#play-board svg .piece');
      expect((await page.textContent('#play-prompt'))?.length, id).toBeGreaterThan(5);
      const offered = (await page.locator('#play-actions button.action').count()) + (await page.locator('#play-board .piece[data-id]').count());
      expect(offered, id).toBeGreaterThan(0);
      await screenshot(page, `play-${scenario}`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
