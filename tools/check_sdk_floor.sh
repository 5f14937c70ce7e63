#!/usr/bin/env bash
# Install the given openai/anthropic versions into a throwaway venv and run check_sdk_floor.py there.
# Usage: tools/check_sdk_floor.sh OPENAI_VERSION ANTHROPIC_VERSION
set -euo pipefail
VENV=$(mktemp -d /tmp/sdk-floor.XXXX)
python3 -m venv "$VENV"
"$VENV/bin/pip" -q install "openai==$1" "anthropic==$2" 2>/dev/null
"$VENV/bin/python" "$(dirname "$0")/check_sdk_floor.py"; status=$?
rm -rf "$VENV"
exit $status
