/**
 * Play mode: a person against a bot in any built-in scenario. The board shows the person's side's view only. A click
 * on a unit shows its destinations (`queries.moves`); a click on one makes the move. Attack targets and other
 * actions that name a place are marked on the board with the odds `queries.combatPreview` gives; the combat being
 * formed is previewed in full. Every decision that is not a map click (ends of phases, chits, tactics, set-ups) is
 * a button, under the decision's prompt (`queries.prompt`). The bot plays one decision at a time, the page yielding
 * between them so it stays responsive.
 *
 * @module
 */
import type { Action } from 'kriegsspiel';
import { renderView } from 'kriegsspiel/render';
import { actionLabel, words } from './actionLabel.js';
import { boardOverlays } from './boardOverlays.js';
import { boardClick, showBoard, zoomBoard } from './boardPicture.js';
import { actionKey, clickTargets, moveTo, type ClickTargets } from './clickTargets.js';
import type { BotChooser } from './botChooser.js';
import { combatPanel } from './combatPanel.js';
import { byId, fill, h } from './dom.js';
import { PAGE_BOTS, PlaySession, type LogEntry, type PageBot } from './playSession.js';
import { chosenFileText, downloadRecord, readRecord } from './recordFiles.js';
import { resultText } from './replayMode.js';
import { builtInScenarios, rulesetById, wordsOf } from './rulesets.js';

/** Buttons are grouped by action type beyond this many. */
const GROUP_BUTTONS_OVER = 24;

function controls() {
  return {
    scenario: byId('play-scenario', HTMLSelectElement),
    side: byId('play-side', HTMLSelectElement),
    bot: byId('play-bot', HTMLSelectElement),
    seed: byId('play-seed', HTMLInputElement),
    start: byId('play-start', HTMLButtonElement),
    load: byId('play-load', HTMLInputElement),
    save: byId('play-save', HTMLButtonElement),
    setupStatus: byId('play-setup-status', HTMLElement),
    board: byId('play-board', HTMLElement),
    zoom: byId('play-zoom', HTMLSelectElement),
    turn: byId('play-turn', HTMLElement),
    prompt: byId('play-prompt', HTMLElement),
    status: byId('play-status', HTMLElement),
    combat: byId('play-combat', HTMLElement),
    here: byId('play-here', HTMLElement),
    actions: byId('play-actions', HTMLElement),
    log: byId('play-log', HTMLElement),
  };
}

/** Wires the play mode; bots answer through `chooser`. */
export function setUpPlay(chooser: BotChooser): void {
  const ui = controls();
  let session: PlaySession | null = null;
  let selected: string | null = null;
  let here: { readonly place: string; readonly actions: readonly Action[] } | null = null;
  let targets: ClickTargets | null = null;
  let game = 0; // bumped when a new game starts, so an old bot loop stops

  for (const { ruleset, scenario } of builtInScenarios()) {
    ui.scenario.append(h('option', { value: `${ruleset.id}/${scenario}` }, `${scenario} (${ruleset.id})`));
  }
  for (const bot of PAGE_BOTS) ui.bot.append(h('option', { value: bot }, `${bot} bot`));

  const chosenRuleset = () => rulesetById(ui.scenario.value.split('/')[0] ?? '');
  const fillSides = (): void => {
    const ruleset = chosenRuleset();
    const kept = ui.side.value;
    const compiled = ruleset?.compile(ui.scenario.value.split('/')[1] ?? '');
    const words = ruleset !== undefined && compiled?.ok ? wordsOf(ruleset, { scenario: compiled.ref }) : null;
    fill(ui.side, ...(ruleset?.sides ?? []).map((side) => h('option', { value: side }, words?.sideName(side) ?? side)));
    if (ruleset?.sides.includes(kept)) ui.side.value = kept;
  };
  ui.scenario.addEventListener('change', fillSides);
  ui.zoom.addEventListener('change', () => zoomBoard(ui.board, ui.zoom.value));
  ui.board.dataset['zoom'] = ui.zoom.value;
  fillSides();

  /** Plays the person's actions in order (a move may take two: a selection, then the move), then lets the bot go. */
  const play = (...actions: readonly Action[]): void => {
    if (session === null) return;
    for (const action of actions) {
      const played = session.play(action);
      if (!played.ok) {
        fill(ui.status, h('span', { class: 'error' }, played.message));
        break;
      }
    }
    selected = null;
    here = null;
    draw();
    void runBot();
  };

  const runBot = async (): Promise<void> => {
    const mine = game;
    while (session !== null && mine === game && session.botSide() !== null) {
      ui.status.setAttribute('data-turn', 'bot');
      fill(ui.status, `The ${session.words.sideName(session.botSide()!)} bot is thinking…`);
      const step = await session.botStep(chooser);
      if (mine !== game) return;
      if (!step.ok) {
        fill(ui.status, h('span', { class: 'error' }, step.message));
        ui.status.setAttribute('data-turn', 'stuck');
        return;
      }
      draw();
    }
  };

  const draw = (): void => {
    ui.save.disabled = session === null;
    if (session === null) return;
    const s = session;
    const view = s.view();
    const queries = s.ruleset.queries;
    const legal = s.humanActions();
    targets = clickTargets(legal.length > 0 && queries !== undefined ? queries.moves(view, s.human) : new Map(), legal);
    const { highlights, odds, pending } = boardOverlays(queries, view, s.human, targets, selected);
    showBoard(ui.board, renderView(s.ruleset, view, s.human, { highlights, odds }));
    ui.board.setAttribute('data-ply', String(s.plies));
    ui.turn.textContent = s.words.turnLabel(view);

    const result = s.result();
    const prompt = queries?.prompt(view, s.human);
    if (result.terminal) {
      fill(ui.prompt, h('strong', { class: 'result' }, resultText(s.words, result.winner, result.summary)));
      ui.status.setAttribute('data-turn', 'over');
      fill(ui.status, `Scores: ${Object.entries(result.scores).map(([side, score]) => `${s.words.sideName(side)} ${score}`).join(', ')}.`);
    } else {
      fill(ui.prompt, prompt?.text ?? '', prompt === undefined ? '' : h('span', { class: 'rule' }, prompt.rule));
      if (s.humanToAct()) {
        ui.status.setAttribute('data-turn', 'human');
        const moving = targets.moves.size > 0 ? 'Click a unit to see where it may go. ' : '';
        fill(ui.status, selected === null ? moving : `${selected} selected: click a highlighted place, or the unit again to deselect.`);
      }
    }

    fill(ui.combat, pending === null ? null : combatPanel(pending, 'Combat being formed'));
    if (here !== null && queries !== undefined) {
      const at = here;
      const preview = at.actions.map((a) => queries.combatPreview(view, s.human, a)).find((p) => p !== null) ?? null;
      fill(ui.here, h('h3', {}, `At ${at.place}`), ...at.actions.map((a) => actionButton(a)), preview === null ? null : combatPanel(preview, 'If you attack'));
    } else if (selected !== null) {
      // A stack draws at most four counters: every unit that may move from the selected one's place is offered here.
      const from = targets.moves.get(selected)?.[0]?.path[0];
      const alongside = [...targets.moves].filter(([unit, options]) => unit !== selected && options[0]?.path[0] === from).map(([unit]) => unit);
      fill(ui.here, alongside.length === 0 ? null : h('p', {}, 'Also here: ', ...alongside.map(selectButton)));
    } else fill(ui.here);
    // Units that may move but are not drawn (reinforcements entering, a counter deep in a stack): selected by button.
    const undrawn = [...targets.moves.keys()].filter((unit) => ui.board.querySelector(`.piece[data-id="${CSS.escape(unit)}"]`) === null && unit !== selected);
    const entering = undrawn.length === 0 ? null : h('p', { class: 'entering' }, 'Not on the board: ', ...undrawn.map(selectButton));
    fill(ui.actions, entering, ...buttons(targets.buttons));
    fill(ui.log, ...s.log.slice(-200).reverse().map((entry) => logLine(entry)));
  };

  const logLine = (entry: LogEntry): HTMLLIElement => {
    const who = entry.actor === '' ? null : h('strong', {}, `${session?.words.sideName(entry.actor) ?? entry.actor}: `);
    const what = entry.action === undefined ? null : h('em', {}, `${entry.action}. `);
    const empty = entry.lines.length === 0 && entry.action === undefined ? '(no event you can see)' : null;
    return h('li', {}, h('span', { class: 'ply' }, `${entry.ply}`), who, what, empty, ...entry.lines.map((line) => h('span', { class: 'line' }, line)));
  };

  const selectButton = (unit: string): HTMLButtonElement =>
    h('button', { type: 'button', class: 'select', 'data-select': unit, onclick: () => ((selected = unit), (here = null), draw()) }, unit);

  const actionButton = (action: Action): HTMLButtonElement =>
    h('button', { type: 'button', class: 'action', 'data-type': action.type, 'data-action': actionKey(action), onclick: () => play(action) }, actionLabel(action));

  const buttons = (actions: readonly Action[]): HTMLElement[] => {
    if (actions.length <= GROUP_BUTTONS_OVER) return actions.map(actionButton);
    const byType = new Map<string, Action[]>();
    for (const a of actions) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
    return [...byType].map(([type, list]) => h('details', { class: 'group', 'data-type': type }, h('summary', {}, `${words(type)} (${list.length})`), ...list.map(actionButton)));
  };

  ui.board.addEventListener('click', (event) => {
    if (session === null || targets === null || !session.humanToAct()) return;
    const { unit, place } = boardClick(event);
    if (selected !== null && place !== null) {
      const option = moveTo(targets, selected, place);
      if (option !== undefined) return play(...option.actions);
    }
    if (unit !== null && targets.moves.has(unit)) {
      selected = selected === unit ? null : unit;
      here = null;
      return draw();
    }
    selected = null;
    const offered = (unit === null ? undefined : targets.byUnit.get(unit)) ?? (place === null ? undefined : targets.byPlace.get(place));
    if (offered !== undefined && offered.length === 1) return play(offered[0]!);
    here = offered === undefined ? null : { place: unit ?? place ?? '', actions: offered };
    draw();
  });

  const begin = (made: ReturnType<typeof PlaySession.start>): void => {
    if (!made.ok) {
      fill(ui.setupStatus, h('span', { class: 'error' }, made.message));
      return;
    }
    game += 1;
    session = made.session;
    selected = null;
    here = null;
    fill(ui.setupStatus, `${session.words.title}. You play the ${session.words.sideName(session.human)}; the ${session.botName} bot plays the other side.`);
    draw();
    void runBot();
  };

  ui.start.addEventListener('click', () => {
    const ruleset = chosenRuleset();
    if (ruleset === undefined) return;
    const seed = Number.parseInt(ui.seed.value, 10);
    begin(PlaySession.start(game + 1, ruleset, ui.scenario.value.split('/')[1] ?? '', Number.isSafeInteger(seed) ? seed : 1, ui.side.value, ui.bot.value as PageBot));
  });
  ui.save.addEventListener('click', () => session !== null && downloadRecord(session.record(), `${session.scenario}-${session.human}-ply${session.plies}.json`));
  ui.load.addEventListener('change', () => {
    void chosenFileText(ui.load).then((text) => {
      if (text === null) return;
      const read = readRecord(text);
      if (!read.ok) return fill(ui.setupStatus, h('span', { class: 'error' }, read.message));
      if (typeof read.record.scenario === 'string') {
        ui.scenario.value = `${read.ruleset.id}/${read.record.scenario}`;
        fillSides();
      }
      begin(PlaySession.resume(game + 1, read.ruleset, read.record, ui.side.value, ui.bot.value as PageBot));
      ui.load.value = '';
    });
  });
  draw();
}
