/**
 * The page's entry: switches between replay and play mode and wires both (docs/page.md).
 *
 * @module
 */
import { workerChooser } from './botChooser.js';
import { setUpPlay } from './playMode.js';
import { setUpReplay } from './replayMode.js';

/** Shows one mode's section and marks its tab. */
function showMode(mode: string): void {
  for (const section of document.querySelectorAll<HTMLElement>('main > section[data-mode]')) section.hidden = section.dataset['mode'] !== mode;
  for (const tab of document.querySelectorAll<HTMLButtonElement>('nav button[data-mode]')) tab.setAttribute('aria-pressed', String(tab.dataset['mode'] === mode));
}

setUpReplay();
setUpPlay(workerChooser(new URL('./botWorker.js', import.meta.url)));
for (const tab of document.querySelectorAll<HTMLButtonElement>('nav button[data-mode]')) tab.addEventListener('click', () => showMode(tab.dataset['mode'] ?? 'replay'));
showMode(new URLSearchParams(location.search).get('mode') === 'play' ? 'play' : 'replay');
document.body.dataset['ready'] = 'true';
