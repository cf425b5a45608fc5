"""The rules contract every game implements: metadata, actions, events, state, game.

Rule modules are pure Python (no pygame). A game is a `Game` subclass registered by id;
its positions are `State` subclasses. All randomness comes from the state's own `Rng`.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping, Sequence

from tabletop.engine.errors import IllegalActionError, OptionError, TabletopError
from tabletop.engine.rng import Rng
from tabletop.engine.words import WORDS


@dataclass(frozen=True)
class Option:
    """A game option (variant) with its allowed values and default."""

    key: str
    default: Any
    choices: tuple = ()
    label: Mapping[str, str] = field(default_factory=dict)
    help: Mapping[str, str] = field(default_factory=dict)
    #: how a choice reads in the setup, per language: {value: {lang: text}} (values without one show as they are)
    value_labels: Mapping[Any, Mapping[str, str]] = field(default_factory=dict)

    def parse(self, text: str) -> Any:
        """Convert a command-line value to this option's type, or raise OptionError."""
        if isinstance(self.default, bool):
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                value: Any = True
            elif low in ("0", "false", "no", "off"):
                value = False
            else:
                raise OptionError(f"option {self.key} expects true or false, not {text!r}")
        elif isinstance(self.default, int):
            try:
                value = int(text)
            except ValueError:
                raise OptionError(f"option {self.key} expects a whole number, not {text!r}") from None
        else:
            value = text
        self.check(value)
        return value

    def check(self, value: Any) -> None:
        """Raise OptionError when `value` is not allowed for this option (type first, then choices)."""
        if not _same_kind(value, self.default):
            shown = repr(value) if len(repr(value)) <= 40 else type(value).__name__
            raise OptionError(f"option {self.key} expects {_KIND_NAMES[type(self.default)]}, not {shown}")
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(f"option {self.key} must be one of {allowed}, not {value!r}")


_KIND_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}


def _same_kind(value: Any, default: Any) -> bool:
    """True when `value` has the option type of `default` (a bool is not a number, nor a number a bool)."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float))
    return type(default) not in _KIND_NAMES or isinstance(value, type(default))


#: the option a try-out carries (`tabletop play GAME --try CARD`, the studio's Try it): the card dealt to the
#: first seat; kept in the record's options, so a try-out is never mistaken for a normal game and replays alike
TRY_CARD = "try_card"


@dataclass(frozen=True)
class GameInfo:
    """A game's metadata, declared up front."""

    id: str
    title: Mapping[str, str]
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    max_actions: int = 10_000
    rules_version: str = "1"
    bot_levels: tuple[str, ...] = ("random", "easy", "normal", "hard")
    #: seat counts that replace min/max_players when an option has a value:
    #: ((option key, value, min, max), ...), the first that matches wins
    seat_ranges: tuple[tuple[str, Any, int, int], ...] = ()
    #: how the game's decks are built (tabletop.engine.decks.DeckRules), None when it builds none
    deck_rules: Any = None
    #: the natural measure `card_uses` credits to cards ({lang: name}), empty when none
    balance_measure: Mapping[str, str] = field(default_factory=dict)

    def players(self, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        """The (fewest, most) seats with these option values."""
        for key, value, fewest, most in self.seat_ranges:
            if (options or {}).get(key) == value:
                return fewest, most
        return self.min_players, self.max_players

    def widest_players(self) -> tuple[int, int]:
        """The (fewest, most) seats that some choice of options allows."""
        ranges = [(self.min_players, self.max_players)] + [(lo, hi) for _k, _v, lo, hi in self.seat_ranges]
        return min(lo for lo, _ in ranges), max(hi for _, hi in ranges)

    def option(self, key: str) -> Option:
        """The option called `key`, or OptionError."""
        for opt in self.options:
            if opt.key == key:
                return opt
        known = ", ".join(o.key for o in self.options) or "none"
        raise OptionError(f"{self.id} has no option {key!r} (options: {known})")

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with `given`, every value checked (a try-out's card rides along: TRY_CARD)."""
        values = {o.key: o.default for o in self.options}
        for key, value in (given or {}).items():
            if key == TRY_CARD and isinstance(value, str):
                values[key] = value
                continue
            self.option(key).check(value)
            values[key] = value
        return values


@dataclass(frozen=True, order=True)
class Action:
    """One choice of the current decision: canonical string `kind arg arg...`.

    `ref` names the thing on the table that chooses it (None: a button). It is not part
    of the action's identity.
    """

    kind: str
    args: tuple = ()
    ref: str | None = field(default=None, compare=False, hash=False)

    def __init__(self, kind: str, args: tuple = (), ref: str | None = None):
        # listings make many: filled in directly, as Event is (the frozen __init__ set each field through
        # object.__setattr__); it stays frozen afterwards
        fields = self.__dict__
        fields["kind"] = kind
        fields["args"] = args
        fields["ref"] = ref

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])


#: what whoever keeps a phase clock (`Game.clock`) applies when its time is up: the table, or a network game's host
TIME_UP = Action("time_up")


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and animations.

    `key` selects a message template of the game; `params` fill it. `audience` is None
    when everyone may see the event, else the one seat that may.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    audience: int | None = None
    reveals: bool = False  # True when hidden information became known (an undo barrier)

    def __init__(self, key: str, params: Mapping[str, Any] | None = None, audience: int | None = None,
                 reveals: bool = False):
        # the rules make one or two per action: filled in directly, as the generated frozen __init__'s
        # object.__setattr__ per field made an Event cost twenty dicts (it stays frozen afterwards)
        fields = self.__dict__
        fields["key"] = key
        fields["params"] = {} if params is None else params
        fields["audience"] = audience
        fields["reveals"] = reveals


@dataclass(frozen=True)
class CardUse:
    """A card an event shows a seat drawing or playing, for `tabletop balance`.

    `kind` is "drawn", "played" or "measure" (the game's natural measure credited to the card,
    e.g. Rune Duel's damage of the spells the card activated); `amount` is that measure.
    """

    seat: int
    card: str
    kind: str
    amount: float = 0.0


@dataclass(frozen=True)
class Result:
    """The end of a game: a score per seat, the winning seats and why it ended."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str = ""


@dataclass(frozen=True)
class Teaching:
    """Plain words for a newcomer about the current decision (the "Teach me" panel).

    `text` says what is being decided; `options` pair an option's label with what it does;
    `anchor` is the heading of the rules document that explains it (see `Game.rules_anchor`).
    """

    text: str
    options: tuple[tuple[str, str], ...] = ()
    anchor: str | None = None


SETUP_MARK = 0  # a TurnMark's number for the set-up before the first turn


@dataclass(frozen=True)
class TurnMark:
    """Where a turn begins in a session's log: before log entry `position`, turn `number` of `seat`.

    `seat` is None when every seat plays that turn; `replaces` is True when the entry at
    `position` only announced the turn (the log shows the mark instead of it). `number`
    SETUP_MARK (0) heads the set-up before the first turn ("Set-up" in the log).
    """

    position: int
    number: int
    seat: int | None = None
    replaces: bool = False


class State:
    """A position. Subclasses keep all their data in plain attributes (JSON-able via to_dict)."""

    rng: Rng
    num_seats: int

    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        raise NotImplementedError

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.to_move() is None

    def result(self) -> Result | None:
        """Scores and winners once the game is over, else None."""
        raise NotImplementedError

    def clone(self) -> "State":
        """An independent copy."""
        return copy.deepcopy(self)


class Game:
    """A game's rules. One instance per game id, stateless; positions live in `State`."""

    info: GameInfo
    #: message templates for events and action labels: {lang: {key: template}}
    messages: Mapping[str, Mapping[str, str]] = {}
    #: two events of one seat that a log showing both tells in one line: (first key, second key) -> the key of
    #: that line, filled with the params of both ("draws from Manifest" + "You draw Fire" -> "You draw Fire from…")
    joined: Mapping[tuple[str, str], str] = {}
    #: event keys whose log line tells of every seat at once ("Cards revealed: …"): shown neutral, no seat's letter
    shared: frozenset[str] = frozenset()

    # --- the contract -------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> State:
        """The starting position for `num_seats` players; all randomness from `seed`."""
        raise NotImplementedError

    def card_uses(self, event: Event) -> list[CardUse]:
        """The cards `event` shows drawn, played or credited with the game's measure (for `tabletop balance`)."""
        return []

    def try_out(self, state: State, seat: int, card_id: str) -> list[Event]:
        """Put `card_id` in `seat`'s opening hand, or first draw, (a try-out), mutating `state`; the events saying so.

        TabletopError when the game cannot, or the card is not in this game's deck."""
        raise TabletopError(f"{self.info.id} cannot deal a chosen card (try-outs are for the card games: invocacion, "
                            "invoke, ecg)")

    def try_options(self, options: Mapping[str, Any], card_id: str) -> dict[str, Any]:
        """The options of a try-out of `card_id` before the game is set up (a game may choose a deck that holds it)."""
        return dict(options)

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int,
                          seed: int) -> tuple[State, list[Event]]:
        """`setup`, with the events of what happened before the first action (draws, deals) for the log."""
        return self.setup(options, num_seats, seed), []

    def legal_actions(self, state: State) -> list[Action]:
        """The choices of the current decision, in a stable order (empty when over)."""
        raise NotImplementedError

    def apply(self, state: State, action: Action) -> list[Event]:
        """Carry out `action` (mutating `state`); raise IllegalActionError if not legal."""
        raise NotImplementedError

    def playout_apply(self, state: State, action: Action) -> None:
        """Carry out `action`, just taken from `legal_actions(state)`, as bots' play-outs do.

        The fast path: a game may skip the legality re-check and the events (nobody reads
        them in a play-out); the resulting state must be exactly the one `apply` gives.
        """
        self.apply(state, action)

    def observe(self, state: State, seat: int | None) -> State:
        """A copy of `state` with what `seat` may not know replaced by placeholders."""
        raise NotImplementedError

    def observe_shared(self, state: State, seat: int | None) -> State:
        """`observe` for a reader that only reads it, at once (a bot's play-out move).

        It shows exactly what `observe` shows; a game may share `state`'s data with it instead
        of copying, so it must not be changed nor kept once `state` changes.
        """
        return self.observe(state, seat)

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> State:
        """One full state consistent with `observation`, hidden parts sampled from `rng`."""
        raise NotImplementedError

    def to_dict(self, state: State) -> dict:
        """A readable JSON-able snapshot of `state`."""
        raise NotImplementedError

    def snapshot(self, state: State) -> dict:
        """`to_dict(state)` to read at once and not keep: it may share the state's lists and dicts (no copies)."""
        return self.to_dict(state)

    def from_dict(self, data: Mapping) -> State:
        """The state described by a `to_dict` snapshot."""
        raise NotImplementedError

    def check_invariants(self, state: State) -> None:
        """Raise AssertionError when `state` breaks one of the game's invariants."""

    # --- helpers shared by all games ---------------------------------------------
    def parse_action(self, state: State, text: str) -> Action:
        """The legal action whose canonical string is `text`, or IllegalActionError."""
        wanted = " ".join(text.split())
        for action in self.legal_actions(state):
            if str(action) == wanted:
                return action
        raise IllegalActionError(f"{text!r} is not a legal action now")

    def require_legal(self, state: State, action: Action) -> Action:
        """The legal action equal to `action` (with its ref), or IllegalActionError."""
        for legal in self.legal_actions(state):
            if legal == action:
                return legal
        raise IllegalActionError(f"{action} is not a legal action now")

    def text(self, key: str, lang: str, **params: Any) -> str:
        """A message template of this game filled with `params` (English fallback)."""
        table = self.messages.get(lang) or self.messages.get("en", {})
        template = table.get(key) or self.messages.get("en", {}).get(key) or key
        try:
            return WORDS.format(template, **params)
        except (KeyError, IndexError, ValueError):
            return template

    def goal(self, state: State, lang: str) -> str | None:
        """One short line saying how this game is won, with this game's option values (None: not said)."""
        return None

    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """A plain-words log line for `event`; `seat`-like params become player names."""
        return self.text(event.key, lang, **_with_names(event.params, names))

    def joined_event(self, first: Event, second: Event) -> Event | None:
        """One event telling both `first` and the `second` that follows it, for a log showing both; else None."""
        key = self.joined.get((first.key, second.key))
        if key is None or first.params.get("seat") != second.params.get("seat"):
            return None
        return Event(key, {**first.params, **second.params}, second.audience, second.reveals)

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """A short button/chooser label for `action`."""
        return self.text("action." + action.kind, lang, args=" ".join(map(str, action.args)),
                         **_with_names({"seat": state.to_move()}, names))

    def asks_alone(self, state: State, action: Action) -> bool:
        """True when a click on a card whose only action is `action` opens a chooser saying why, not plays it."""
        return False

    def describe_told(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """Another player's move as a banner tells it ("Bo: 3 Suns of energy for Fireball"); default: its label."""
        return self.describe_action(state, action, lang, names)

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """What `action` does, in a sentence for its tooltip ("Ice Ray: the target loses 1 life per Wave")."""
        return ""

    def risk(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str | None:
        """The consequence of a risky or irreversible `action`, which the table asks to confirm; None if safe."""
        return None

    def why_not(self, state: State, seat: int | None, ref: str) -> Any:
        """Why `seat` cannot use `ref` (a card, zone or seat on the table) now: a `tabletop.engine.why.Reason`, None when it glows.

        `state` is `seat`'s observation. The default (tabletop.engine.why.why_not) says when the game is
        over or it is another's turn, then asks the game's `tabletop/games/<id>/rules/why_not.py`, else names the
        decision in front of the player; `tabletop.engine.why.say` puts a Reason in words.
        """
        from tabletop.engine.why import why_not
        return why_not(self, state, seat, ref)

    def seat_numbers(self, state: State) -> Sequence[int]:
        """Each seat's headline public number (life, score) for move previews; empty when there is none."""
        return []

    def result_numbers(self, state: State, lang: str) -> tuple[str, Sequence[int]] | None:
        """The results panel's column heading and each seat's number in it, when the result's scores (1 for a win,
        0 for a loss) would mean less than a number of the game's own (Rune Duel: the life left); None: the
        scores."""
        return None

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        """One line telling the seat to move what to do now."""
        seat = state.to_move()
        if seat is None:
            return self.text("prompt.over", lang)
        return self.text("prompt.default", lang, **_with_names({"seat": seat}, names))

    def describe_result(self, state: State, lang: str, names: Sequence[str]) -> str:
        """Why the game ended, in words ("" while it goes on); the final prompt unless a game says more."""
        if state.to_move() is not None:
            return ""
        return self.prompt(state, lang, names)

    def hidden_differs(self, state: State) -> bool:
        """True when seats have private information (hot-seat needs a curtain)."""
        return True

    def public_decision(self, state: State) -> bool:
        """True when the current decision needs no private information (hot-seat shows no hand, no curtain)."""
        return False

    def is_simultaneous_commit(self, state: State) -> bool:
        """True while the current decision is a secret commitment others must not see."""
        return False

    def observation_key(self, state: State, seat: int | None) -> Any:
        """What `seat` can see, as a comparable value (for hidden-information tests)."""
        return self.to_dict(self.observe(state, seat))

    # --- teaching: plain words about the current decision and where the rules explain it
    def decision_kind(self, state: State) -> str | None:
        """What the current decision is about, as a short name; None when the game is over.

        The default names it by the kinds of its actions ("cast+pass"); games with a
        richer idea of their decisions say so (Rune Duel: "spell", "target"...).
        """
        if state.to_move() is None:
            return None
        return "+".join(sorted({action.kind for action in self.legal_actions(state)})) or None

    def clock(self, state: State) -> Any | None:
        """A time limit on the current phase (with `.seconds` and a `.key` that changes when a new
        phase starts), or None. When it runs out, the table applies `Action("time_up")`."""
        return None

    def rules_anchor(self, state: State, lang: str) -> str | None:
        """The anchor of the heading in the rules document in `lang` that explains the current decision."""
        return None

    def teach(self, state: State, lang: str, names: Sequence[str]) -> Teaching | None:
        """Plain words about the current decision: what it is, what each option does, where to read more.

        Reads the template `teach.<decision kind>` of the game's messages, filled with
        `teach_words`; each option is explained by `explain_action`. None when the game has
        no words for this decision.
        """
        kind = self.decision_kind(state)
        if kind is None or not self.has_text("teach." + kind, lang):
            return None
        words = {**_with_names({"seat": state.to_move()}, names), **self.teach_words(state, lang, names)}
        options: dict[str, str] = {}
        for action in self.legal_actions(state):
            label = self.describe_action(state, action, lang, names)
            options.setdefault(label, self.explain_action(state, action, lang, names))
        return Teaching(self.text("teach." + kind, lang, **words), tuple(options.items()),
                        self.rules_anchor(state, lang))

    def teach_words(self, state: State, lang: str, names: Sequence[str]) -> dict[str, Any]:
        """The names the teaching templates of the current decision may use (a card, a spell...)."""
        return {}

    def has_text(self, key: str, lang: str) -> bool:
        """True when the game's messages have the template `key` (in `lang` or in English)."""
        return key in self.messages.get(lang, {}) or key in self.messages.get("en", {})

    def turn_marks(self, log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
        """Where the turns begin in a session's log ((action index, event) pairs; `movers` per action).

        The default starts a turn whenever the seat choosing changes; games whose turns are
        announced by an event (or that all play at once) say so instead.
        """
        return _mover_marks(log, movers, [], 0)

    def turn_marks_grown(self, log: Sequence[tuple[int, Event]], movers: Sequence[int],
                         marks: Sequence[TurnMark], start: int) -> list[TurnMark]:
        """`turn_marks(log, movers)`, given `marks`: those of the log's first `start` entries (the log only grew).

        A log panel calls it as moves land, so that a landing costs what the new entries cost. The
        default reads only the new entries when the game keeps the default marks and a move was
        read; a game that overrides `turn_marks` reads its whole log again unless it overrides this too.
        """
        if type(self).turn_marks is Game.turn_marks and 0 < start <= len(log) and log[start - 1][0] >= 0:
            return _mover_marks(log, movers, list(marks), start)
        return self.turn_marks(log, movers)


def _mover_marks(log: Sequence[tuple[int, Event]], movers: Sequence[int], marks: list[TurnMark],
                 start: int) -> list[TurnMark]:
    """The default turn marks: `marks` (those of the first `start` entries, a move among them) and the rest's."""
    previous = marks[-1].seat if marks else None
    opening = False  # the first mark holds only the set-up's lines so far
    for position in range(start, len(log)):
        index = log[position][0]
        if index < 0:  # what happened at set-up opens the first turn
            if not marks:
                marks.append(TurnMark(position, 1, None))
                opening = True
            continue
        mover = movers[index] if index < len(movers) else None
        if opening:
            marks[0] = TurnMark(marks[0].position, 1, mover)
            opening, previous = False, mover
        elif mover != previous:
            marks.append(TurnMark(position, len(marks) + 1, mover))
            previous = mover
    return marks


def set_up_apart(log: Sequence[tuple[int, Event]], marks: Sequence[TurnMark]) -> list[TurnMark]:
    """`marks` with the set-up's lines (action index < 0) under a header of their own.

    A game's first mark usually opens the log, over the set-up (its own hand drawn, who
    starts): it moves to the first move, or goes when a later mark repeats it; a game that
    marks its set-up itself (SETUP_MARK) or announces a turn within it is left as it is.
    """
    if not log or log[0][0] >= 0 or any(m.number == SETUP_MARK or (m.position == 0 and m.replaces) for m in marks):
        return list(marks)
    first_move = next((position for position, (index, _event) in enumerate(log) if index >= 0), None)
    taken = {m.position for m in marks}
    out = [TurnMark(0, SETUP_MARK)]
    for mark in marks:
        if mark.position == 0:
            repeated = any(o is not mark and (o.number, o.seat) == (mark.number, mark.seat) for o in marks)
            if first_move is None or repeated or first_move in taken:
                continue
            mark = replace(mark, position=first_move)
        out.append(mark)
    return sorted(out, key=lambda m: m.position)


def _with_names(params: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """Copy of params where seat-valued keys (`seat`, `target`, `*_seat`) get a `<key>_name`."""
    out = dict(params)
    for key, value in params.items():
        if (key in ("seat", "target", "caster", "winner") or key.endswith("_seat")) and isinstance(value, int):
            out[key + "_name"] = names[value] if 0 <= value < len(names) else f"#{value + 1}"
    return out


def legal_strings(game: Game, state: State) -> list[str]:
    """The canonical strings of the legal actions (handy in tests)."""
    return [str(a) for a in game.legal_actions(state)]


def apply_all(game: Game, state: State, actions: Iterable[str]) -> list[Event]:
    """Apply a series of canonical action strings; return all events."""
    events: list[Event] = []
    for text in actions:
        events += game.apply(state, game.parse_action(state, text))
    return events


def opening_hands(hands: Sequence[Sequence[str]], key: str = "drew") -> list[Event]:
    """One private `key` event ({seat, cards}) per seat holding cards: the hands dealt before the first action."""
    return [Event(key, {"seat": seat, "cards": list(hand)}, audience=seat, reveals=True)
            for seat, hand in enumerate(hands) if hand]
