"""tabletop: a desktop tabletop client for card and board games."""

__version__ = "0.1.0"
