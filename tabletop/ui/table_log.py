"""The table's log panel: turn headers, entries in the colour of the seat that acted,
and an entry under the mouse (or clicked) outlining on the table what it names.

The game says where its turns begin (`Game.turn_marks`); the view says which of its refs an
event names (`GameView.refs_of_event`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.contract import SETUP_MARK, Event, set_up_apart
from tabletop.ui.i18n import t
from tabletop.ui.theme import (CREAM, GOLD, MUTED, blit_text, felt_background, fit_text, mix, panel, seat_badge,
                               seat_colour)

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

_FADES: dict = {}
HIGHLIGHT = (120, 220, 255)


@dataclass(frozen=True)
class LogEntry:
    """One row of the log: a turn header or an event's line; `position` indexes the port's log."""

    text: str
    seat: int | None
    position: int
    header: bool = False


class LogPanel:
    """Builds, draws and hit-tests the log of one table."""

    def __init__(self, table: "TableScene"):
        self.table = table
        self.scroll = 0
        self.hovered: int | None = None  # log position under the mouse
        self.pinned: int | None = None  # log position clicked (stays outlined until clicked again)
        self.hits: list[tuple[pygame.Rect, int]] = []
        self._entries: tuple | None = None
        self._build: _LogBuild | None = None  # the entries of every log entry but the last, to build on
        self._wraps: dict = {}
        self._picture: tuple | None = None
        self._waited: int | None = None  # the table's version whose log picture waited a frame (see `blit`)
        self._framed: tuple | None = None  # (key, the felt, panel and title the entries are drawn on)
        self._marks: tuple | None = None  # (the log read, its length then, the game's marks, marks by position)

    # --- content ------------------------------------------------------------------
    def entries(self) -> list[LogEntry]:
        """Turn headers and the lines of every event the viewer may see, oldest first.

        Built incrementally: only the events new since the last call are described (the last
        one again, since the next event may join it). Another viewer, language or seat names,
        or a log that is no longer the one built on (undo, load), rebuilds from the start.
        """
        table = self.table
        log = table.port.log
        key = (len(log), table.version, table.viewer, table.lang)
        if self._entries is not None and self._entries[0] == key:
            return self._entries[1]
        marks = self._turn_marks()
        base = (table.viewer, table.lang, tuple(table.names))
        build = self._build
        if build is None or not build.continues(base, log, marks):
            build = _LogBuild(base)
        else:
            build = build.copy()
        last = len(log) - 1
        while build.done < last:  # these events' lines are final: the next event is known
            self._describe(build, marks)
        build.keep(log, marks)
        self._build = build
        finished = build.copy()
        if finished.done <= last:
            self._describe(finished, marks)
        self._entries = (key, finished.out)
        return finished.out

    def _turn_marks(self) -> dict:
        """The log's turn marks by position; a log that only grew since the last call has only its new entries read."""
        port = self.table.port
        log, game, known = port.log, self.table.game, self._marks
        if known is not None and known[0] is log and known[1] == len(log):
            return known[3]
        try:
            if known is not None and known[0] is log and known[1] < len(log):
                found = game.turn_marks_grown(log, port.movers, known[2], known[1])
            else:
                found = game.turn_marks(log, port.movers)
            marks = {mark.position: mark for mark in set_up_apart(log, found)}
        except Exception:  # noqa: BLE001 - a game bug must not hide the log
            found, marks = [], {}
        self._marks = (log, len(log), found, marks)
        return marks

    def _describe(self, build: "_LogBuild", marks: dict) -> None:
        """Add the header and line of log entry `build.done` to `build` (a line may fold into the one before)."""
        table = self.table
        port = table.port
        position = build.done
        build.done += 1
        index, event = port.log[position]
        out, repeats = build.out, build.repeats
        mark = marks.get(position)
        if mark is not None:
            build.turn_seat = mark.seat
            if (mark.number, mark.seat) != build.turn:  # a mark repeating the turn in progress adds no header
                _append_folding_repeats(out, repeats, LogEntry(self._header(mark.number, mark.seat), mark.seat,
                                                               position, header=True))
            build.turn = (mark.number, mark.seat)
            if mark.replaces:
                return
        if event.audience is not None and event.audience != table.viewer:
            return
        event = build.joined.pop(position, event)
        both = self._joined(position, event, marks)
        if both is not None:
            build.joined[position + 1] = both
            return
        try:
            text = table.game.describe_event(event, table.lang, table.names)
        except Exception:  # noqa: BLE001
            text = event.key
        if text:
            mover = port.movers[index] if 0 <= index < len(port.movers) else None
            seat = None if event.key in table.game.shared else \
                actor(event, len(table.names), mover if mover is not None else build.turn_seat)
            _append_folding_repeats(out, repeats, LogEntry(text, seat, position))

    def _joined(self, position: int, event: Event, marks: dict) -> Event | None:
        """The event telling both `event` and the next one of the same move, when the viewer sees both and the game
        joins them (Invoke: "draws from Manifest" + "You draw Fire" -> "You draw Fire from Manifest")."""
        log = self.table.port.log
        if position + 1 >= len(log) or position + 1 in marks:
            return None
        index, following = log[position + 1]
        if index != log[position][0] or following.audience not in (None, self.table.viewer):
            return None
        try:
            return self.table.game.joined_event(event, following)
        except Exception:  # noqa: BLE001 - a game bug must not hide the log
            return None

    def _header(self, number: int, seat: int | None) -> str:
        names = self.table.names
        if number == SETUP_MARK:
            return t("table.setup_header")
        if seat is None or not 0 <= seat < len(names):
            return t("table.turn_header_all", number=number)
        return t("table.turn_header", number=number, name=names[seat])

    def event(self, position: int | None) -> Event | None:
        """The event at log `position`, if any."""
        log = self.table.port.log
        return log[position][1] if position is not None and 0 <= position < len(log) else None

    def focus(self) -> int | None:
        """The entry whose refs the table outlines: the hovered one, else the pinned one."""
        return self.hovered if self.hovered is not None else self.pinned

    def refs(self) -> set[str]:
        """The table refs the focused entry names."""
        event = self.event(self.focus())
        if event is None:
            return set()
        try:
            return set(self.table.view.refs_of_event(event))
        except Exception:  # noqa: BLE001 - a view bug only loses the outline
            return set()

    # --- input --------------------------------------------------------------------
    def entry_at(self, pos: tuple[int, int]) -> int | None:
        """The log position of the entry drawn under `pos` (headers excluded)."""
        for rect, position in self.hits:
            if rect.collidepoint(pos):
                return position
        return None

    def hover(self, pos: tuple[int, int] | None) -> bool:
        """The mouse moved; True when the hovered entry changed."""
        now = self.entry_at(pos) if pos is not None else None
        changed, self.hovered = now != self.hovered, now
        return changed

    def click(self, pos: tuple[int, int]) -> bool:
        """Pin (or unpin) the entry under `pos`; True when the click was on an entry."""
        position = self.entry_at(pos)
        if position is None:
            return False
        self.pinned = None if self.pinned == position else position
        return True

    def wheel(self, amount: int) -> None:
        """Scroll back (positive) or forward through the log."""
        self.scroll = max(0, self.scroll + amount)

    def forget(self) -> None:
        """The log changed under us (undo, load): drop the pinned entry."""
        self.pinned = self.hovered = None

    # --- drawing ------------------------------------------------------------------
    def blit(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the panel at `rect` from its own cached picture (hovering an entry redraws the log, not the table).

        The frame in which a move lands shows the log as it was: its new lines follow in the next frame, so the
        table's change and the log's are not paid in one frame."""
        table = self.table
        place = (table.viewer, table.lang, rect, surface.get_size(), table.app.scale, self.scroll, self.focus())
        key = (len(table.port.log), table.version, table.new_log_from, place)
        if self._picture is not None and self._picture[0] != key and self._picture[0][3] == place \
                and self._waited != table.version:
            self._waited = table.version  # a move just landed: the table shows it now, the log in the next frame
        elif self._picture is None or self._picture[0] != key:
            reuse = self._picture is not None and self._picture[1].get_size() == rect.size
            picture = self._picture[1] if reuse else pygame.Surface(rect.size).convert()  # opaque: a fast blit
            picture.blit(self._frame(surface.get_size(), rect), (0, 0))
            self.draw(picture, picture.get_rect(), framed=True)
            self._picture = (key, picture, list(self.hits))
        _key, picture, hits = self._picture
        surface.blit(picture, rect)
        self.hits = [(r.move(rect.topleft), position) for r, position in hits]

    def _frame(self, size: tuple[int, int], rect: pygame.Rect) -> pygame.Surface:
        """The felt under the panel, the panel and its title at `rect` (kept: blending the panel is slow)."""
        key = (size, tuple(rect), self.table.app.scale, self.table.lang)
        if self._framed is None or self._framed[0] != key:
            frame = pygame.Surface(rect.size).convert()
            frame.blit(felt_background(size), (0, 0), rect)
            self._draw_frame(frame, frame.get_rect())
            self._framed = (key, frame)
        return self._framed[1]

    def _draw_frame(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel and its title."""
        fonts, px = self.table.app.fonts, self.table.px
        panel(surface, rect, radius=px(14), alpha=190)
        title, room, points = t("table.log"), self.title_room(rect.width), 18.0
        while points > 10 and fonts.get(points, True, True).size(title)[0] > room:  # a narrow log: smaller letters
            points -= 0.5
        blit_text(surface, fonts, fit_text(fonts, title, points, room, True, True), points,
                  (rect.x + px(18), rect.y + px(14)), GOLD, bold=True, serif=True)

    def title_room(self, width: int) -> int:
        """How wide the log's title may be: up to the header's buttons ("?", Teach me), which a narrow log keeps."""
        table, px = self.table, self.table.px
        button = getattr(table, "legend_button", None)
        if button is None:
            return width - px(36)
        return button.relative_rect.x - px(6) - table.areas()["log"].x - px(18)

    def _wrapped(self, text: str, width: int, bold: bool) -> list[str]:
        key = (text, width, bold, self.table.app.scale)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 4000:
                self._wraps.clear()
            lines = self._wraps[key] = self.table.app.fonts.wrap(text, 14, width, bold)
        return lines

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, framed: bool = False) -> None:
        """The panel, newest entries at the bottom, scrolled back by `scroll` pixels (`framed`: the panel is there)."""
        table = self.table
        fonts, px = table.app.fonts, table.px
        if not framed:
            self._draw_frame(surface, rect)
        area = pygame.Rect(rect.x + px(14), rect.y + px(50), rect.width - px(28), rect.height - px(64))
        line_h = fonts.get(14).get_linesize()
        badge = px(8)
        text_x = area.x + 2 * badge + px(8)
        text_w = area.right - text_x
        entries = self.entries()
        focus = self.focus()
        y = area.bottom + self.scroll
        self.hits = []
        clip = surface.get_clip()
        surface.set_clip(area)
        total = 0
        pads = {True: px(10), False: px(6)}  # below a header, below a line
        widths = {True: area.width, False: text_w}
        for entry in reversed(entries):
            wrapped = self._wrapped(entry.text, widths[entry.header], entry.header)
            block_h = len(wrapped) * line_h + pads[entry.header]
            total += block_h
            y -= block_h
            if y + block_h < area.y and total - area.height >= self.scroll:
                break  # above the panel, and enough height seen to keep the scroll: older entries are not drawn
            if y > area.bottom or y + block_h < area.y:
                continue
            if entry.header:
                self._draw_header(surface, area, y, block_h, entry, wrapped, line_h)
                continue
            row = pygame.Rect(area.x, y, area.width, block_h - px(2))
            if entry.position == focus:
                pygame.draw.rect(surface, (50, 70, 78), row, border_radius=px(5))
                pygame.draw.rect(surface, HIGHLIGHT, row, width=1, border_radius=px(5))
            self.hits.append((row.clip(area), entry.position))
            fresh = entry.position >= table.new_log_from
            base = CREAM if fresh else MUTED
            colour = mix(base, seat_colour(entry.seat), 0.3) if entry.seat is not None else base
            if entry.seat is not None:
                seat_badge(surface, fonts, entry.seat, (area.x + badge + px(1), y + line_h // 2), badge)
            for k, line in enumerate(wrapped):
                blit_text(surface, fonts, line, 14, (text_x, y + k * line_h), colour)
        surface.set_clip(clip)
        surface.blit(_fade(area.width, px(22)), (area.x, area.y))
        self.scroll = max(0, min(self.scroll, max(0, total - area.height)))

    def _draw_header(self, surface, area: pygame.Rect, y: int, height: int, entry: LogEntry,
                     wrapped: list[str], line_h: int) -> None:
        """"— Turn 3: Ana —": a rule in the seat's colour, then the words."""
        fonts, px = self.table.app.fonts, self.table.px
        colour = seat_colour(entry.seat) if entry.seat is not None else GOLD
        mid = y + px(4) + line_h // 2
        pygame.draw.line(surface, colour, (area.x, mid), (area.right, mid), max(1, px(2)))
        for k, line in enumerate(wrapped):
            label = fonts.text(line, 14, GOLD if entry.seat is None else mix(CREAM, colour, 0.35), True)
            box = label.get_rect(center=(area.centerx, y + px(4) + k * line_h + line_h // 2))
            pygame.draw.rect(surface, (21, 29, 26), box.inflate(px(12), 0))
            surface.blit(label, box)

    def draw_outlines(self, surface: pygame.Surface, time: float) -> None:
        """Outline on the table what the focused entry names (pulsing, in a colour no seat uses)."""
        refs = self.refs()
        if not refs:
            return
        px = self.table.px
        pulse = 0.5 + 0.5 * abs(((time * 1.6) % 2.0) - 1.0)
        colour = mix((60, 120, 150), HIGHLIGHT, pulse)
        for rect, ref in self.table.view.hits:
            if ref in refs:
                pygame.draw.rect(surface, colour, rect.inflate(px(8), px(8)), width=max(2, px(3)),
                                 border_radius=px(8))


#: the params that name the seat an event tells of acting, first found first: an effect's owner ("by_seat": "Ember
#: Tithe (Bo) destroys Ana's Spell") before the seat it acted on
ACTOR_PARAMS = ("by_seat", "seat", "caster")


def actor(event: Event, seats: int, fallback: int | None) -> int | None:
    """The seat that acted in `event` (its letter and colour in the log): the seat its words are about, else the one
    seat it was told to (a private draw), else `fallback` (the mover)."""
    for key in ACTOR_PARAMS:
        value = event.params.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats:
            return value
    if event.audience is not None and 0 <= event.audience < seats:
        return event.audience
    return fallback


class _LogBuild:
    """Entries built from the first `done` log entries, and what describing the next one needs."""

    def __init__(self, base: tuple):
        self.base = base  # (viewer, language, seat names) the lines were worded for
        self.done = 0
        self.out: list[LogEntry] = []
        self.repeats: list[int] = []  # how many equal lines each entry of `out` stands for
        self.joined: dict = {}  # log position -> the event whose line also tells the one before it
        self.turn: tuple | None = None  # (number, seat) of the turn whose header was shown last
        self.turn_seat: int | None = None
        self.log: list | None = None  # the log read (the list: it only grows; undo and load replace it)
        self.last: object = None  # its entry `done`, the last read (checked by identity)
        self.marks: dict = {}  # the turn marks read, by position

    def copy(self) -> "_LogBuild":
        """A copy to build on without changing this one."""
        other = _LogBuild(self.base)
        other.done, other.turn, other.turn_seat = self.done, self.turn, self.turn_seat
        other.out, other.repeats, other.joined = list(self.out), list(self.repeats), dict(self.joined)
        other.log, other.last, other.marks = self.log, self.last, self.marks
        return other

    def keep(self, log: list, marks: dict) -> None:
        """Remember what the lines so far were read from: log entries up to `done` (inclusive) and their marks."""
        self.log, self.last = log, log[self.done] if self.done < len(log) else None
        self.marks = {p: m for p, m in marks.items() if p <= self.done}

    def continues(self, base: tuple, log: list, marks: dict) -> bool:
        """True when `log` and `marks` extend what this build read, for the same viewer, language and names."""
        if base != self.base or log is not self.log or len(log) <= self.done or log[self.done] is not self.last:
            return False
        return self.marks == {p: m for p, m in marks.items() if p <= self.done}


def _append_folding_repeats(out: list[LogEntry], repeats: list[int], entry: LogEntry) -> None:
    """Append `entry`, or fold it into the previous line when it says the same thing (shown as "text ×N")."""
    if out and not entry.header and not out[-1].header:
        previous = out[-1]
        base = previous.text if repeats[-1] == 1 else previous.text.rsplit(" ×", 1)[0]
        if base == entry.text and previous.seat == entry.seat:
            repeats[-1] += 1
            out[-1] = LogEntry(f"{base} ×{repeats[-1]}", entry.seat, entry.position)
            return
    out.append(entry)
    repeats.append(1)


def _fade(width: int, height: int) -> pygame.Surface:
    """A strip fading from the log panel's colour to clear, so cut-off lines melt away at the top."""
    key = (width, height)
    strip = _FADES.get(key)
    if strip is None:
        strip = pygame.Surface((width, height), pygame.SRCALPHA)
        for y in range(height):
            alpha = int(235 * (1 - y / height) ** 1.5)
            pygame.draw.line(strip, (21, 29, 26, alpha), (0, y), (width, y))
        _FADES[key] = strip
    return strip
