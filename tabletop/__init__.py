"""tabletop: a desktop tabletop client for card and board games."""
import os

# pygame prints a banner on import; commands whose output is read by tools (`validate --json`) must not carry it
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
