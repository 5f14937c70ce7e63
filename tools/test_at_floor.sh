#!/usr/bin/env bash
# Run the provider tests against the SDK floors in pyproject.toml: a venv layered on the dev venv
# (its site-packages added by a .pth file, so they come after the venv's own) with only openai and
# anthropic installed at their floor versions. LiteLLM routes are left out: litellm pins its own
# (newer) openai, which pip resolves when the litellm extra is installed.
# Usage: tools/test_at_floor.sh [OPENAI_VERSION ANTHROPIC_VERSION]   (defaults: the floors)
set -euo pipefail
WT=$(cd "$(dirname "$0")/.." && pwd)
OPENAI=${1:-$(grep -oP '"openai>=\K[0-9.]+' "$WT/pyproject.toml")}
ANTHROPIC=${2:-$(grep -oP '"anthropic>=\K[0-9.]+' "$WT/pyproject.toml")}
VENV=$(mktemp -d /tmp/sdk-floor-tests.XXXX)
DEV_SITE=${DEV_SITE:-$(python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')}
python -m venv "$VENV"
"$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])' | xargs -I{} sh -c "echo '$DEV_SITE' > {}/dev-venv.pth"
"$VENV/bin/pip" -q install "openai==$OPENAI" "anthropic==$ANTHROPIC" 2>/dev/null
"$VENV/bin/python" "$WT/tools/check_sdk_floor.py"
cd "$WT" && PYTHONPATH="$WT/src:$WT/plugins/interviewer-voice/src" "$VENV/bin/python" -m pytest -q -p no:cacheprovider \
  tests/test_llm_anthropic.py tests/test_llm_openai.py tests/test_llm_openai_reasoning.py tests/test_llm_batch.py \
  tests/test_batch_api.py tests/test_llm_model_matrix.py tests/test_llm_errors.py -k "not litellm"; status=$?
rm -rf "$VENV"
exit $status
