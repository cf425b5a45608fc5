"""Helpers for the studio tests: a private copy of a game's card data with a renderer on it."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

from tabletop.ui.cardface import CardRenderer

ROOT = Path(__file__).resolve().parents[2]


class Workspace:
    """A copy of card_data/<game> and an empty art folder in a temp directory, with a renderer on them."""

    def __init__(self, tmp: Path, game: str):
        self.game = game
        self.data = tmp / "card_data" / game
        shutil.copytree(ROOT / "card_data" / game, self.data)
        self.art = tmp / "art"
        (self.art / game).mkdir(parents=True)
        self.layout = self.data / "layout.yaml"
        self.renderer = CardRenderer(game, art_dir=self.art, layout_path=self.layout, data_dir=self.data)

    def cards_file(self) -> Path:
        """The (first) card YAML file."""
        return next(p for p in sorted(self.data.glob("*.yaml")) if p.name != "layout.yaml")

    def write(self, path: Path, text: str) -> None:
        """Rewrite a file and make sure its modification time moves on (coarse clocks)."""
        before = path.stat().st_mtime_ns if path.exists() else 0
        path.write_text(text, encoding="utf-8")
        bump(path, before)


def bump(path: Path, before: int) -> None:
    """Give `path` a modification time later than `before`."""
    st = path.stat()
    if st.st_mtime_ns <= before:
        os.utime(path, ns=(st.st_atime_ns, before + 1_000_000))
