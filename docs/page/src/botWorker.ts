/**
 * The page's bot worker (bundled to dist/botWorker.js): answers each `{ id, request }` message with
 * `{ id, answer }`, a bot's action chosen from the view in the request (see botChooser.ts).
 *
 * @module
 */
import { botAnswerer, type BotRequest } from './botChooser.js';

const answer = botAnswerer();
addEventListener('message', (event: MessageEvent<{ id: number; request: BotRequest }>) => {
  postMessage({ id: event.data.id, answer: answer(event.data.request) });
});
