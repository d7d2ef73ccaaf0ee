#!/usr/bin/env bash
# Bans non-deterministic calls in the engine and the rulesets (docs/DESIGN "Conventions"): games must replay
# exactly from their seed, so randomness comes only from the seeded RNG in the state and time never enters a rule.
# Usage: bash .ci/check-banned.sh [dir...]   (default: src rulesets)
set -euo pipefail
cd "$(dirname "$0")/.."

dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=(src rulesets)

# Math.random, Math['random'], Date.now, Date['now'] (whitespace allowed around the dot).
banned='\bMath[[:space:]]*(\.[[:space:]]*random\b|\[[[:space:]]*["'\'']random["'\''])|\bDate[[:space:]]*(\.[[:space:]]*now\b|\[[[:space:]]*["'\'']now["'\''])'

hits=$(grep -rnE --include='*.ts' --include='*.tsx' --include='*.mts' --include='*.cts' --include='*.js' --include='*.mjs' --include='*.cjs' \
         "$banned" "${dirs[@]}" 2>/dev/null || true)
# A mention in a comment is allowed: drop comment lines and trailing `//` comments, then look again.
hits=$(printf '%s\n' "$hits" | while IFS= read -r line; do
  [ -n "$line" ] || continue
  code=${line#*:*:}
  code=$(printf '%s' "$code" | sed -E 's#^[[:space:]]*(//|/?\*).*$##; s#[[:space:]]//.*$##')
  if printf '%s' "$code" | grep -qE "$banned"; then printf '%s\n' "$line"; fi
done)

if [ -n "$hits" ]; then
  echo "error: Math.random / Date.now are banned under ${dirs[*]} (docs/DESIGN \"Conventions\"):"
  printf '%s\n' "$hits" | sed 's/^/  /'
  echo "Draw randomness from the seeded RNG in the state (src/core/rng.ts); pass time in from the caller."
  exit 1
fi
echo "ok: no Math.random or Date.now under ${dirs[*]}"
