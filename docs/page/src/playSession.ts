/**
 * A game between a person and a bot, without the DOM: the page holds the full state as an umpire would, shows the
 * person only their side's view, and asks the bot for the other side's decisions from that side's view
 * (`bot.choose(ruleset, view, side)`). Dice are the state's own seeded stream (chance mode `auto`), so a save is the
 * record of the actions: `createRecord` on the way out, `loadRecord` and `replay` on the way in.
 *
 * @module
 */
import { createRecord, replay, type Action, type AnyRuleset, type BaseState, type GameResult, type RecordFor, type RulesetTypes, type ViewBase } from 'kriegsspiel';
import { actionLabel } from './actionLabel.js';
import type { BotChooser } from './botChooser.js';
import { wordsOf, type Words } from './rulesets.js';

/** The bots the page offers. */
export const PAGE_BOTS = ['greedy', 'random'] as const;

/** One of {@link PAGE_BOTS}. */
export type PageBot = (typeof PAGE_BOTS)[number];

/** A ply of the game as the person sees it: who acted and the event lines their side may read. */
export interface LogEntry {
  readonly ply: number;
  readonly actor: string;
  /** The action in words, for the person's own actions (the bot's may be secret: only their events show). */
  readonly action?: string;
  readonly lines: readonly string[];
}

/** What a step of play gives: done, or why not (in words). */
export type Played = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A game in progress between a person (`human`) and a bot. */
export class PlaySession {
  readonly ruleset: AnyRuleset;
  readonly scenario: string;
  readonly seed: number;
  readonly human: string;
  readonly botName: PageBot;
  readonly words: Words;
  readonly log: LogEntry[] = [];
  #state: BaseState;
  readonly #actions: Action[];
  /** Names this game to the bot chooser (a bot keeps its seeded stream within a game). */
  readonly #game: number;

  private constructor(game: number, ruleset: AnyRuleset, scenario: string, seed: number, human: string, botName: PageBot, state: BaseState, actions: readonly Action[]) {
    this.ruleset = ruleset;
    this.scenario = scenario;
    this.seed = seed;
    this.human = human;
    this.botName = botName;
    this.#state = state;
    this.#actions = [...actions];
    this.#game = game;
    this.words = wordsOf(ruleset, state);
  }

  /**
   * A new game of a built-in scenario, the person playing `human`.
   *
   * @example
   * ```ts
   * const started = PlaySession.start(1, napoleonAtWar, 'skirmish', 1, 'french', 'greedy');
   * ```
   */
  static start(game: number, ruleset: AnyRuleset, scenario: string, seed: number, human: string, botName: PageBot): { ok: true; session: PlaySession } | { ok: false; message: string } {
    const made = ruleset.setup(scenario, {}, seed, 'auto');
    if (!made.ok) return { ok: false, message: made.violation.message };
    return { ok: true, session: new PlaySession(game, ruleset, scenario, seed, human, botName, made.state, []) };
  }

  /** A saved game (a record of a built-in scenario, chance mode `auto`) continued, the person playing `human`. */
  static resume(game: number, ruleset: AnyRuleset, record: RecordFor<RulesetTypes>, human: string, botName: PageBot): { ok: true; session: PlaySession } | { ok: false; message: string } {
    if (typeof record.scenario !== 'string') return { ok: false, message: 'scenario: the page plays built-in scenarios only' };
    if (record.chanceMode !== 'auto') return { ok: false, message: 'chanceMode: the page plays saves in chance mode "auto" only' };
    const replayed = replay(ruleset, record);
    if (!replayed.ok) return { ok: false, message: `action ${replayed.error.index}: ${replayed.error.violation.message}` };
    const actions = record.actions.filter((a): a is Action => a.type !== 'chance');
    const session = new PlaySession(game, ruleset, record.scenario, record.seed, human, botName, replayed.final, actions);
    session.log.push({ ply: actions.length, actor: '', lines: [`Loaded a save of ${actions.length} actions.`] });
    return { ok: true, session };
  }

  /** The full state (the umpire's; never drawn for the person). */
  get state(): BaseState {
    return this.#state;
  }

  /** The actions played so far. */
  get plies(): number {
    return this.#actions.length;
  }

  /** What the person's side may see now. */
  view(): ViewBase {
    const seen = this.ruleset.view(this.#state, this.human);
    if (!seen.ok) throw new Error(seen.violation.message);
    return seen.view;
  }

  /** The sides that owe a decision now (none when the game is over or chance decides). */
  owing(): readonly string[] {
    const decision = this.ruleset.decision(this.#state);
    if (decision.kind === 'side') return [decision.side];
    if (decision.kind === 'simultaneous') return decision.sides;
    return [];
  }

  /** The side the bot must decide for now, or `null` (the person's turn, or the game is over). */
  botSide(): string | null {
    return this.owing().find((side) => side !== this.human) ?? null;
  }

  /** Whether the person decides now. */
  humanToAct(): boolean {
    return this.botSide() === null && this.owing().includes(this.human);
  }

  /** The person's legal actions now (empty when it is not their turn). */
  humanActions(): Action[] {
    if (!this.humanToAct()) return [];
    return this.ruleset.legalActions(this.#state).filter((a): a is Action => a.type !== 'chance' && this.ruleset.actorOf(this.#state, a) === this.human);
  }

  /** The result so far. */
  result(): GameResult<string> {
    return this.ruleset.result(this.#state);
  }

  /** Plays one of the person's actions. */
  play(action: Action): Played {
    if (!this.humanToAct()) return { ok: false, message: 'it is not your turn' };
    return this.#apply(action, this.human);
  }

  /**
   * Lets the bot take the decision it owes, if any: `choose` is asked with the bot's side's view only. The state may
   * not change meanwhile (the page takes no click while the bot thinks).
   */
  async botStep(choose: BotChooser): Promise<Played> {
    const side = this.botSide();
    if (side === null) return { ok: false, message: 'the bot owes no decision' };
    const seen = this.ruleset.view(this.#state, side);
    if (!seen.ok) return { ok: false, message: seen.violation.message };
    const answer = await choose({ game: this.#game, ruleset: this.ruleset.id, bot: this.botName, seed: this.seed + 1, side, view: seen.view });
    return answer.ok ? this.#apply(answer.action, side) : answer;
  }

  /** The game so far as a record (what "Save" downloads). */
  record(): RecordFor<RulesetTypes> {
    return createRecord(this.ruleset, { scenario: this.scenario, seed: this.seed, chanceMode: 'auto' }, this.#actions);
  }

  #apply(action: Action, actor: string): Played {
    const applied = this.ruleset.apply(this.#state, action, { events: true });
    if (!applied.ok) return { ok: false, message: applied.violation.message };
    this.#state = applied.state;
    this.#actions.push(action);
    const seen = this.ruleset.eventsFor(applied.events, this.human);
    const lines = seen.map((event) => this.words.describe(event)).filter((line): line is string => line !== null);
    this.log.push({ ply: this.#actions.length, actor, ...(actor === this.human ? { action: actionLabel(action) } : {}), lines });
    return { ok: true };
  }
}
