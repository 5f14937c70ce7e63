#!/usr/bin/env bash
# Install weight (#17 item 5): time `pip install -e .` into fresh venvs, with LiteLLM as a core
# dependency and without it (moved to an extra), side by side. Run twice each: the first run fills
# pip's cache from PyPI, the second is the "mostly offline" number the issue quotes.
# Usage: bench/install_weight.sh [WORKTREE]   (prints one line per run)
set -euo pipefail
WT=${1:-$(cd "$(dirname "$0")/.." && pwd)}
PY=${PYTHON:-python3.11}
TMP=$(mktemp -d /tmp/install-weight.XXXX)
cp -r "$WT" "$TMP/with" && rm -rf "$TMP/with/.git"
cp -r "$TMP/with" "$TMP/without"
# "with": litellm in the core dependencies; "without": litellm only in an extra.
python3 - "$TMP/with/pyproject.toml" "$TMP/without/pyproject.toml" <<'PY'
import re, sys
for path, core in ((sys.argv[1], True), (sys.argv[2], False)):
    text = open(path).read()
    deps = re.search(r"dependencies = \[(.*?)\n\]", text, re.S)
    body = deps.group(1)
    lit = re.search(r'\n\s*"litellm[^"]*",', text)
    line = lit.group(0).strip() if lit else '"litellm>=1.60",'
    body = re.sub(r'\n\s*"litellm[^"]*",', "", body)
    if core:
        body += "\n  " + line
    text = text[:deps.start(1)] + body + text[deps.end(1):]
    open(path, "w").write(text)
PY
for round in 1 2; do
  for variant in with without; do
    rm -rf "$TMP/venv-$variant"
    $PY -m venv "$TMP/venv-$variant"
    "$TMP/venv-$variant/bin/pip" -q install -U pip >/dev/null 2>&1 || true
    start=$(date +%s.%N)
    "$TMP/venv-$variant/bin/pip" -q install -e "$TMP/$variant" >/dev/null
    end=$(date +%s.%N)
    size=$(du -sm "$TMP/venv-$variant" | cut -f1)
    echo "round $round litellm-$variant: $(python3 -c "print(f'{$end-$start:.1f}')") s, venv ${size} MB, load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
rm -rf "$TMP"
