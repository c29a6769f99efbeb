#!/usr/bin/env bash
# Every test of the workbench, in the order a failure is cheapest to find.
# Called by the README's test command (`npm test`), which installs dependencies first.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each title says when its step started or, for steps run together, ended (minutes:seconds from the start).
step() { printf '\n\033[1m== %s ==\033[0m (%d:%02d)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

# Steps that each keep one core busy (or wait on a database) run side by side on this 2-core
# machine: `together "title" "command" "title" "command" …` starts them all, then prints each one's
# output under its title in order and fails when any failed (about 2 min off the command's time).
together() {
  local dir pids=() titles=() i=0 failed=0
  dir="$(mktemp -d /tmp/test-everything.XXXXXX)"
  while [ "$#" -gt 0 ]; do
    titles+=("$1")
    bash -c "$2" >"$dir/$i.log" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    step "${titles[$i]}"
    cat "$dir/$i.log"
    if [ "$status" -ne 0 ]; then
      printf '\033[31m%s failed (exit %s)\033[0m\n' "${titles[$i]}" "$status"
      failed=1
    fi
  done
  rm -rf "$dir"
  return "$failed"
}

together \
  "typecheck" "pnpm typecheck" \
  "lint" "pnpm lint" \
  "format (Prettier; pnpm format writes it)" "pnpm format:check" \
  "no import circles (madge; type-only imports skipped)" "pnpm deps:circles"
step "unit (with rules coverage)"; pnpm test:unit
# Each on its own database (SQLite in a temporary folder, a throwaway PostgreSQL server).
together \
  "backend on SQLite" "pnpm test:backend" \
  "backend on PostgreSQL (a throwaway server; Debian's postgresql installed when missing)" "pnpm test:backend:pg"
# The storefront is built once, here: the two instances run the build, and so do the end-to-end tests
# after the stories (it used to be built twice; the build takes about 10 s).
step "build storefront";     pnpm --filter @storefront/app build
step "two instances behind HAProxy on one PostgreSQL (Debian's haproxy installed when missing)"; pnpm test:deploy:built
step "browser";              bash tests/tools/ensure-chromium.sh
step "build storybook";      pnpm build-storybook
step "visual coverage (every declared case has a baseline)"; pnpm visual:coverage
# No retry: on a cold cache Vite used to find vanilla-extract's runtimes (imported only by code
# generated from .css.ts files) late, re-optimise and reload the browser mid-run ("Vitest failed to
# find the runner"). .storybook/main.ts pins them in optimizeDeps.include; if that error comes back,
# add the deps its "optimized dependencies changed. reloading" line names there, not a retry here.
step "storybook interaction tests"; pnpm test:stories
step "visual + axe (stories)"; pnpm exec playwright test -c tests/visual/playwright.config.ts
step "end to end + axe (routes)"; pnpm exec playwright test -c tests/e2e/playwright.config.ts
step "bundle size (first-load JavaScript limits)"; pnpm bench --check
step "all passed"
