#!/usr/bin/env bash
# Checks the package as npm would publish it (run `npm run build` first; `npm run check:package` does both):
#   1. npm pack into a temporary folder;
#   2. publint on the tarball: package.json fields, "exports" and files agree (warnings are errors);
#   3. are-the-types-wrong on the tarball, profile node16: types resolve for ESM and CJS consumers under
#      node16/nodenext and bundler resolution (node10 ignored: it cannot see subpath exports);
#   4. a smoke test: every entry point of the unpacked tarball loads with require() and import(), with only the
#      "dependencies" and the peer fast-check installed beside it (catches a missing chunk, a broken
#      self-reference from a ruleset, or an import of a package users will not have).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PATH="$PWD/node_modules/.bin:$PATH"

[ -f dist/index.js ] || { echo "error: dist/ is missing; run 'npm run build' first" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tgz="$tmp/$(npm pack --silent --pack-destination "$tmp" | tail -n 1)"
echo "packed $(basename "$tgz"): $(tar -tzf "$tgz" | wc -l) files"

# Subpaths to check: ".", "./testing", "./render", "./pool" and each ruleset and ruleset subpath built into dist/rulesets/
# (the "./rulesets/*" pattern): rulesets/<id>/index.ts is "./rulesets/<id>", rulesets/<id>/entries/<name>.ts "./rulesets/<id>/<name>".
rulesets=$(tar -tzf "$tgz" | sed -n 's#^package/dist/rulesets/\([^/]*\(/[^/]*\)\{0,1\}\)\.js$#./rulesets/\1#p' | sort)
for dir in rulesets/*/; do
  id=$(basename "$dir")
  [ -f "$dir/index.ts" ] || continue
  grep -qx "./rulesets/$id" <<<"$rulesets" || { echo "error: rulesets/$id/index.ts is not in the tarball" >&2; exit 1; }
  for entry in "$dir"entries/*.ts; do
    [ -f "$entry" ] || continue
    name=$(basename "$entry" .ts)
    grep -qx "./rulesets/$id/$name" <<<"$rulesets" || { echo "error: $entry is not in the tarball as ./rulesets/$id/$name" >&2; exit 1; }
  done
done

# The bin is declared in package.json only once its source exists (publint fails on a bin file that is missing).
if [ -f src/cli/main.ts ] && [ "$(node -p 'JSON.stringify(require("./package.json").bin ?? null)')" = null ]; then
  echo 'error: src/cli/main.ts exists: add "bin": { "kriegsspiel": "./bin/kriegsspiel.js" } to package.json' >&2
  exit 1
fi

# The JSON Schema files (npm run schemas) ship beside the code.
packed=$(tar -tzf "$tgz")
for file in schemas/*.schema.json; do
  grep -qx "package/$file" <<<"$packed" || { echo "error: $file is not in the tarball" >&2; exit 1; }
done

echo; echo "--- publint"
publint run "$tgz" --strict

echo; echo "--- are-the-types-wrong"
# attw does not expand the "./rulesets/*" pattern by itself: name each ruleset.
# shellcheck disable=SC2086
attw "$tgz" --profile node16 ${rulesets:+--include-entrypoints $rulesets}

echo; echo "--- smoke test: load every entry point from the unpacked tarball"
app="$tmp/app"
mkdir -p "$app/node_modules/kriegsspiel"
tar -xzf "$tgz" -C "$app/node_modules/kriegsspiel" --strip-components=1
for dep in $(node -p 'const p = require("./package.json"); Object.keys({ ...p.dependencies, ...p.peerDependencies }).join(" ")'); do
  mkdir -p "$app/node_modules/$(dirname "$dep")"
  ln -s "$PWD/node_modules/$dep" "$app/node_modules/$dep"
done
specs=$(printf 'kriegsspiel kriegsspiel/testing kriegsspiel/render kriegsspiel/pool %s' "$(sed 's#^\./#kriegsspiel/#' <<<"$rulesets" | tr '\n' ' ')")
(
  cd "$app"
  for spec in $specs; do
    node -e 'const m = require(process.argv[1]); if (!Object.keys(m).length) throw new Error("no exports");' "$spec"
    node --input-type=module -e 'const m = await import(process.argv[1]); if (!Object.keys(m).length) throw new Error("no exports");' "$spec"
    echo "ok: $spec (require, import)"
  done
  bin=$(node -p 'const b = require("kriegsspiel/package.json").bin; typeof b === "string" ? b : Object.values(b ?? {}).join(" ")')
  for file in $bin; do
    node --check "node_modules/kriegsspiel/$file"
    head -n 1 "node_modules/kriegsspiel/$file" | grep -q '^#!/usr/bin/env node' || { echo "error: bin $file has no shebang" >&2; exit 1; }
    # Without src/ beside it, the launcher runs the built dist/cli.js: it must start and know its version.
    ran=$(node "node_modules/kriegsspiel/$file" --version)
    [ "$ran" = "$(node -p 'require("kriegsspiel/package.json").version')" ] || { echo "error: bin $file --version printed '$ran'" >&2; exit 1; }
    echo "ok: bin $file (--version: $ran)"
  done
  # The worker pool from the tarball: dist/poolWorker.js starts, imports a ruleset through the self-reference, and
  # both builds (import and require) and both runtimes (worker processes, the default, and threads) get the same
  # games (docs/parallel.md). The import runs under a V8 flag, which worker processes inherit.
  pool='ruleset: { module: "kriegsspiel/rulesets/napoleon-at-war", export: "napoleonAtWar" }, scenario: "skirmish", seeds: [1, 2], bots: ["random", "random"], workers: 2'
  check='(r) => { if (!r.ok || r.stats.games !== 2 || r.stats.unfinished !== 0) throw new Error("pool: " + JSON.stringify(r)); return JSON.stringify(r.games); }'
  esm=$(node --max-old-space-size=512 --input-type=module -e "import { runGames } from 'kriegsspiel/pool'; console.log(await runGames({ $pool }).then($check));")
  cjs=$(node -e "require('kriegsspiel/pool').runGames({ $pool }).then($check).then(console.log, (e) => { console.error(e); process.exit(1); });")
  threads=$(node -e "require('kriegsspiel/pool').runGames({ $pool, runtime: 'threads' }).then($check).then(console.log, (e) => { console.error(e); process.exit(1); });")
  [ "$esm" = "$cjs" ] && [ "$esm" = "$threads" ] || { echo "error: the worker pool's games differ between import, require and threads" >&2; exit 1; }
  echo "ok: runGames on 2 worker processes (require, import under a V8 flag) and 2 worker threads"
)
