"""What a seat could infer about hidden cards, found by swapping them (no game code).

Two audits, shared by tests/test_conformance.py (every game) and scripts/soak:

* `relabel_problems`: on one position, for each viewer, (1) swap two card labels that lie
  only in places hidden from it, everywhere in the state: its observation (and its legal
  actions when it moves) must not change; (2) when another seat chooses among hidden cards
  ("discard X" or "discard Z", both in its hand; one pair per kind of action), the two
  positions are the same to the viewer up to those two cards, so the choice must leave its
  whole observation the same (labels, shape and numbers: what a half-played card asks, a
  hand position), its log and who moves next, unless the action reveals something to the
  viewer. The second catches a field that `determinize` never resamples because `observe`
  forgot to mask it, and a structure that differs with the hidden card chosen.
* `UndoInference`: follows a session; for each human seat whose Undo would go back to an
  earlier position, it re-deals that position's hidden cards consistently with what the
  seat sees (`determinize`, same random source) and replays the actions Undo would take
  back. The seat's own decisions are replayed as they are; another seat's decision that is
  not legal in the re-dealt position, or names another thing there (its `ref`), ends the
  replay, and so does a re-dealt card that shows itself (Undo would stop there). If what the
  seat sees (its log lines, the texts of its observation, who moves) differs, Undo would let
  it learn about hidden cards and then take its decision back.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Sequence
from weakref import WeakKeyDictionary

from tabletop.engine.audit import receives, reveals_to
from tabletop.engine.checks import Problem, legal_strings
from tabletop.engine.contract import Action, Event, Game, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng

_SEQUENCES = (list, tuple)
MAX_SWAPS = 1  # label pairs swapped per viewer and position
MAX_CHOICES = 3  # alternative hidden choices tried per position (one pair per kind of action)


# --- where the hidden cards lie ------------------------------------------------------------
def _leaves(tree: Any, path: tuple) -> Iterator[tuple[tuple, Any]]:
    """Every (path, leaf) of a JSON-like tree."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(tree, _SEQUENCES):
        for index, value in enumerate(tree):
            yield from _leaves(value, path + (index,))
    else:
        yield path, tree


def _split(full: Any, seen: Any, path: tuple, hidden: list, visible: list) -> None:
    """Sort the text leaves of `full` into those the observation `seen` shows and those it hides."""
    if type(full) is type(seen) and full == seen:
        visible.extend((p, v) for p, v in _leaves(full, path) if isinstance(v, str))
    elif isinstance(full, dict) and isinstance(seen, dict):
        for key, value in full.items():
            _split(value, seen.get(key, _Missing), path + (key,), hidden, visible)
    elif isinstance(full, _SEQUENCES) and isinstance(seen, _SEQUENCES) and len(full) == len(seen):
        for index, (a, b) in enumerate(zip(full, seen)):
            _split(a, b, path + (index,), hidden, visible)
    else:
        hidden.extend((p, v) for p, v in _leaves(full, path) if isinstance(v, str))


class _Missing:
    """Stands for a key an observation leaves out."""


@dataclass(frozen=True)
class Places:
    """One seat's view of a state's texts: those at places hidden from it and those it sees."""

    hidden: frozenset  # texts lying in at least one hidden place
    shown: frozenset  # texts the seat sees somewhere (outside `static` places)
    secret: frozenset  # texts lying only in hidden places (static ones included in what it sees)


def places(game: Game, state: State, seat: int | None, static: frozenset = frozenset(),
           snapshot: dict | None = None) -> Places:
    """Where the texts of `state` lie for `seat`; `static` (path, text) leaves never count as shown."""
    full = game.to_dict(state) if snapshot is None else snapshot
    hidden: list = []
    visible: list = []
    _split(full, game.to_dict(game.observe(state, seat)), (), hidden, visible)
    texts = frozenset(v for _p, v in hidden)
    return Places(texts, frozenset(v for p, v in visible if (p, v) not in static),
                  texts - frozenset(v for _p, v in visible))


def static_leaves(game: Game, state: State) -> frozenset:
    """The (path, text) leaves of a starting position: deck lists and the like, known from the start."""
    return frozenset((p, v) for p, v in _leaves(game.to_dict(state), ()) if isinstance(v, str))


def swap_texts(tree: Any, a: str, b: str) -> Any:
    """A copy of a JSON-like tree with the texts `a` and `b` exchanged everywhere (keys included)."""
    if isinstance(tree, str):
        return b if tree == a else a if tree == b else tree
    if isinstance(tree, dict):
        return {swap_texts(k, a, b): swap_texts(v, a, b) for k, v in tree.items()}
    if isinstance(tree, _SEQUENCES):
        return [swap_texts(v, a, b) for v in tree]
    return tree


# --- the relabel audit -----------------------------------------------------------------------
def _keys(tree: Any) -> set:
    """Every dict key in a JSON-like tree."""
    if isinstance(tree, dict):
        return set(tree).union(*(_keys(v) for v in tree.values()))
    if isinstance(tree, _SEQUENCES):
        return set().union(*(_keys(v) for v in tree))
    return set()


def _restored(game: Game, data: dict) -> State | None:
    """The state of a swapped snapshot, or None when it is not a sound position of the game."""
    try:
        state = game.from_dict(json.loads(json.dumps(data)))
        game.check_invariants(state)
    except Exception:  # noqa: BLE001 - a swap the game's data cannot hold is simply not tried
        return None
    return state


def _label_swaps(game: Game, state: State, seat: int | None, view: Places, snapshot: dict,
                 sample: int) -> list[Problem]:
    """Exchanging two labels hidden from `seat` everywhere changes neither its observation nor its choices."""
    # a label that is also a key of what the seat sees (Invoke's "wand" and "tome" name fields of an answer too)
    # would be swapped as a field, not as a card: such labels are not tried
    fields = _keys(game.to_dict(game.observe(state, seat)))
    labels = sorted(view.secret - fields)
    if len(labels) < 2:
        return []
    rng = Rng(sample)
    key = game.observation_key(state, seat)
    mover = state.to_move()
    problems = []
    for _ in range(MAX_SWAPS):
        a, b = labels[rng.randrange(len(labels))], labels[rng.randrange(len(labels))]
        other = _restored(game, swap_texts(snapshot, a, b)) if a != b else None
        if other is None:
            continue
        if game.observation_key(other, seat) != key:
            problems.append(Problem("relabel", f"seat {seat}: swapping the hidden {a!r} and {b!r} "
                                               "changes what it sees"))
        elif seat is not None and seat == mover and legal_strings(game, other) != legal_strings(game, state):
            problems.append(Problem("relabel", f"seat {seat}: swapping the hidden {a!r} and {b!r} "
                                               "changes its legal actions"))
    return problems


def _seen_events(events: Iterable[Event], seat: int | None) -> list[tuple]:
    """The events `seat` receives, as comparable tuples."""
    return [(e.key, json.dumps(e.params, sort_keys=True, default=str), e.audience, e.reveals)
            for e in events if receives(e, seat)]


def _alternatives(actions: Sequence[Action], sample: int) -> list[tuple[Action, Action, tuple[int, ...]]]:
    """Pairs of actions of one kind that differ only in some text arguments (those positions given).

    One pair per kind of action (drawn with `sample`), the kinds in order, at most MAX_CHOICES: so that a
    kind whose choices all reveal (putting a card face up) does not hide another kind's choices."""
    rng = Rng(sample)
    groups: dict[tuple[str, int], list[Action]] = {}
    for action in actions:
        groups.setdefault((action.kind, len(action.args)), []).append(action)
    pairs = []
    for group in groups.values():
        candidates = []
        for i, first in enumerate(group):
            for second in group[i + 1:]:
                differ = tuple(k for k, (x, y) in enumerate(zip(first.args, second.args)) if x != y)
                if differ and all(isinstance(first.args[k], str) and isinstance(second.args[k], str)
                                  for k in differ):
                    candidates.append((first, second, differ))
        if candidates:
            pairs.append(candidates[rng.randrange(len(candidates))])
        if len(pairs) >= MAX_CHOICES:
            break
    return pairs


def first_difference(one: Any, two: Any, path: tuple = ()) -> tuple | None:
    """The path of the first place where two JSON-like trees differ (in shape, a number or a text), else None."""
    if isinstance(one, dict) and isinstance(two, dict):
        if set(one) != set(two):
            return path + ("/".join(sorted(str(k) for k in set(one) ^ set(two))),)
        for key in one:
            found = first_difference(one[key], two[key], path + (key,))
            if found is not None:
                return found
        return None
    if isinstance(one, _SEQUENCES) and isinstance(two, _SEQUENCES):
        if len(one) != len(two):
            return path + ("len",)
        for index, (a, b) in enumerate(zip(one, two)):
            found = first_difference(a, b, path + (index,))
            if found is not None:
                return found
        return None
    return None if type(one) is type(two) and one == two else path


def _hidden_choices(game: Game, state: State, views: dict[int | None, Places], sample: int,
                    snapshot: dict) -> list[Problem]:
    """A seat's choice among cards hidden from a viewer shows the viewer nothing, unless it is a reveal.

    The two positions the choices lead to are the same to the viewer up to the two hidden cards, so its
    whole observation must be the same: its labels, and also its shape and numbers (what a half-played
    card asks, a hand position), which name no card but may tell one."""
    mover = state.to_move()
    pairs = _alternatives(game.legal_actions(state), sample) if mover is not None else []
    if not pairs:
        return []
    views = {v: view for v, view in views.items() if v != mover}
    outcomes: dict[Action, tuple[State, list[Event]]] = {}
    problems = []
    seen: dict[int | None, dict] = {}
    for first, second, differ in pairs:
        for viewer, view in views.items():
            names = {action.args[k] for action in (first, second) for k in differ}
            if not names <= view.hidden:
                continue
            if viewer not in seen:
                seen[viewer] = game.to_dict(game.observe(state, viewer))
            same = _same_place(snapshot, seen[viewer], first, second, differ)
            unseen = not names & view.shown  # a label, a log line or a turn may name only cards not seen elsewhere
            if not (same or unseen):
                continue
            results = []
            for action in (first, second):
                if action not in outcomes:
                    after = state.clone()
                    outcomes[action] = (after, game.apply(after, action))
                results.append(outcomes[action])
            if any(reveals_to(events, viewer) for _s, events in results):
                continue
            (one, one_events), (two, two_events) = results
            one_key, two_key = game.observation_key(one, viewer), game.observation_key(two, viewer)
            shown = _labels(one_key) ^ _labels(two_key)
            why = ("a hidden card's label" if unseen and any(text in view.hidden for _path, text in shown)
                   else "its log" if unseen and _seen_events(one_events, viewer) != _seen_events(two_events, viewer)
                   else "who moves next" if unseen and one.to_move() != two.to_move()
                   else _place(first_difference(one_key, two_key)) if same else "")
            if why:
                problems.append(Problem("relabel", f"seat {viewer} can tell {first} from {second} "
                                                   f"(seat {mover}'s choice among cards hidden from it) "
                                                   f"without a reveal: {why} differs"))
                return problems
    return problems


def _same_place(snapshot: dict, seen: dict, first: Action, second: Action, differ: tuple[int, ...]) -> bool:
    """True when the two chosen cards may lie in places the viewer cannot tell apart: two cards of a hand it sees
    as backs only, not one of the hand and one face down on the table, nor two table slots (where a player's
    hand goes, the others see). A place is a path of the full snapshot where the name lies (only those of the
    zone the action's ref names, when it names one), a position dropped where `seen` shows that list as
    backs only (every entry one text: its order is not the viewer's to know); a place of each will do."""
    return bool(_places_of(snapshot, seen, first, differ) & _places_of(snapshot, seen, second, differ))


def _places_of(snapshot: dict, seen: dict, action: Action, differ: tuple[int, ...]) -> set[tuple]:
    """The places (see `_same_place`) of the names `action` chooses."""
    names = {action.args[k] for k in differ}
    words = set((action.ref or "").split(":")) - names - {""}
    paths = [path for path, text in _leaves(snapshot, ()) if text in names]
    zoned = [path for path in paths if words & {step for step in path if isinstance(step, str)}]
    return {_unordered(path, seen) for path in zoned or paths}


def _unordered(path: tuple, seen: Any) -> tuple:
    """`path` with each position dropped ('*') where `seen` holds a list of one repeated text there."""
    out, node = [], seen
    for step in path:
        backs = isinstance(node, _SEQUENCES) and len({json.dumps(v) for v in node}) == 1 \
            and isinstance(node[0], str)
        out.append("*" if isinstance(step, int) and backs else step)
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            node = None
    return tuple(out)


def _place(path: tuple | None) -> str:
    """Words for where two observations differ ('' when they do not)."""
    return "" if path is None else "its observation at " + ".".join(str(step) for step in path)


def _labels(tree: Any) -> set[tuple[tuple, str]]:
    """The (path, text) leaves of an observation: the card labels and words it shows."""
    return {(p, v) for p, v in _leaves(tree, ()) if isinstance(v, str)}


def relabel_problems(game: Game, state: State, viewers: Iterable[int | None], sample: int,
                     static: frozenset = frozenset()) -> list[Problem]:
    """Swapping hidden cards (labels, or a seat's choice among them) never changes what a viewer sees."""
    snapshot = game.to_dict(state)
    views = {seat: places(game, state, seat, static, snapshot) for seat in viewers}
    problems = []
    for seat, view in views.items():
        problems += _label_swaps(game, state, seat, view, snapshot, sample * 31 + (0 if seat is None else seat + 1))
    return problems + _hidden_choices(game, state, views, sample, snapshot)


# --- the undo-inference audit ------------------------------------------------------------------
@dataclass
class _Replay:
    """The actions Undo would take back for one human seat, replayed on a re-dealt position."""

    seat: int
    target: int  # the actions Undo would leave
    state: State | None  # the re-dealt position after `upto` actions (None: the replay stopped)
    upto: int
    reported: bool = field(default=False)


class UndoInference:
    """Follows a session and reports every Undo that would take back what hidden cards told a human."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.states: list[State] = []
        self.texts: list[str] = []  # the actions `states` follow
        self.replays: dict[int, _Replay] = {}
        self._rebuild()

    def _rebuild(self) -> None:
        """The positions after 0, 1, ... actions of the session, replayed from its start."""
        session = self.session
        fresh = type(session)(session.game, session.seats, session.seed, session.options)
        self.states = [fresh.full_state_unsafe_for_bots().clone()]
        for text in session.actions:
            fresh.play(text)
            self.states.append(fresh.full_state_unsafe_for_bots().clone())
        self.texts, self.replays = list(session.actions), {}

    def check_latest(self) -> list[Problem]:
        """After the session's newest action (or an undo): the problems of every human's undo point."""
        session, count = self.session, len(self.session.actions)
        if count == len(self.texts) + 1 and session.actions[:-1] == self.texts:
            self.states.append(session.full_state_unsafe_for_bots().clone())
            self.texts.append(session.actions[-1])
        elif count <= len(self.texts) and session.actions == self.texts[:count]:  # an undo: the positions are kept
            del self.states[count + 1:], self.texts[count:]
            self.replays = {}
        elif session.actions != self.texts:
            self._rebuild()
        problems = []
        for seat in session.human_seats():
            target = session.undo_target(seat)
            replay = self.replays.get(seat)
            if target is None:
                self.replays.pop(seat, None)
                continue
            if replay is None or replay.target != target or replay.upto > len(session.actions):
                replay = self.replays[seat] = self._redeal(seat, target)
            problems += self._advance(replay)
        return problems

    def _redeal(self, seat: int, target: int) -> _Replay:
        """The position Undo would return `seat` to, its hidden cards re-dealt as the seat may imagine them."""
        game, base = self.session.game, self.states[target]
        state = game.determinize(game.observe(base, seat), seat, Rng(7919 * target + seat + 1))
        if hasattr(base, "rng"):
            state.rng = copy.deepcopy(base.rng)  # the same future: dice and shuffles tell nothing hidden
        return _Replay(seat, target, state, target)

    def _advance(self, replay: _Replay) -> list[Problem]:
        """Replay the actions not yet replayed; a problem at the first the seat sees differently."""
        session, game = self.session, self.session.game
        while replay.state is not None and replay.upto < len(session.actions):
            index, text = replay.upto, session.actions[replay.upto]
            mover = session.movers[index]
            try:
                action = game.parse_action(replay.state, text)
            except IllegalActionError:
                action = None
            if mover != replay.seat and (action is None
                                         or action.ref != game.parse_action(self.states[index], text).ref):
                replay.state = None  # another seat's decision that its re-dealt cards do not allow (or another card)
                break
            if action is None:
                return self._report(replay, index, text, "its own decision is not legal there")
            events = game.apply(replay.state, action)
            replay.upto += 1
            if reveals_to(events, replay.seat):  # there the re-dealt cards show themselves: Undo would stop
                replay.state = None
                break
            real, real_events = self.states[index + 1], _events_at(session.log, index)
            told, real_told = _seen_events(events, replay.seat), _seen_events(real_events, replay.seat)
            if told != real_told:
                keys = sorted({e[0] for e in set(told) ^ set(real_told)}) or [e[0] for e in told + real_told]
                return self._report(replay, index, text, f"its log differs ({', '.join(keys[:3])})")
            if replay.state.to_move() != real.to_move():
                return self._report(replay, index, text, "another seat moves next")
            seen = _labels(game.observation_key(replay.state, replay.seat))
            if seen != _labels(game.observation_key(real, replay.seat)):
                return self._report(replay, index, text, "its observation differs")
        return []

    def _report(self, replay: _Replay, index: int, text: str, why: str) -> list[Problem]:
        """One problem per undo point: what the seat could learn before taking its decision back."""
        replay.state = None
        if replay.reported:
            return []
        replay.reported = True
        return [Problem("undo-inference", f"seat {replay.seat} may undo back to {replay.target} actions; with the "
                                          f"hidden cards re-dealt, at action {index + 1} ({text}) {why}: "
                                          "Undo would take back a decision made on what it learned")]


def _events_at(log: Sequence[tuple[int, Event]], index: int) -> list[Event]:
    """The events of action `index` in a session's log (read from its end: replays are of recent actions)."""
    events = []
    for position in range(len(log) - 1, -1, -1):
        number, event = log[position]
        if number < index:
            break
        if number == index:
            events.append(event)
    return events[::-1]


_FOLLOWERS: "WeakKeyDictionary[Any, UndoInference]" = WeakKeyDictionary()


def undo_inference_problems(session: Any) -> list[Problem]:
    """After each action of `session` (scripts/soak): its undo-inference problems (one follower per session)."""
    follower = _FOLLOWERS.get(session)
    if follower is None:
        follower = _FOLLOWERS[session] = UndoInference(session)
    return follower.check_latest()
