"""Save thumbnails: the position a spectator sees, drawn off screen and kept as `<save>.png`.

The picture is drawn for no seat (viewer None), so a hot-seat save never shows a hand.
A thumbnail is a nicety: any failure to draw, write or read one is logged and the
browser shows a placeholder instead.
"""
from __future__ import annotations

import io
import logging
import os
import struct
from pathlib import Path

import pygame

from tabletop.engine.records import read_capped
from tabletop.engine.seat_port import SeatPort, seat_port
from tabletop.engine.session import Session
from tabletop.ui.i18n import lang, seat_names
from tabletop.ui.save_list import thumbnail_path
from tabletop.ui.theme import felt_background
from tabletop.ui.view_base import GenericView, ViewContext, load_view

log = logging.getLogger("tabletop")

#: the stored picture's size (16:9); the browser scales it to its rows
THUMB_SIZE = (320, 180)
#: a thumbnail file larger than this is not read (the placeholder is shown)
MAX_THUMB_BYTES = 2 * 1024 * 1024


def render_position(app, port: SeatPort | Session, size: tuple[int, int] = THUMB_SIZE) -> pygame.Surface:
    """The spectator's view of the current position of a seat port (a session is wrapped in one), `size` pixels."""
    from tabletop.ui.scenes.table import TableScene, make_card_renderer

    port = seat_port(port)
    game = port.game
    table = app.find(TableScene)
    cards = table.cards if table is not None and table.port is port else \
        make_card_renderer(game.info.id, app.art_dir)
    canvas_size = app.size
    canvas = felt_background(canvas_size).copy()
    view = load_view(game)
    obs = port.observation(None)
    if isinstance(view, GenericView):
        view.set_refs([])
    ctx = ViewContext(game=game, viewer=None, names=seat_names(port.seats, lang()), lang=lang(), theme=app.theme, fonts=app.fonts,
                      cards=cards, time=app.now, scale=app.scale,
                      to_move=port.to_move(), bots=[seat.is_bot for seat in port.seats], anim_speed=0.0)
    margin = max(1, round(14 * app.scale))
    area = canvas.get_rect().inflate(-2 * margin, -2 * margin)
    view.room_scale = app.room_scale
    view.layout(area, obs)
    if getattr(view, "layered", False):
        view.draw_static(canvas, obs, ctx)
        view.draw_dynamic(canvas, obs, ctx)
    else:
        view.draw(canvas, obs, ctx)
    return pygame.transform.smoothscale(canvas, size)


def write_thumbnail(app, port: SeatPort | Session, save: str | os.PathLike) -> Path | None:
    """Draw the position and store it beside `save` (atomically); None when that failed."""
    target = thumbnail_path(save)
    tmp = target.with_name(f".tmp-{os.getpid()}-{target.name}")
    try:
        pygame.image.save(render_position(app, port), str(tmp))
        os.replace(tmp, target)
    except Exception as exc:  # noqa: BLE001 - a thumbnail must never cost the save
        log.warning("no thumbnail for %s: %s", save, exc)
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return None
    return target


def ensure_thumbnail(app, save: Path, autosave: bool = False) -> None:
    """Draw the picture of `save` when it has none (the autosave's also when it is older than the file)."""
    from tabletop.engine.errors import TabletopError

    picture = thumbnail_path(save)
    try:
        if picture.exists() and (not autosave or picture.stat().st_mtime >= save.stat().st_mtime):
            return
        session = Session.load(save)
    except (OSError, TabletopError):
        return
    write_thumbnail(app, session, save)


def load_thumbnail(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The PNG at `path` scaled to `size`, or None (missing, too big, not a small PNG)."""
    try:
        raw = read_capped(path, MAX_THUMB_BYTES)
        width, height = png_size(raw)
        if width * height > 4 * THUMB_SIZE[0] * THUMB_SIZE[1]:  # checked before decoding
            return None
        image = pygame.image.load(io.BytesIO(raw), "thumb.png")
    except Exception:  # noqa: BLE001 - a broken picture: the placeholder
        return None
    return pygame.transform.smoothscale(image, size)


def png_size(raw: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header; ValueError when `raw` is not a PNG."""
    if raw[:8] != b"\x89PNG\r\n\x1a\n" or raw[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", raw[16:24])
