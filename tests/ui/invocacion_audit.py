"""Measures a drawn Invocación table: cards (and piles) that overlap or leave their area, names cut short.

    PYTHONPATH=. python tests/ui/invocacion_audit.py          # 2, 3, 4, 5 and 8 players, early and late
    PYTHONPATH=. python tests/ui/invocacion_audit.py 2 3 4 5 6 7 8

A card is "cut" when its name on its tile ends in an ellipsis, or when another card covers its name band. The
words the table draws are measured too (invocacion_texts.py): lines under 10 px, lines cut short, and the power
column's lines cut or left out.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tabletop.games.invocacion.rules.cards import deck  # noqa: E402
from tabletop.ui import card_tile  # noqa: E402

CARD_REFS = ("hand:", "invocation:", "conjuros:", "apoyos:", "trophies:", "discard:")


@dataclass
class Audit:
    """What one drawn table got wrong: overlapping or stray cards, and cut names (the viewer's own apart)."""

    overlaps: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    own_cut: list[str] = field(default_factory=list)
    names: int = 0  # face-up names looked at


def open_table(session, size=(1280, 720), lang="en"):
    """An App at `size` in `lang` showing `session`'s table, drawn a few frames; returns (app, table)."""
    from tabletop.ui.app import App
    return show_table(App(size=size), session, lang)


def show_table(app, session, lang="en"):
    """`app` in `lang` showing `session`'s table, drawn a few frames; returns (app, table)."""
    from table_scene import show_table as draw_table

    from tabletop.ui.i18n import set_language
    app.settings.language = lang
    set_language(lang)
    app.relayout()
    return draw_table(app, session)


def area_items(box, area) -> list[tuple[pygame.Rect, str]]:
    """Every card, pile and the power column an area shows, in drawing order (a pile once)."""
    items = []
    if area.mana:
        items.append((box.mana, "mana"))
    if area.trophies:
        items.append((box.trophies, "trophies"))
    if area.invocation is not None:
        items += [(box.invocation, "invocation"), (box.power, "power")]
    for zone, count in (("conjuros", len(area.conjuros)), ("apoyos", len(area.apoyos))):
        for k, rect in enumerate(getattr(box, zone)[:count]):
            if not any(rect == seen for seen, _ in items):
                items.append((rect, f"{zone}[{k}]"))
    return items


def name_band(rect: pygame.Rect) -> pygame.Rect:
    """The top of a tile where its name is written."""
    return pygame.Rect(rect.x, rect.y, rect.width, card_tile.band_height(rect.height))


def overlaps(view, obs) -> list[str]:
    """Cards of an area that overlap each other or leave it; hand cards that cover another's name."""
    found = []
    for seat, box in view.lay.areas.items():
        items = area_items(box, obs.board.area(seat))
        for k, (rect, what) in enumerate(items):
            if not box.rect.contains(rect):
                found.append(f"seat {seat}: {what} leaves the area")
            found += [f"seat {seat}: {what} overlaps {other}" for later, other in items[k + 1:]
                      if rect.colliderect(later)]
    hand = view.lay.hand
    for k, rect in enumerate(hand):
        if not view.lay.hand_zone.contains(rect):
            found.append(f"hand[{k}] leaves the hand")
        found += [f"hand[{k}]'s name under hand[{j}]" for j, later in enumerate(hand[k + 1:], k + 1)
                  if name_band(rect).colliderect(later)]
    return found


def audit(view, obs, lang: str) -> Audit:
    """Overlaps, and every face-up card whose name is cut (ellipsis) or covered by a card drawn over it."""
    result = Audit(overlaps=overlaps(view, obs))
    own = {"hand:"} | {f"{zone}:{card}" for zone in ("invocation", "conjuros", "apoyos", "trophies")
                       for card in own_cards(obs, view.viewer)}
    cards = [(rect, ref) for rect, ref in view.hits if ref.startswith(CARD_REFS)]
    tops = [(rect, ref) for k, (rect, ref) in enumerate(cards) if not any(r == rect for r, _ in cards[k + 1:])]
    for k, (rect, ref) in enumerate(tops):
        card = deck()[ref.partition(":")[2]]
        name = card.name.get(lang) or card.name["en"]
        lines, _px, _bold = card_tile.fit_name(name, card_tile.name_px(rect.height), card_tile.name_width(rect.width))
        covered = any(name_band(rect).colliderect(later) for later, _ in tops[k + 1:])
        result.names += 1
        if any(line.endswith("…") for line in lines) or covered:
            words = f"{name} at {rect.size}" + (" (covered)" if covered else "")
            result.cut.append(words)
            if ref.startswith("hand:") or ref in own:
                result.own_cut.append(words)
    return result


def own_cards(obs, viewer) -> set[str]:
    """The cards in the viewer's own area."""
    if viewer is None:
        return set()
    area = obs.board.area(viewer)
    return {s.card for s in area.conjuros + area.apoyos} | set(area.trophies) | {area.invocation}


def audit_table(session, size, lang) -> tuple[Audit, "TextAudit"]:
    """Open `session` at `size` in `lang` and audit what the table draws: its cards, then its words."""
    from invocacion_texts import text_audit
    _app, table = open_table(session, size, lang)
    view = table.view
    return audit(view, session.observation(view.viewer), lang), text_audit(table)


def main(seats_wanted: tuple[int, ...] = (2, 3, 4, 5, 8)) -> None:
    """Print the audit of the tables (`seats_wanted` players, early and late, both sizes and languages)."""
    from tabletop.games.invocacion.view.shots import table_session
    totals = {"small": 0, "cut": 0, "power_cut": 0}
    for size in ((1280, 720), (1920, 1080)):
        for seats in seats_wanted:
            for late in (False, True):
                session = table_session(seats, late)
                for lang in ("en", "es"):
                    found, words = audit_table(session, size, lang)
                    print(f"{size[0]}x{size[1]} {seats}p {'late ' if late else 'early'} {lang}: "
                          f"overlaps {len(found.overlaps):2d}  cut {len(found.cut):2d}/{found.names:2d}  "
                          f"own cut {len(found.own_cut)}  | texts {words.texts:3d}  under 10 px "
                          f"{len(words.small):3d}  cut {len(words.cut):2d}  power cut {len(words.power_cut):2d}")
                    for kind in totals:
                        totals[kind] += len(getattr(words, kind))
                    pygame.display.quit()
    print("total: texts under 10 px {small}, texts cut {cut}, power column lines cut {power_cut}".format(**totals))


if __name__ == "__main__":
    import sys
    sys.path.insert(0, os.path.dirname(__file__))
    main(tuple(int(arg) for arg in sys.argv[1:]) or (2, 3, 4, 5, 8))
