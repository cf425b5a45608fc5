# Shared set-up for scripts/*: create .venv on first use, (re)install when pyproject changes.
# Usage: source scripts/_venv.sh [EXTRA]   (EXTRA like "test")
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
EXTRA="${1:-}"
if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV" >/dev/null
fi
STAMP="$VENV/.installed${EXTRA:+-$EXTRA}"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ]; then
    SPEC="$ROOT"
    [ -n "$EXTRA" ] && SPEC="$ROOT[$EXTRA]"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$SPEC"
    touch "$STAMP"
fi
export PATH="$VENV/bin:$PATH"
