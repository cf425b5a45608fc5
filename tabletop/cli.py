"""The `tabletop` command line."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `tabletop` command."""
    print("tabletop: under construction", file=sys.stderr)
    return 0
