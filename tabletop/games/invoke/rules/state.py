"""A position of Invoke: the three piles and their discards, hands, gems, the Aether, what is in play.

Card lists are ids; the top of a pile is the END of its list. What a seat may not see is
replaced by `HIDDEN` in observations, counts kept (`map_hidden`). Walls are table.Wall
objects; everything else is plain lists and dicts so that to_dict is a copy.
"""
from __future__ import annotations

from dataclasses import asdict
from types import MappingProxyType
from typing import Any, Callable

from tabletop.engine.contract import Result, State
from tabletop.engine.memo import Memo
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.interpret import Aim
from tabletop.games.invoke.rules.table import Table, Wall

HIDDEN = "?"
DECKS = ("manifest", "thaumaturgy", "focus")
#: phases: each mage draws a first hand; a turn draws, builds and casts (with aims and
#: answers), chooses a chaos card's mage, lets mages choose the cards they must give or
#: discard, discards at the end; then the game is over
SETUP, DRAW, BUILD, AIM, ANSWER, CHAOS, GIVE, DISCARD, OVER = (
    "setup", "draw", "build", "aim", "answer", "chaos", "give", "discarding", "over")
#: the dict fields that are copied as they are (plain JSON values)
_PLAIN = ("piles", "discards", "hands", "gems", "aether", "out", "ghost", "items", "creatures",
          "established", "turn", "direction", "turns", "phase", "drawn", "chaos_aside", "building",
          "aim", "current", "answers", "hasty", "asking", "asked_about", "answers_answered", "sustain_own_turn", "hand_limit",
          "walls_at_resolution", "invoked", "pending", "chaos", "must_discard", "owed", "give_back",
          "end_reason")


class InvokeState(State):
    """Everything on the table, and the decision in progress."""

    def __init__(self, num_seats: int, rng: Rng):
        self.num_seats = num_seats
        self.rng = rng
        self.piles: dict[str, list[str]] = {d: [] for d in DECKS}
        self.discards: dict[str, list[str]] = {d: [] for d in DECKS}
        self.hands: list[list[str]] = [[] for _ in range(num_seats)]
        self.gems: list[int] = [0] * num_seats
        self.aether = 0
        self.out: list[bool] = [False] * num_seats  # removed from the game
        self.ghost: list[bool] = [False] * num_seats  # without gems: playing the ghost round
        self.walls: list[Wall] = []
        self.items: list[dict | None] = [None] * num_seats  # {"card", "held", "face_up"}
        self.creatures: list[dict] = []  # {"owner", "card", "held"}
        #: {"owner", "cards", "aim", "due": [[own turn, repetition]], "walk": [[table turn, repetition]], "adjust"}
        self.established: list[dict] = []
        self.turn = 0
        self.direction = 1  # +1: clockwise (to the left); -1 after a Reversal
        self.turns: list[int] = [0] * num_seats  # own turns each mage has finished
        self.phase = SETUP
        self.drawn: dict[str, int] = {d: 0 for d in DECKS}
        self.chaos_aside: list[str] = []
        self.building: dict | None = None  # {"seat", "cards", "role": turn|answer}
        self.aim: dict | None = None  # {"seat", "cards", "role", "wand", "face_up", "mages", "owner", "creature"}
        self.current: dict | None = None  # the cast invocation waiting for answers: {"seat", "cards", "aim", "wand"}
        self.answers: list[dict] = []  # like `current`, plus "to": what it answers (-1 current, k answers[k])
        #: cards the mage deciding now took back from a quick creature (the Imp): they give haste to the
        #: invocation they are laid on until this decision ends, then they are ordinary cards
        self.hasty: list[str] = []
        self.asking: list[int] = []  # seats still to be asked for a haste answer (the first is asked now)
        #: for each seat in `asking`, what it is asked to answer: -1 the current invocation, k answers[k]
        self.asked_about: list[int] = []
        self.answers_answered = True  # the option: an answer opens a window of answers of its own
        self.sustain_own_turn = False  # the option: a Sustained move repeats at its invoker's turns, not the next's
        self.hand_limit = "always"  # the option: "always" no hand holds more than 7; "draw" only drawing stops at 7
        self.walls_at_resolution = False  # the option: a wall's spent cards leave (and it crumbles) as a strike resolves
        self.invoked = False
        self.pending: dict[str, int] = {}  # str(seat) or "aether" -> gems destroyed at the end of the turn
        self.chaos: str | None = None  # the chaos card waiting for its drawer to choose a mage
        self.must_discard = 0  # cards the mage still has to discard at the end of the turn
        #: cards mages must give away or discard, of their choice: {"seat", "count", "to", "chosen", "done"}
        self.owed: list[dict] = []
        self.give_back: str | None = None  # the phase to go back to once they are given
        self.end_reason = ""

    def clone(self) -> "InvokeState":
        """An independent copy of what the state owns (plain lists, dicts and walls), the chance source included."""
        fresh = InvokeState.__new__(InvokeState)
        for name, value in vars(self).items():
            setattr(fresh, name, copy_plain(value))
        fresh.rng = self.rng.copy()  # of its own kind (a search's may be another)
        return fresh

    # --- whose decision -----------------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == AIM:
            return self.aim["seat"]
        if self.phase == GIVE:
            return next(o["seat"] for o in self.owed if not o["done"])
        if self.phase == ANSWER:
            return self.asking[0]
        return self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        best = max(self.gems)
        winners = tuple(s for s in range(self.num_seats) if self.gems[s] == best and not self.out[s])
        return Result(tuple(float(g) for g in self.gems), winners, self.end_reason)

    # --- the table view the interpreter reads ------------------------------------------------
    def alive(self) -> list[int]:
        """The mages still in the game, clockwise."""
        return [s for s in range(self.num_seats) if not self.out[s]]

    def table(self) -> Table:
        """A Table over this state (walls shared; call `sync` after resolving to keep gems and the Aether)."""
        items = {s: i["card"] for s, i in enumerate(self.items) if i}
        creatures: dict[int, list[str]] = {}
        for c in self.creatures:
            creatures.setdefault(c["owner"], []).append(c["card"])
        established: dict[int, list] = {}
        for entry in self.established:
            established.setdefault(entry["owner"], []).append(tuple(entry["cards"]))
        return Table(self.alive(), _NAMES[self.num_seats], dict(enumerate(self.gems)), self.aether, self.walls,
                     items, creatures, established, walls_at_resolution=self.walls_at_resolution)

    def sync(self, table: Table) -> None:
        """Take back what resolving changed in `table`: gems, the Aether, damage to come, spent cards, crumbled walls."""
        for seat, gems in table.gems.items():
            self.gems[seat] = gems
        self.aether = table.aether
        for who, amount in table.pending.items():
            key = str(who)
            self.pending[key] = self.pending.get(key, 0) + amount
        table.pending.clear()
        self.discard(table.spent)
        table.spent.clear()
        for wall in table.crumbled:
            self.discard(wall.cards)
        table.crumbled.clear()

    def discard(self, cards) -> None:
        """Each card to the discard pile of its deck."""
        for card in cards:
            self.discards[deck()[card].deck].append(card)

    def card_lists(self) -> list[tuple[list[str], int | None, bool]]:
        """Every list of cards in the state: (the list, its owner, whether everyone sees it)."""
        lists: list[tuple[list[str], int | None, bool]] = []
        lists += [(self.piles[d], None, False) for d in DECKS]
        lists += [(self.discards[d], None, True) for d in DECKS]
        lists += [(hand, seat, False) for seat, hand in enumerate(self.hands)]
        lists += [(wall.cards, None, True) for wall in self.walls]
        lists += [(wall.spent, None, True) for wall in self.walls]
        lists.append((self.chaos_aside, None, True))
        for seat, item in enumerate(self.items):
            if item:
                lists.append((item["held"], seat, item["face_up"]))
        for creature in self.creatures:
            hidden = deck()[creature["card"]].ability.find("hidden") is not None
            lists.append((creature["held"], creature["owner"], not hidden))
        lists += [(entry["cards"], None, True) for entry in self.established]
        lists += [(owed["chosen"], owed["seat"], False) for owed in self.owed]
        for pending in (self.building, self.aim, self.current, *self.answers):
            if pending:
                lists.append((pending["cards"], None, True))
        return lists

    def all_cards(self) -> list[str]:
        """Every card id in the state (hidden ones as HIDDEN), items and creatures included."""
        cards = [c for cards, _owner, _public in self.card_lists() for c in cards]
        cards += [i["card"] for i in self.items if i] + [c["card"] for c in self.creatures]
        return cards + ([self.chaos] if self.chaos else [])


#: the table's seat names by number of seats (the rules never change them; a view sets its own)
_NAMES = Memo(lambda seats: MappingProxyType({s: f"#{s + 1}" for s in range(seats)}))
_ATOMS = (str, int, bool, float, type(None))
_SCALARS = (str, int, bool, float)


def copy_plain(value):
    """A copy of a state field: lists, dicts and walls are new, atoms (and anything immutable) shared."""
    kind = type(value)
    if kind is list:  # the state's lists of card ids or numbers hold nothing else (items: None or dicts)
        if not value or type(value[0]) in _SCALARS:
            return value.copy()
        return [copy_plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else copy_plain(v) for k, v in value.items()}
    if kind is Wall:
        return Wall(value.owner, value.element, list(value.slots), value.guards, value.creature, list(value.cards),
                    list(value.spent))
    return value


def owe(state: InvokeState, seat: int, count: int, to: int | None) -> None:
    """`seat` must give `count` cards of its choice to `to` (None: discard them), if it has any.

    A mage removed from the game neither gives nor receives: such a debt is never made."""
    if state.out[seat] or (to is not None and state.out[to]):
        return
    if count > 0 and state.hands[seat]:
        state.owed.append({"seat": seat, "count": count, "to": to, "chosen": [], "done": False})


def drop_debts_of(state: InvokeState, seat: int) -> None:
    """`seat` leaves the game: debts from or to it are dropped, and each giver keeps the cards it had chosen."""
    for debt in [d for d in state.owed if seat in (d["seat"], d["to"])]:
        state.owed.remove(debt)
        state.hands[debt["seat"]] += debt["chosen"]


def map_hidden(state: InvokeState, change: Callable[[str, int | None, bool], str]) -> None:
    """Replace every card in place by change(card, owner, public)."""
    for cards, owner, public in state.card_lists():
        cards[:] = [change(card, owner, public) for card in cards]


def state_to_dict(state: InvokeState, shared: bool = False) -> dict:
    """A readable, JSON-able snapshot (`shared`: holding the state's own lists and dicts, to read at once)."""
    keep = _same if shared else copy_plain
    data = {name: keep(getattr(state, name)) for name in _PLAIN}
    data.update(num_seats=state.num_seats, rng=state.rng.to_list(),
                walls=[asdict(w) for w in state.walls])
    return data


def _same(value: Any) -> Any:
    return value


def state_from_dict(data: dict) -> InvokeState:
    """Inverse of state_to_dict."""
    state = InvokeState(data["num_seats"], Rng.from_list(data["rng"]))
    for name in _PLAIN:
        if name in data:  # a field newer than the snapshot keeps its default
            setattr(state, name, copy_plain(data[name]))
    state.walls = [Wall(**copy_plain(w)) for w in data["walls"]]
    return state


def aim_of(data: dict | None) -> Aim:
    """The Aim stored in a cast invocation's dict."""
    if not data:
        return Aim()
    return Aim(tuple(data.get("mages", ())), data.get("owner"), data.get("creature"), data.get("invocation"),
               data.get("wall"))


def aim_to_dict(aim: Aim) -> dict:
    """A JSON-able Aim."""
    return {"mages": list(aim.mages), "owner": aim.owner, "creature": aim.creature, "invocation": aim.invocation,
            "wall": aim.wall}
