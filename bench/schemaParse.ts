/**
 * `npx tsx bench/schemaParse.ts`: the time parseSchema takes on Napoleon at War's action schema (what `apply`
 * checks every move against) and state schema (what `loadState` checks), on the actions and the final state of 400
 * plies of Wagram between random bots; then 400 plies of `apply` on the immutable path. Best of 5 rounds. Compare
 * two checkouts by running it from each (`cd other && npx tsx /path/to/bench/schemaParse.ts`: imports resolve in the
 * working directory's tsconfig). docs/performance.md, "Why valibot".
 */
import { parseSchema, playGame, randomBot } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

const setup = napoleonAtWar.setup('wagram', {}, 3);
if (!setup.ok) throw new Error('setup');
const game = playGame(napoleonAtWar, setup.state, { french: randomBot(1), coalition: randomBot(2) }, { maxPlies: 400 });
const actions = game.actions;
const { action, state } = napoleonAtWar.definition.schemas;
const time = (label: string, n: number, f: () => void) => {
  for (let i = 0; i < 3; i++) f();
  const best: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) f();
    best.push((performance.now() - t) / n);
  }
  console.log(`${label}: ${(Math.min(...best) * 1000).toFixed(2)} us`);
};
time(`parse ${actions.length} actions`, 200, () => { for (const a of actions) if (!parseSchema(action, a).success) throw new Error('refused'); });
time('parse the final Wagram state', 200, () => { if (!parseSchema(state, game.final).success) throw new Error('refused'); });
time('apply 400 plies (immutable path)', 3, () => { let s = setup.state; for (const a of actions) { const r = napoleonAtWar.apply(s, a); if (!r.ok) throw new Error('x'); s = r.state; } });
