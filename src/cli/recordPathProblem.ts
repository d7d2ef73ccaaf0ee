import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The code of a Node file-system error, if it has one. */
const codeOf = (error: unknown): string | undefined => (error as { code?: unknown }).code as string | undefined;

/**
 * What is wrong with `--record FILE` before a game is played (so a long game is not lost to a typo at its end), or
 * `null`: the file must be a writable file or not exist yet, in a directory that exists and is writable.
 *
 * @example
 * ```ts
 * import { recordPathProblem } from './recordPathProblem.js';
 * recordPathProblem('/no/such/dir/game.json'); // '--record: cannot write /no/such/dir/game.json: no directory /no/such/dir'
 * ```
 */
export function recordPathProblem(path: string): string | null {
  const full = resolve(path);
  const cannot = (why: string): string => `--record: cannot write ${path}: ${why}`;
  try {
    if (statSync(full).isDirectory()) return cannot('it is a directory');
    accessSync(full, constants.W_OK);
    return null;
  } catch (error) {
    if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'ENOTDIR') return cannot(codeOf(error) === 'EACCES' ? 'permission denied' : String(error));
  }
  const dir = dirname(full);
  try {
    if (!statSync(dir).isDirectory()) return cannot(`${dir} is not a directory`);
    accessSync(dir, constants.W_OK);
    return null;
  } catch (error) {
    const code = codeOf(error);
    return cannot(code === 'ENOENT' ? `no directory ${dir}` : code === 'ENOTDIR' ? `${dir} is not a directory` : code === 'EACCES' ? `permission denied in ${dir}` : String(error));
  }
}
