"""What happened, shown: cards slide between zones, changed numbers float, the acting seat is outlined.

Driven by the moves the table plays and by the view's hit regions, for every game alike:
- a card whose ref moved to another zone (`hand:ember` → `conjuros:ember`) slides from its old
  place to its new one (a picture of it taken from the first frame that shows it there);
- each number a seat owns that changed (life, gems, points, Maná, a hero's stats...) floats
  over that seat ("-2 life" in red, "+1 gems" in green);
- the seat to move is outlined in its colour.
Nothing moves when the animation speed is "off", under `--fast`, or under the headless dummy
video driver (tests, benches) unless TABLETOP_MOTION=1 asks for it.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, Mapping, Sequence

import pygame

from tabletop.ui.i18n import has_key, t
from tabletop.ui.theme import seat_colour

SLIDE_SECONDS = 0.35
FLOAT_SECONDS = 1.1
#: numbers that are counters, not something gained or lost
NOT_GAINS = frozenset({"turns", "turn", "round", "participants", "index", "seat", "uid", "id", "num_seats",
                       "max_life", "order", "position", "step"})
#: a card is at most this share of the table's area (zones and boards are larger)
CARD_SHARE = 1 / 10
GAIN, LOSS = (120, 220, 130), (240, 110, 100)


def motion_allowed(speed: float, fast: bool) -> bool:
    """True when moves may animate: a speed above 0, not `--fast`, and a real screen (or TABLETOP_MOTION=1)."""
    if speed <= 0 or fast:
        return False
    return os.environ.get("TABLETOP_MOTION") == "1" or os.environ.get("SDL_VIDEODRIVER", "") != "dummy"


def seat_numbers(observation: Any, seats: int) -> dict[tuple[int, str], int]:
    """(seat, name) -> value of every whole number the observation keeps per seat (lists of seats' values or of
    seats' records)."""
    out: dict[tuple[int, str], int] = {}
    for name, value in _attributes(observation):
        if name in NOT_GAINS or name.startswith("_") or not isinstance(value, (list, tuple)) or len(value) != seats:
            continue
        for seat, item in enumerate(value):
            if _whole(item):
                out[(seat, name)] = item
            else:
                for inner, number in _attributes(item):
                    if _whole(number) and inner not in NOT_GAINS and not inner.startswith("_"):
                        out[(seat, inner)] = number
    return out


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _attributes(value: Any) -> list[tuple[str, Any]]:
    """The named fields of a dataclass or plain object (none for anything else)."""
    if is_dataclass(value) and not isinstance(value, type):
        return [(f.name, getattr(value, f.name, None)) for f in fields(value)]
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return list(vars(value).items())
    return []


def card_key(ref: str) -> str:
    """What identifies the card under a ref: its last part (`seq:1:desert` → `desert`)."""
    return ref.rsplit(":", 1)[-1]


def places(view) -> dict[str, tuple[pygame.Rect, str]]:
    """ref -> (rect, the card it shows) for the view's hit regions: the card its large preview would show,
    else the ref's last part (`hand:ember` → `ember`)."""
    out = {}
    for rect, ref in view.hits:
        try:
            card = view.hover_card(ref)
        except Exception:  # noqa: BLE001 - a view's preview must not stop the table
            card = None
        out[ref] = (pygame.Rect(rect), card if isinstance(card, str) and card else card_key(ref))
    return out


@dataclass
class Slide:
    """A card on its way from one place to another."""

    key: str
    start: pygame.Rect
    end: pygame.Rect
    began: float
    seconds: float
    picture: pygame.Surface | None = None


@dataclass
class Float:
    """A number rising over what it changed."""

    text: str
    colour: tuple
    seat: int
    began: float
    seconds: float
    at: tuple[int, int] | None = None


class Motion:
    """The animations of one table: started by `moved`, placed by `land`, drawn by `draw`."""

    def __init__(self):
        self.slides: list[Slide] = []
        self.floats: list[Float] = []
        self._pending: tuple | None = None  # (old places, changes, began, factor) until the next layout

    def clear(self) -> None:
        """Forget everything (undo, load, a replay's jump)."""
        self.slides, self.floats, self._pending = [], [], None

    def busy(self, now: float) -> bool:
        """True while something still moves."""
        return bool(self._pending or self.slides or self.floats) and self._live(now)

    def _live(self, now: float) -> bool:
        self.slides = [s for s in self.slides if now - s.began < s.seconds]
        self.floats = [f for f in self.floats if now - f.began < f.seconds]
        return bool(self._pending or self.slides or self.floats)

    def moved(self, old: Mapping[str, tuple[pygame.Rect, str]], before: Mapping, after: Mapping, now: float,
              factor: float) -> None:
        """A move was played: remember where cards were (`places` before it) and which numbers changed
        (`factor` 0: nothing moves)."""
        if factor <= 0:
            self.clear()
            return
        changes = [(seat, name, after[(seat, name)] - value) for (seat, name), value in before.items()
                   if (seat, name) in after and after[(seat, name)] != value]
        self._pending = (dict(old), changes, now, factor)

    def land(self, view) -> None:
        """The view was laid out after the move: start the slides and floats from its new hit regions."""
        if self._pending is None:
            return
        old, changes, began, factor = self._pending
        self._pending = None
        new = places(view)
        biggest = max(1, view.rect.width * view.rect.height) * CARD_SHARE
        own = getattr(view, "own_motion", frozenset())
        if "slides" not in own:
            self.slides += _slides(old, new, biggest, began, SLIDE_SECONDS / factor)
        for seat, name, delta in changes if "floats" not in own else ():
            word = t(f"motion.{name}") if has_key(f"motion.{name}") else ""
            text = f"{delta:+d} {word}".strip().replace("-", "−")
            anchor = next((new[ref][0] for ref in view.seat_refs(seat) if ref in new), None)
            at = anchor.center if anchor is not None else view.rect.center
            stacked = sum(1 for f in self.floats if f.seat == seat and f.began == began)
            self.floats.append(Float(text, GAIN if delta > 0 else LOSS, seat, began, FLOAT_SECONDS / factor,
                                     (at[0], at[1] + stacked * 26)))

    def draw(self, surface: pygame.Surface, fonts, now: float, px) -> None:
        """The slides and floats of this frame (over the drawn table)."""
        if not self._live(now):
            return
        for slide in self.slides:
            if slide.picture is None:  # the first frame with the card in place: take its picture
                area = slide.end.clip(surface.get_rect())
                slide.picture = surface.subsurface(area).copy() if area.width and area.height else pygame.Surface((1, 1))
                slide.end = area
            progress = _ease((now - slide.began) / slide.seconds)
            cover = pygame.Surface(slide.end.size, pygame.SRCALPHA)
            cover.fill((10, 20, 16, int(150 * (1 - progress))))
            surface.blit(cover, slide.end)  # the card has not arrived yet
            rect = _between(slide.start, slide.end, progress)
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 90))
            surface.blit(shadow, rect.move(px(4), px(5)))
            picture = slide.picture if rect.size == slide.picture.get_size() else \
                pygame.transform.smoothscale(slide.picture, rect.size)
            surface.blit(picture, rect)
        for item in self.floats:
            progress = (now - item.began) / item.seconds
            text = fonts.text(item.text, 22, item.colour, bold=True)
            text.set_alpha(int(255 * min(1.0, 2.5 * (1 - progress))))
            x, y = item.at
            surface.blit(text, text.get_rect(center=(x, y - int(px(40) * progress))))


def _slides(old: Mapping[str, tuple], new: Mapping[str, tuple], biggest: float, began: float,
            seconds: float) -> list[Slide]:
    """A slide for each card-sized ref whose card went to another zone (the card once only, before and after)."""
    def unique(found_at: Mapping[str, tuple]) -> dict[str, tuple[str, pygame.Rect]]:
        seen: dict[str, list] = {}
        for ref, (rect, card) in found_at.items():
            if ":" in ref and not card.lstrip("-").replace(",", "").isdigit() and rect.width * rect.height <= biggest:
                found = seen.setdefault(card, [])
                if all(rect != other for _ref, other in found):  # two refs of one place (ECG: card: and troop:)
                    found.append((ref, rect))
        return {key: found[0] for key, found in seen.items() if len(found) == 1}
    before, after = unique(old), unique(new)
    out = []
    for key, (ref, rect) in after.items():
        if key in before and before[key][0] != ref and before[key][1].center != rect.center:
            out.append(Slide(key, before[key][1], rect, began, seconds))
    return out


def _ease(x: float) -> float:
    x = max(0.0, min(1.0, x))
    return 1 - (1 - x) ** 3


def _between(a: pygame.Rect, b: pygame.Rect, k: float) -> pygame.Rect:
    """The rectangle `k` of the way from `a` to `b`."""
    mix = lambda p, q: int(round(p + (q - p) * k))  # noqa: E731
    return pygame.Rect(mix(a.x, b.x), mix(a.y, b.y), max(1, mix(a.width, b.width)), max(1, mix(a.height, b.height)))


def outline_seat(surface: pygame.Surface, view, seat: int | None, now: float | None, px) -> None:
    """Outline the seat that acts now in its colour (a slow pulse, steady when `now` is None)."""
    if seat is None:
        return
    rects = [rect for rect, ref in view.hits if ref in set(view.seat_refs(seat))]
    if not rects:
        return
    import math
    glow = 1.0 if now is None else 0.8 + 0.2 * math.sin(now * 3.0)
    colour = tuple(int(c * glow) for c in seat_colour(seat))
    for rect in rects:
        pygame.draw.rect(surface, colour, rect.inflate(px(6), px(6)), max(2, px(3)), border_radius=px(10))
