/**
 * Replay mode: a game record loaded (a file, or the sample), every state rebuilt with `replay`, and a stepper
 * (first, previous, next, last, a ply slider) that draws the board at that ply, as an umpire or one side sees it,
 * and lists the ply's action and events in words.
 *
 * @module
 */
import { replay, type Action, type AnyRuleset, type BaseState, type GameEvent, type RecordFor, type RulesetTypes } from 'kriegsspiel';
import { renderState } from 'kriegsspiel/render';
import { actionLabel } from './actionLabel.js';
import { showBoard, zoomBoard } from './boardPicture.js';
import { byId, fill, h } from './dom.js';
import { chosenFileText, readRecord } from './recordFiles.js';
import { wordsOf, type Words } from './rulesets.js';
import { sampleRecord } from './sampleGame.js';

/** A replayed record: its ruleset, every state and every action's events. */
interface Replay {
  readonly ruleset: AnyRuleset;
  readonly record: RecordFor<RulesetTypes>;
  readonly states: readonly BaseState[];
  readonly events: readonly (readonly GameEvent[])[];
  readonly words: Words;
}

/** The replay mode's controls, found in index.html by id. */
function controls() {
  return {
    file: byId('replay-file', HTMLInputElement),
    sample: byId('replay-sample', HTMLButtonElement),
    status: byId('replay-status', HTMLElement),
    first: byId('replay-first', HTMLButtonElement),
    prev: byId('replay-prev', HTMLButtonElement),
    next: byId('replay-next', HTMLButtonElement),
    last: byId('replay-last', HTMLButtonElement),
    slider: byId('replay-slider', HTMLInputElement),
    ply: byId('replay-ply', HTMLElement),
    side: byId('replay-side', HTMLSelectElement),
    board: byId('replay-board', HTMLElement),
    zoom: byId('replay-zoom', HTMLSelectElement),
    turn: byId('replay-turn', HTMLElement),
    action: byId('replay-action', HTMLElement),
    events: byId('replay-events', HTMLElement),
    result: byId('replay-result', HTMLElement),
  };
}

/** Wires the replay mode; returns a function that loads a record (used by tests and the sample button). */
export function setUpReplay(): (text: string, name: string) => void {
  const ui = controls();
  let current: Replay | null = null;
  let ply = 0;

  const draw = (): void => {
    const r = current;
    const loaded = r !== null;
    for (const b of [ui.first, ui.prev, ui.next, ui.last, ui.slider, ui.side]) b.disabled = !loaded;
    if (r === null) return;
    const last = r.states.length - 1;
    ply = Math.max(0, Math.min(last, ply));
    ui.slider.max = String(last);
    ui.slider.value = String(ply);
    ui.ply.textContent = `ply ${ply} of ${last}`;
    ui.prev.disabled = ui.first.disabled = ply === 0;
    ui.next.disabled = ui.last.disabled = ply === last;
    const state = r.states[ply]!;
    const side = ui.side.value;
    showBoard(ui.board, renderState(r.ruleset, state, side === '' ? {} : { side }));
    const seen = r.ruleset.view(state, side === '' ? r.ruleset.sides[0]! : side);
    ui.turn.textContent = seen.ok ? r.words.turnLabel(seen.view) : '';
    if (ply === 0) {
      fill(ui.action, 'The start, before any action.');
      fill(ui.events);
    } else {
      const action = r.record.actions[ply - 1] as Action;
      const actor = r.ruleset.actorOf(r.states[ply - 1]!, action);
      fill(ui.action, h('strong', {}, actor === null || actor === 'chance' ? 'Chance' : r.words.sideName(actor)), `: ${actionLabel(action)}`);
      const events = side === '' ? r.events[ply - 1]! : r.ruleset.eventsFor(r.events[ply - 1]!, side);
      const lines = events.map((e) => r.words.describe(e)).filter((line): line is string => line !== null);
      fill(ui.events, ...lines.map((line) => h('li', {}, line)));
    }
    const result = r.ruleset.result(state);
    fill(ui.result, result.terminal ? resultText(r.words, result.winner, result.summary) : '');
  };

  const load = (text: string, name: string): void => {
    const read = readRecord(text);
    if (!read.ok) {
      fill(ui.status, h('span', { class: 'error' }, `${name}: ${read.message}`));
      return;
    }
    const replayed = replay(read.ruleset, read.record, { states: true, events: true });
    if (!replayed.ok) {
      fill(ui.status, h('span', { class: 'error' }, `${name}: action ${replayed.error.index}: ${replayed.error.violation.message}`));
      return;
    }
    const words = wordsOf(read.ruleset, replayed.initial);
    current = { ruleset: read.ruleset, record: read.record, states: replayed.states ?? [], events: (replayed.events ?? []) as readonly (readonly GameEvent[])[], words };
    fill(ui.side, h('option', { value: '' }, 'everything (umpire)'), ...read.ruleset.sides.map((s) => h('option', { value: s }, `${words.sideName(s)} view`)));
    fill(ui.status, `${name}: ${words.title}, ${read.record.actions.length} actions.`);
    ply = 0;
    draw();
  };

  ui.file.addEventListener('change', () => {
    void chosenFileText(ui.file).then((text) => text !== null && load(text, ui.file.files?.[0]?.name ?? 'file'));
  });
  ui.sample.addEventListener('click', () => load(JSON.stringify(sampleRecord()), 'Sample skirmish'));
  ui.first.addEventListener('click', () => ((ply = 0), draw()));
  ui.prev.addEventListener('click', () => ((ply -= 1), draw()));
  ui.next.addEventListener('click', () => ((ply += 1), draw()));
  ui.last.addEventListener('click', () => ((ply = Number.MAX_SAFE_INTEGER), draw()));
  ui.slider.addEventListener('input', () => ((ply = Number(ui.slider.value)), draw()));
  ui.side.addEventListener('change', draw);
  ui.zoom.addEventListener('change', () => zoomBoard(ui.board, ui.zoom.value));
  ui.board.dataset['zoom'] = ui.zoom.value;
  draw();
  return load;
}

/** The result in words: who won and why. */
export function resultText(words: Words, winner: string | null, summary: string | undefined): string {
  const who = winner === null ? 'Draw' : `${words.sideName(winner)} victory`;
  return `Game over. ${who}${summary === undefined ? '' : `: ${summary}`}.`;
}
