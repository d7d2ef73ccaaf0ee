/**
 * A temporary checkout of an older commit for the side-by-side comparison (bench/baseline.ts): a detached
 * `git worktree` under the system's temporary folder that borrows this checkout's node_modules (a symlink), removed
 * again when the work is done, even when it fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs git in `cwd` and returns its trimmed output; throws with git's message on failure. */
function git(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Why the baseline cannot be checked out here (no git, no history, unknown commit), or `null` when it can. */
export function baselineUnavailable(repo: string, commit: string): string | null {
  try {
    git(repo, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    return 'not a git checkout (a tarball?)';
  }
  try {
    git(repo, ['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    return `commit ${commit} is not in this checkout's history (a shallow clone?)`;
  }
  return null;
}

/** The dependency ranges of a package.json. */
function dependencies(path: string, withDev: boolean): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  return { ...(withDev ? pkg.devDependencies : {}), ...pkg.dependencies };
}

/**
 * The baseline's runtime dependencies that ours do not satisfy, as `name: theirs vs ours` lines. A dependency counts
 * as satisfied when both package.json files ask for the same range, or the installed version is the one they ask
 * for exactly; anything else is reported (and the caller installs the baseline's own).
 */
export function unmetDependencies(baselineRoot: string, ourRoot: string): string[] {
  const theirs = dependencies(join(baselineRoot, 'package.json'), false);
  // Ours include the devDependencies: zod stays one, only so that the baseline (which validated with zod) borrows
  // our node_modules instead of installing its own.
  const ours = dependencies(join(ourRoot, 'package.json'), true);
  const unmet: string[] = [];
  for (const [name, range] of Object.entries(theirs)) {
    if (ours[name] === range) continue;
    const installed = join(ourRoot, 'node_modules', name, 'package.json');
    const version = existsSync(installed) ? (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version : 'none';
    if (range === version) continue;
    unmet.push(`${name}: ${range} (baseline) vs ${ours[name] ?? 'absent'} (ours, installed ${version})`);
  }
  return unmet;
}

/**
 * Checks out `commit` in a temporary worktree of the repository at `repo`, gives it node_modules (ours through a
 * symlink when our dependencies satisfy its own, else its own `npm ci`), runs `work(root)` and removes the worktree
 * whatever happens.
 *
 * @example
 * ```ts
 * import { withBaselineTree } from './baselineTree.js';
 * const files = await withBaselineTree(process.cwd(), '6b5683d', console.log, async (root) => root);
 * ```
 */
export async function withBaselineTree<R>(repo: string, commit: string, log: (line: string) => void, work: (root: string) => Promise<R>): Promise<R> {
  const parent = mkdtempSync(join(tmpdir(), 'kriegsspiel-baseline-'));
  const root = join(parent, 'tree');
  try {
    git(repo, ['worktree', 'add', '--detach', '--quiet', root, commit]);
    const ourRoot = git(repo, ['rev-parse', '--show-toplevel']);
    const unmet = unmetDependencies(root, ourRoot);
    if (unmet.length === 0) {
      symlinkSync(realpathSync(join(ourRoot, 'node_modules')), join(root, 'node_modules'), 'dir');
    } else {
      log(`  the baseline's dependencies differ from ours (${unmet.join('; ')}): npm ci in the baseline worktree`);
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, stdio: 'ignore' });
    }
    return await work(root);
  } finally {
    // Unlink the borrowed node_modules first, so that nothing below can ever walk into ours.
    const borrowed = join(root, 'node_modules');
    if (existsSync(borrowed) && lstatSync(borrowed).isSymbolicLink()) unlinkSync(borrowed);
    try {
      git(repo, ['worktree', 'remove', '--force', root]);
    } catch {
      // Already gone or never made: prune below forgets its registration either way.
    }
    rmSync(parent, { recursive: true, force: true });
    try {
      git(repo, ['worktree', 'prune']);
    } catch {
      // Nothing to prune.
    }
  }
}
