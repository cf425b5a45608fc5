"""Live reload without extra dependencies: poll the files a card renderer reads, reload on change.

    watcher = CardWatcher("runes", art_dir)     # in a scene's __init__
    if watcher.poll():                          # every frame or every second; cheap
        ...redraw...                            # the renderer was reloaded

Watched: the art folders (`assets/art/<game>/`, and the overlay `<art_dir>/<game>/` and
`<art_dir>/`), the card YAML files beside the layout (or in the renderer's data_dir),
`layout.yaml` itself and the icon overrides in `assets/icons/`. A change is a file
added, removed, or with a new modification time or size. Files are stat'ed at most
every `interval` seconds. Several watchers of one shared renderer (the studio and a
table in the same process) reload it once and all report the change.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from weakref import WeakKeyDictionary

from tabletop.ui.cards.art import ART_DIR, ART_EXTENSIONS
from tabletop.ui.cards.icons import ICONS_DIR

DEFAULT_INTERVAL = 0.3

#: renderer -> [generation, snapshot]; shared by every watcher of that renderer
_shared: WeakKeyDictionary = WeakKeyDictionary()


def watched_paths(renderer) -> tuple[list[Path], list[Path]]:
    """(folders whose files are watched, single files watched) for a renderer."""
    from tabletop.ui.cards.catalog import data_dir_of

    folders = []
    if renderer.art_dir is not None:
        folders += [Path(renderer.art_dir) / renderer.game, Path(renderer.art_dir)]
    folders += [ART_DIR / renderer.game, data_dir_of(renderer), ICONS_DIR]
    return folders, [Path(renderer.layout_path)]


_SUFFIXES = ART_EXTENSIONS + (".yaml", ".yml", ".svg")


def snapshot(folders, files) -> dict:
    """{path: (mtime_ns, size)} of the relevant files in folders plus the given files."""
    found: dict = {}
    for folder in folders:
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name.lower().endswith(_SUFFIXES) and not entry.name.startswith("."):
                        try:
                            st = entry.stat()
                        except OSError:
                            continue
                        if entry.is_file():
                            found[entry.path] = (st.st_mtime_ns, st.st_size)
        except OSError:
            continue
    for path in files:
        try:
            st = os.stat(path)
            found[str(path)] = (st.st_mtime_ns, st.st_size)
        except OSError:
            found[str(path)] = None
    return found


class CardWatcher:
    """Reloads a shared CardRenderer when its layout, card data or art files change."""

    def __init__(self, game_id: str, art_dir=None, renderer=None, interval: float = DEFAULT_INTERVAL):
        if renderer is None:
            from tabletop.ui.cardface import CardRenderer

            renderer = CardRenderer.for_game(game_id, art_dir=art_dir)
        self.renderer = renderer
        self.interval = interval
        self._last = float("-inf")
        state = _shared.get(renderer)
        if state is None:
            state = _shared[renderer] = [0, snapshot(*watched_paths(renderer))]
        self._seen = state[0]
        #: the messages of the last reload ([] when it went well)
        self.errors: list[str] = list(renderer.errors)
        self.last_change: float | None = None

    @property
    def generation(self) -> int:
        """How many times the renderer was reloaded by a watcher."""
        return _shared[self.renderer][0]

    def poll(self, force: bool = False) -> bool:
        """Reload if a watched file changed; True when the renderer changed since this watcher last said so."""
        now = time.monotonic()
        if not force and now - self._last < self.interval:
            return self._report()
        self._last = now
        state = _shared[self.renderer]
        current = snapshot(*watched_paths(self.renderer))
        if current != state[1]:
            state[1] = current
            self.renderer.reload()
            state[0] += 1
        return self._report()

    def _report(self) -> bool:
        state = _shared[self.renderer]
        if state[0] == self._seen:
            return False
        self._seen = state[0]
        self.errors = list(self.renderer.errors)
        self.last_change = time.time()
        return True


def watch_game(game_id: str, art_dir=None) -> CardWatcher | None:
    """A watcher of the game's shared renderer for a table scene, or None if it cannot be made."""
    try:
        return CardWatcher(game_id, art_dir)
    except Exception:  # noqa: BLE001 - live reload is a convenience: never stop a game for it
        return None
