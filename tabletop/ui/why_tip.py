"""The table's "why not" words: why the card under the mouse (or the keyboard focus) is not usable now.

The words come from the game (`Game.why_not`, put in words by tabletop.engine.why); the
table shows them as a tip beside the card and in the prompt line, Teach me lists the
viewer's own cards that do not glow with theirs, and a greyed Undo says why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.engine import why
from tabletop.ui.theme import CREAM, GOLD, blit_lines, blit_text, fit_lines, panel

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

#: the engine's reasons that would say the same over every card of the table (shown for own cards only)
GENERIC = ("why.not_your_turn", "why.not_now", "why.watching", "why.over")
TIP_PT = 14
TIP_WIDTH = 360


class WhyTip:
    """Reasons of one table, cached per position and language."""

    def __init__(self, table: "TableScene"):
        self.table = table
        self._cache: dict[tuple, str] = {}
        self._plain: dict[tuple, bool] = {}
        self._owned: tuple = (None, set())

    def reason(self, ref: str | None) -> str:
        """Why the viewer cannot use `ref` now ("" when it glows, when nobody looks, or for no ref)."""
        table = self.table
        if ref is None or table.replay is not None or ref in table.by_ref():
            return ""
        key = (table.version, table.viewer, table.lang, ref)
        if key not in self._cache:
            if len(self._cache) > 256:
                self._cache.clear()
            try:
                self._cache[key] = why.explain(table.game, table.observation(), table.viewer, ref, table.lang,
                                               table.names)
            except Exception:  # noqa: BLE001 - a missing reason must never break the table
                self._cache[key] = ""
        return self._cache[key]

    def pointed(self) -> str | None:
        """The ref whose reason shows: the keyboard focus, else the hovered ref (None while a chooser is open)."""
        table = self.table
        if table.chooser is not None:
            return None
        return table.kb_ref or table.hovered

    def current(self) -> str:
        """The reason shown for the pointed ref: always for the viewer's own cards, for anything else only when
        the game says something of its own (not "not your turn" over every card of the table)."""
        ref = self.pointed()
        text = self.reason(ref)
        if not text or ref in self._own():
            return text
        key = (self.table.version, self.table.viewer, ref)
        if key not in self._plain:
            try:
                found = self.table.game.why_not(self.table.observation(), self.table.viewer, ref)
            except Exception:  # noqa: BLE001
                found = None
            self._plain = {key: found is None or found.key in GENERIC}
        return "" if self._plain[key] else text

    def _own(self) -> set[str]:
        """The viewer's own cards (cached per position)."""
        table = self.table
        key = (table.version, table.viewer)
        if self._owned[0] != key:
            module = why.game_module(table.game)
            try:
                own = set(module.own_refs(table.observation(), table.viewer)) if module and table.viewer is not None \
                    else set()
            except Exception:  # noqa: BLE001
                own = set()
            self._owned = (key, own)
        return self._owned[1]

    def unusable_hand(self) -> list[tuple[str, str]]:
        """(card names, reason) of the viewer's own cards that do not glow now, one entry per reason, for Teach me."""
        table = self.table
        module = why.game_module(table.game)
        if module is None or table.viewer is None or not hasattr(module, "own_refs"):
            return []
        try:
            refs = module.own_refs(table.observation(), table.viewer)
        except Exception:  # noqa: BLE001
            return []
        name_of = getattr(module, "card_name", None)
        grouped: dict[str, list[str]] = {}  # one reason, the cards it holds back
        for ref in dict.fromkeys(refs):
            text = self.reason(ref)
            if text:
                card = ref.rsplit(":", 1)[-1]
                names = grouped.setdefault(text, [])
                name = name_of(card, table.lang) if name_of else card
                if name not in names:
                    names.append(name)
        return [(", ".join(names), text) for text, names in grouped.items()]

    def undo(self) -> str:
        """Why Undo is greyed ("" when it is not)."""
        table = self.table
        if table.replay is not None:  # a watched record steps back until its start
            reason = None if table.port.moves else why.Reason("why.undo_replay_start")
        else:
            reason = table.port.undo_reason(table.undo_seat())
        return why.say(table.game, reason, table.observation(), table.lang, table.names)

    def button(self, what) -> str:
        """Why a greyed bar button does nothing ("" for the others): a label, or a replay at its start."""
        table = self.table
        if what == "noop":
            key = "why.label"
        elif what == "back" and not table.port.moves:
            key = "why.undo_replay_start"
        else:
            return ""
        return why.say(table.game, why.Reason(key), table.observation(), table.lang, table.names)

    def draw(self, surface: pygame.Surface) -> None:
        """The tip beside the pointed card, or under a greyed Undo the mouse is on."""
        table = self.table
        undo = table.top_buttons.get("undo")
        if undo is not None and not undo.is_enabled and undo.rect.collidepoint(table.mouse):
            self._box(surface, self.undo(), undo.rect, pygame.Rect(0, 0, *table.app.size))
            return
        ref = self.pointed()
        text = self.current() if table.viewer is not None else ""
        rect = next((r for r, h in reversed(table.view.hits) if h == ref), None) if text else None
        if rect is not None:  # clear of the focus frame around the card
            self._box(surface, text, rect.inflate(table.px(16), table.px(16)), table.areas()["table"],
                      self._card_shown())
            self._prompt_line(surface, text)

    def _card_shown(self) -> pygame.Rect | None:
        """Where the table shows the pointed card large (zoom or hover preview), which the tip must not cover."""
        try:
            placed = self.table.zoomed() or self.table.preview_rect()
        except Exception:  # noqa: BLE001 - without it the tip only may overlap the preview
            placed = None
        return placed[1] if placed else None

    def _prompt_line(self, surface: pygame.Surface, text: str) -> None:
        """The reason over the prompt line of the top bar (drawn each frame: the cached layer keeps the prompt)."""
        box = self.table.prompt_rect
        if box.width <= 0:
            return
        fonts = self.table.app.fonts
        surface.fill((14, 20, 18), box)
        points = 17.0
        while points > 13 and len(fonts.wrap(text, points, box.width, True)) > 2:
            points -= 0.5
        blit_lines(surface, fonts, fit_lines(fonts, text, points, box.width, 2, True), points,
                   (box.x, box.centery), GOLD, bold=True)

    def tip_rect(self, text: str, anchor: pygame.Rect, within: pygame.Rect,
                 avoid: pygame.Rect | None = None) -> pygame.Rect:
        """The tip's panel: just above `anchor` (below when there is no room), inside `within`, moved sideways
        off `avoid` (the card shown large) when it would cover it."""
        fonts, px = self.table.app.fonts, self.table.px
        width = px(TIP_WIDTH)
        lines = fonts.wrap(text, TIP_PT, width - px(24))
        box = pygame.Rect(0, 0, width, fonts.get(TIP_PT).get_linesize() * len(lines) + px(16))
        box.midbottom = (anchor.centerx, anchor.y - px(6))
        if box.top < within.top:
            box.midtop = (anchor.centerx, anchor.bottom + px(6))
        box.clamp_ip(within)
        if avoid is None or not box.colliderect(avoid):
            return box
        for shift in (avoid.right + px(6) - box.left, avoid.left - px(6) - box.right):
            moved = box.move(shift, 0).clamp(within)
            if not moved.colliderect(avoid):
                return moved
        return box

    def _box(self, surface: pygame.Surface, text: str, anchor: pygame.Rect, within: pygame.Rect,
             avoid: pygame.Rect | None = None) -> None:
        """A small panel with `text` beside `anchor` (see tip_rect)."""
        if not text:
            return
        fonts, px = self.table.app.fonts, self.table.px
        lines = fonts.wrap(text, TIP_PT, px(TIP_WIDTH) - px(24))
        step = fonts.get(TIP_PT).get_linesize()
        box = self.tip_rect(text, anchor, within, avoid)
        panel(surface, box, radius=px(8), alpha=240, shadow_blur=px(6))
        pygame.draw.rect(surface, GOLD, box, width=max(1, px(1)), border_radius=px(8))
        for k, line in enumerate(lines):
            blit_text(surface, fonts, line, TIP_PT, (box.x + px(12), box.y + px(8) + k * step), CREAM)
