#!/usr/bin/env bash
# Run the provider tests against the SDK floors in pyproject.toml: a venv layered on the dev venv
# (--system-site-packages) with only openai and anthropic pinned down to their floor versions.
# Usage: tools/test_at_floor.sh [OPENAI_VERSION ANTHROPIC_VERSION]   (defaults: the floors)
set -euo pipefail
WT=$(cd "$(dirname "$0")/.." && pwd)
OPENAI=${1:-$(grep -oP '"openai>=\K[0-9.]+' "$WT/pyproject.toml")}
ANTHROPIC=${2:-$(grep -oP '"anthropic>=\K[0-9.]+' "$WT/pyproject.toml")}
VENV=$(mktemp -d /tmp/sdk-floor-tests.XXXX)
python -m venv --system-site-packages "$VENV"
"$VENV/bin/pip" -q install "openai==$OPENAI" "anthropic==$ANTHROPIC" 2>/dev/null
"$VENV/bin/python" "$WT/tools/check_sdk_floor.py"
cd "$WT" && PYTHONPATH="$WT/src:$WT/plugins/interviewer-voice/src" "$VENV/bin/python" -m pytest -q -p no:cacheprovider \
  tests/test_llm_anthropic.py tests/test_llm_openai.py tests/test_llm_openai_reasoning.py tests/test_llm_batch.py \
  tests/test_batch_api.py tests/test_llm_model_matrix.py tests/test_llm_errors.py; status=$?
rm -rf "$VENV"
exit $status
