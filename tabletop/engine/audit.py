"""What each seat can see and learn, found generically from states and observations (no game code).

Observations keep the state's shape with placeholders (DESIGN: "same types, counts kept"),
so comparing `to_dict(state)` with `to_dict(observe(state, seat))` leaf by leaf shows what
is hidden from a seat. Text leaves (card ids and the like) are followed wherever they
move: a text hidden from a seat and later shown to it anywhere, in its observation or in
a log event it receives, is something it learned. Any other leaf (a number, a flag)
counts as learned only when shown at the place where it was hidden.

The promise checked here (tests/test_conformance.py for every game, and scripts/soak
through `undo_leak_problems`): a seat learns only through a reveal event it receives, and
Undo never goes back past a moment at which a human seat learned something. Bot banners
name only what the viewer may know.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Mapping, Sequence
from weakref import WeakKeyDictionary

from tabletop.engine.checks import Problem
from tabletop.engine.contract import Action, Event, Game, State

_ABSENT = object()
_SEQUENCES = (list, tuple)
_TREES = (dict, list, tuple)


@dataclass(frozen=True)
class Knowledge:
    """One seat's view of one state: its observation, what is hidden from it, what it sees."""

    observation: State
    hidden: frozenset
    visible: frozenset
    placeholder: Any = None  # what the observation shows in place of a hidden text


def _collect(tree: Any, path: tuple, out: set) -> None:
    """Add every leaf of a JSON-like tree to `out` as a knowledge item.

    A text stands for itself wherever it is; any other leaf is known only at its place.
    """
    kind = type(tree)
    if kind is dict:
        for key, value in tree.items():
            _collect(value, path + (key,), out)
    elif kind in _SEQUENCES:
        for index, value in enumerate(tree):
            _collect(value, path + (index,), out)
    elif kind is str:
        out.add(tree)
    elif tree is not _ABSENT:
        out.add((path, repr(tree)))


class _Comparison:
    """Sorts the leaves of a full snapshot into hidden and visible against an observation's snapshot."""

    def __init__(self) -> None:
        self.hidden: set = set()
        self.visible: set = set()
        self.placeholder: Any = None

    def compare(self, full: Any, seen: Any, path: tuple = ()) -> None:
        kind = type(full)
        if kind is type(seen) and full == seen:  # shown as it is (most of a snapshot)
            _collect(seen, path, self.visible)
        elif kind is dict and type(seen) is dict:
            for key in list(full) + [k for k in seen if k not in full]:
                self.compare(full.get(key, _ABSENT), seen.get(key, _ABSENT), path + (key,))
        elif kind in _SEQUENCES and type(seen) in _SEQUENCES and len(full) == len(seen):
            for index, (a, b) in enumerate(zip(full, seen)):
                self.compare(a, b, path + (index,))
        else:  # a placeholder, or another shape: everything of `full` here is hidden
            if kind is str and self.placeholder is None and type(seen) not in _TREES:
                self.placeholder = seen
            _collect(full, path, self.hidden)
            _collect(seen, path, self.visible)


def knowledge(game: Game, state: State, seat: int | None, snapshot: dict | None = None) -> Knowledge:
    """What `seat` sees of `state` and what is hidden from it (`snapshot`: `game.snapshot(state)` if known)."""
    observation = game.observe(state, seat)
    comparison = _Comparison()
    comparison.compare(game.snapshot(state) if snapshot is None else snapshot, game.snapshot(observation))
    visible = frozenset(comparison.visible)
    return Knowledge(observation, frozenset(comparison.hidden) - visible, visible, comparison.placeholder)


def _texts(value: Any) -> Iterator[str]:
    """Every text inside an event parameter (nested lists and mappings included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in list(value.keys()) + list(value.values()):
            yield from _texts(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from _texts(item)


def receives(event: Event, seat: int | None) -> bool:
    """True when `event` shows in the log of `seat` (public, or addressed to it)."""
    return event.audience is None or event.audience == seat


def told(events: Iterable[Event], seat: int | None) -> set[str]:
    """The texts named by the events `seat` receives."""
    return {text for e in events if receives(e, seat) for text in _texts(e.params)}


def reveals_to(events: Iterable[Event], seat: int | None) -> bool:
    """True when one of `events` is a reveal that `seat` receives (an undo barrier for it)."""
    return any(e.reveals and receives(e, seat) for e in events)


def learned(before: Knowledge, after: Knowledge, news: Iterable[str] = ()) -> set:
    """What was hidden in `before`, shown in `after` or by `news` (log texts), and shown nowhere in `before`."""
    return ((after.visible | set(news)) & before.hidden) - before.visible


def secrets(before: Knowledge, after: Knowledge) -> set[str]:
    """The texts hidden from a seat around an action: hidden before or after it, not shown after it."""
    return {item for item in (before.hidden | after.hidden) - after.visible if isinstance(item, str)}


def masked_action(action: Action, hidden: set[str], placeholder: Any) -> Action:
    """`action` with every argument in `hidden` replaced by `placeholder`."""
    if not any(isinstance(a, str) and a in hidden for a in action.args):
        return action
    return Action(action.kind, tuple(placeholder if isinstance(a, str) and a in hidden else a
                                     for a in action.args))


def action_seen(action: Action, before: Knowledge, after: Knowledge) -> Action:
    """`action` as a seat may be told of it: the arguments hidden from it around the action masked."""
    return masked_action(action, secrets(before, after), before.placeholder)


def action_told(game: Game, action: Action, before: Knowledge, after: Knowledge,
                lang: str, names: Sequence[str]) -> str:
    """A bot's banner for a seat: the action described on its observation, hidden parts masked."""
    return game.describe_told(before.observation, action_seen(action, before, after), lang, names)


class UndoProbe:
    """Follows a session action by action and reports every hidden-information problem it finds.

    After each action: a seat that learned something must have received a reveal event
    (kind "reveal"), and no human seat's Undo may go back before the latest action at
    which a human seat learned something (kind "undo").
    """

    def __init__(self, session: Any) -> None:
        self.session = session
        self.floor = 0  # no undo may leave fewer actions than this
        self.count = len(session.actions)  # the number of actions `seen` describes
        self.seen = self._knowledge(session)

    @staticmethod
    def _knowledge(session: Any) -> list[Knowledge]:
        game, state = session.game, session.full_state_unsafe_for_bots()
        snapshot = game.snapshot(state)
        return [knowledge(game, state, seat, snapshot) for seat in range(len(session.seats))]

    def play(self, action: Action | str) -> list[Problem]:
        """Play `action` through the session, then `check_latest`."""
        self.session.play(action)
        return self.check_latest()

    def check_latest(self) -> list[Problem]:
        """The problems of the session's newest action, and of the undo it leaves."""
        session = self.session
        problems = [] if self.count == len(session.actions) - 1 else self._catch_up()
        last = len(session.actions) - 1
        events = _events_of(session.log, last)
        after = self._knowledge(session)
        for seat, (before, now) in enumerate(zip(self.seen, after)):
            news = learned(before, now, told(events, seat))
            if not news:
                continue
            if not reveals_to(events, seat):
                problems.append(Problem("reveal", f"action {last + 1} ({session.actions[last]}): seat {seat} "
                                                  f"learned {sorted(map(str, news))[:3]} without a reveal event"))
            if not session.seats[seat].is_bot:
                self.floor = last + 1
        self.seen, self.count = after, last + 1
        return problems + self.undo_problems()

    def _catch_up(self) -> list[Problem]:
        """After an undo, a load or a skipped action: what each seat saw before the newest action (replayed)."""
        session = self.session
        problems = []
        if len(session.actions) < self.floor:
            problems.append(Problem("undo", f"the session went back to {len(session.actions)} actions, before "
                                            f"action {self.floor} where a human learned something"))
            self.floor = 0
        earlier = type(session)(session.game, session.seats, session.seed, session.options)
        for text in session.actions[:-1]:
            earlier.play(text)
        self.seen = self._knowledge(earlier)
        return problems

    def undo(self, seat: int | None = None) -> list[Problem]:
        """Undo through the session (as `Session.undo`); a problem if it took back what a human saw."""
        problems = []
        if self.session.undo(seat) and len(self.session.actions) < self.floor:
            problems.append(Problem("undo", f"undo went back to {len(self.session.actions)} actions, before "
                                            f"action {self.floor} where a human learned something"))
        self.seen, self.count = self._knowledge(self.session), len(self.session.actions)
        return problems

    def undo_problems(self) -> list[Problem]:
        """One problem per human seat whose Undo would go back past what a human seat learned."""
        problems = []
        for seat in self.session.human_seats():
            target = self.session.undo_target(seat)
            if target is not None and target < self.floor:
                problems.append(Problem("undo", f"after action {len(self.session.actions)}: undo for seat {seat} "
                                                f"goes back to {target} actions, before action {self.floor} where "
                                                "a human learned something"))
        return problems


def _events_of(log: Sequence[tuple[int, Event]], index: int) -> list[Event]:
    """The events of action `index`, read from the end of a session's log."""
    events = []
    for position in range(len(log) - 1, -1, -1):
        if log[position][0] != index:
            break
        events.append(log[position][1])
    return events[::-1]


_PROBES: "WeakKeyDictionary[Any, UndoProbe]" = WeakKeyDictionary()


def undo_leak_problems(session: Any) -> list[Problem]:
    """After each action of `session` (scripts/soak): its hidden-information problems (one probe per session)."""
    probe = _PROBES.get(session)
    if probe is None:
        probe = _PROBES[session] = UndoProbe(session)
    return probe.check_latest()
