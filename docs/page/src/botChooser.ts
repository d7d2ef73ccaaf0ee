/**
 * How the page asks a bot for a decision: a request with the bot's name and seed, the side and that side's view
 * (never the full state), answered with one action. {@link workerChooser} answers in a Web Worker (dist/botWorker.js),
 * so a slow decision (the greedy bot on Wagram takes up to about a second) does not freeze the page;
 * {@link inPageChooser} answers on the page itself, for browsers without module workers.
 *
 * @module
 */
import { botByName, type Action, type AnyRulesetBot, type ViewBase } from 'kriegsspiel';
import { rulesetById } from './rulesets.js';

/** One decision asked of a bot. `game` names the game, so that a bot keeps its own seeded stream across a game. */
export interface BotRequest {
  readonly game: number;
  readonly ruleset: string;
  readonly bot: string;
  readonly seed: number;
  readonly side: string;
  readonly view: ViewBase;
}

/** A bot's answer: an action, or why there is none. */
export type BotAnswer = { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly message: string };

/** Answers bot requests. */
export type BotChooser = (request: BotRequest) => Promise<BotAnswer>;

/**
 * A synchronous answerer that keeps one bot per game (its seeded stream goes on from decision to decision): what
 * both choosers run, in the worker or on the page.
 *
 * @example
 * ```ts
 * const answer = botAnswerer();
 * answer({ game: 1, ruleset: 'napoleon-at-war', bot: 'greedy', seed: 2, side: 'coalition', view });
 * ```
 */
export function botAnswerer(): (request: BotRequest) => BotAnswer {
  const bots = new Map<string, AnyRulesetBot>();
  return (request) => {
    const ruleset = rulesetById(request.ruleset);
    if (ruleset === undefined) return { ok: false, message: `ruleset: "${request.ruleset}" is not built in` };
    const key = `${request.game}/${request.side}`;
    const bot = bots.get(key) ?? botByName(request.bot, request.seed);
    if (bot === undefined) return { ok: false, message: `bot: "${request.bot}" is not a bot` };
    bots.set(key, bot);
    try {
      return { ok: true, action: bot.choose(ruleset, request.view, request.side) };
    } catch (error) {
      return { ok: false, message: `the ${request.bot} bot failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}

/** Answers on the page, after yielding once so the page can repaint first. */
export function inPageChooser(): BotChooser {
  const answer = botAnswerer();
  return (request) => new Promise((resolve) => setTimeout(() => resolve(answer(request)), 0));
}

/** Answers in a module Web Worker at `url` (falls back to {@link inPageChooser} if it cannot be started). */
export function workerChooser(url: URL): BotChooser {
  let worker: Worker;
  try {
    worker = new Worker(url, { type: 'module' });
  } catch {
    return inPageChooser();
  }
  const waiting = new Map<number, (answer: BotAnswer) => void>();
  let next = 0;
  worker.addEventListener('message', (event: MessageEvent<{ id: number; answer: BotAnswer }>) => {
    waiting.get(event.data.id)?.(event.data.answer);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', (event) => {
    for (const resolve of waiting.values()) resolve({ ok: false, message: `the bot worker failed: ${event.message}` });
    waiting.clear();
  });
  return (request) =>
    new Promise((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      worker.postMessage({ id: next, request });
    });
}
