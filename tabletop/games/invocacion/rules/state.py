"""A position of Invocación: the Portal, the discard, every seat's area and where the round stands.

Card lists are ids; the top of the Portal and of the discard is the END of its list. What a
seat may not see is replaced by `HIDDEN` in observations, counts kept (`map_cards`).
"""
from __future__ import annotations

from typing import Callable, Iterator

from tabletop.engine.contract import State
from tabletop.engine.rng import Rng
from tabletop.engine.plain import copy_plain
from tabletop.games.invocacion.rules.variants import Variants, map_variant_cards, variants_from_dict, variants_to_dict
from tabletop.games.invocacion.rules.zones import Activation, Board, Fixed, SeatArea, Slot

HIDDEN = "?"

#: the phases of a round (and the end): the Guardián chooses the deal, the seats prepare,
#: then combat (combat.py); OVER once the game has ended (`InvocacionState.result` says why).
DEAL, PREPARE, COMBAT, OVER = "deal", "prepare", "combat", "over"
PHASES = (DEAL, PREPARE, COMBAT, OVER)


class InvocacionState(State):
    """Everything on the table, plus the preparation's pass and the decision in progress."""

    def __init__(self, num_seats: int, rng: Rng, cards: list[str]):
        self.num_seats = num_seats
        self.rng = rng
        self.cards = list(cards)  # the game's whole card set (for invariants and determinize)
        self.portal: list[str] = []
        self.discard: list[str] = []
        self.board = Board([SeatArea(seat) for seat in range(num_seats)])
        self.guardian = 0
        self.guardian_draws: list[list[list]] = []  # each tie-break draw: [[seat, card], ...]
        self.round = 1
        self.phase = DEAL
        self.turn: int | None = None  # the seat whose preparation pass it is
        self.pass_changed = False  # somebody changed something in this pass
        self.pass_number = 0  # the pass of Preparación being played (1, 2, ...)
        self.first_finisher: int | None = None
        #: a placement or a play being chosen (not committed): {"kind", "zone", "index"}
        self.choice: dict | None = None
        #: a Preparación effect being resolved: {"card", "seat", "target", "step", "drops", "dropper"};
        #: its card goes to the discard once the effect is over
        self.effect: dict | None = None
        #: the combat in progress (see combat.py for its fields), None outside the combat
        self.combat: dict | None = None
        #: the last round of 10 cards each that settles a tie: {"seats": tied seats, "winner": seat or None}
        self.tiebreak: dict | None = None
        self.end_reason = ""
        self.variants: Variants | None = None  # the variants in play (None: the base game)

    def area(self, seat: int) -> SeatArea:
        """The area of `seat`."""
        return self.board.area(seat)

    def clone(self) -> "InvocacionState":
        """An independent copy, field by field (bots clone all the time; deepcopy is several times slower)."""
        new = object.__new__(InvocacionState)
        new.__dict__.update({name: _copied(value) for name, value in self.__dict__.items()})
        new.rng = self.rng.copy()
        return new

    def priority(self) -> list[int]:
        """The seats in priority order: the Guardián, then to the left (the next seat number)."""
        return [(self.guardian + k) % self.num_seats for k in range(self.num_seats)]

    def to_move(self) -> int | None:
        if self.phase == DEAL:
            return self.guardian
        if self.phase == PREPARE:
            if self.effect is not None and self.effect.get("drops"):
                return self.effect["dropper"]
            return self.turn
        if self.phase == COMBAT and self.combat is not None and self.combat["ask"] is not None:
            return self.combat["ask"]["seat"]
        return None

    def result(self):
        from tabletop.games.invocacion.rules.scoring import final_result
        return final_result(self) if self.phase == OVER else None


# --- walking every card, with who may see it ---------------------------------------------------

def map_cards(state: InvocacionState, change: Callable[[str, int | None, bool], str]) -> None:
    """Replace each card id in place by `change(card, owner, public)` (public: everyone sees it)."""
    state.portal = [change(c, None, False) for c in state.portal]
    state.discard = [change(c, None, True) for c in state.discard]
    if state.effect is not None:  # a Preparación card being played: shown, not yet discarded
        state.effect["card"] = change(state.effect["card"], None, True)
    for area in state.board.areas:
        owner = area.seat
        area.hand = [change(c, owner, False) for c in area.hand]
        if area.invocation is not None:
            area.invocation = change(area.invocation, owner, area.invocation_face_up)
        for slot in area.conjuros + area.apoyos:
            slot.card = change(slot.card, owner, slot.face_up)
            if slot.barrier is not None:
                slot.barrier = change(slot.barrier, owner, True)
        for name in ("mana", "trophies", "boost", "support_mana", "spent"):
            setattr(area, name, [change(c, owner, True) for c in getattr(area, name)])
    map_variant_cards(state, change)


def all_cards(state: InvocacionState) -> list[str]:
    """Every card id where it lies (HIDDEN included in observations)."""
    found: list[str] = []

    def note(card: str, owner, public) -> str:
        found.append(card)
        return card

    map_cards(state, note)
    return found


# --- JSON ---------------------------------------------------------------------------------------

def _slots(slots: list[Slot]) -> list[dict]:
    return [{"card": s.card, "face_up": s.face_up, "blocked": s.blocked, **({"invoked": True} if s.invoked else {}),
             **({"barrier": s.barrier} if s.barrier is not None else {})} for s in slots]


def _slots_from(data: list[dict]) -> list[Slot]:
    return [Slot(s["card"], s["face_up"], s.get("blocked", False), s.get("invoked", False), s.get("barrier"))
            for s in data]


def area_to_dict(area: SeatArea) -> dict:
    """A seat area as plain data."""
    return {
        "seat": area.seat, "hand": list(area.hand), "invocation": area.invocation,
        "invocation_face_up": area.invocation_face_up, "conjuros": _slots(area.conjuros),
        "apoyos": _slots(area.apoyos), "mana": list(area.mana), "trophies": list(area.trophies),
        "boost": list(area.boost), "support_mana": list(area.support_mana), "spent": list(area.spent),

        "blocked": sorted(area.blocked), "printed_from": area.printed_from,
        "finished": area.finished, "out": area.out, "withdrawn": area.withdrawn,
    }


def area_from_dict(data: dict) -> SeatArea:
    """The inverse of `area_to_dict`."""
    fields = dict(data)
    fields["hand"] = list(data["hand"])
    fields["conjuros"] = _slots_from(data["conjuros"])
    fields["apoyos"] = _slots_from(data["apoyos"])
    for card, mana in fields.pop("barriers", {}).items():  # rules 2: barriers were kept by card on the area
        next(s for s in fields["conjuros"] if s.card == card).barrier = mana
    old_support = fields.pop("invoked_support", None)  # rules 2: the invoked Apoyo was kept outside the zone
    if old_support is not None:
        fields["apoyos"].append(Slot(old_support, True, invoked=True))
    fields["blocked"] = set(data["blocked"])
    for name in ("mana", "trophies", "boost", "support_mana"):
        fields[name] = list(data[name])
    fields["spent"] = list(data.get("spent", []))
    return SeatArea(**fields)


_SCALARS = ("num_seats", "guardian", "round", "phase", "turn", "pass_changed", "pass_number",
            "first_finisher", "end_reason")


def state_to_dict(state: InvocacionState) -> dict:
    """A readable JSON-able snapshot."""
    data = {name: getattr(state, name) for name in _SCALARS}
    data.update({
        "rng": state.rng.to_list(), "cards": list(state.cards), "portal": list(state.portal),
        "discard": list(state.discard), "guardian_draws": [[list(p) for p in d] for d in state.guardian_draws],
        "choice": dict(state.choice) if state.choice else None,
        "effect": dict(state.effect) if state.effect else None,
        "combat": copy_plain(state.combat), "tiebreak": copy_plain(state.tiebreak),
        "areas": [area_to_dict(a) for a in state.board.areas],
        "activations": [{"card": a.card, "seat": a.seat, "chosen": list(a.chosen)} for a in state.board.activations],
        "fixed": [{"card": f.card, "seat": f.seat, "amount": f.amount} for f in state.board.fixed],
    })
    if state.variants is not None:  # absent in a base game, so its snapshots (and golden hashes) stay as they were
        data["variants"] = variants_to_dict(state.variants)
    return data


def state_from_dict(data: dict) -> InvocacionState:
    """The state of a `state_to_dict` snapshot."""
    state = InvocacionState(data["num_seats"], Rng.from_list(data["rng"]), data["cards"])
    for name in _SCALARS:
        setattr(state, name, data[name])
    state.portal, state.discard = list(data["portal"]), list(data["discard"])
    state.guardian_draws = [[list(p) for p in d] for d in data["guardian_draws"]]
    state.choice = dict(data["choice"]) if data["choice"] else None
    state.effect = dict(data["effect"]) if data["effect"] else None
    state.combat = copy_plain(data.get("combat"))
    state.tiebreak = copy_plain(data.get("tiebreak"))
    state.board = Board([area_from_dict(a) for a in data["areas"]],
                        [Activation(a["card"], a["seat"], tuple(a["chosen"])) for a in data["activations"]],
                        [Fixed(f["card"], f["seat"], f["amount"]) for f in data["fixed"]])
    state.variants = variants_from_dict(data.get("variants"))
    return state


def iter_area_cards(area: SeatArea) -> Iterator[tuple[str, str, int]]:
    """(card, zone, index) of every card a seat may pick up in Preparación: hand, invocation, Conjuros, Apoyos."""
    for index, card in enumerate(area.hand):
        yield card, "hand", index
    if area.invocation is not None:
        yield area.invocation, "invocation", 0
    for zone in ("conjuros", "apoyos"):
        for index, slot in enumerate(getattr(area, zone)):
            yield slot.card, zone, index


def card_at(area: SeatArea, zone: str, index: int | None) -> str:
    """The card at (zone, index) of an area (as `iter_area_cards` names places; HIDDEN at a masked hand place)."""
    if zone == "hand":
        return HIDDEN if index is None else area.hand[index]
    if zone == "invocation":
        assert area.invocation is not None, "no invocation to pick"
        return area.invocation
    return getattr(area, zone)[index].card


#: per type: True for a mutable dataclass (copied field by field by `_copied`)
_MUTABLE: dict[type, bool] = {}


def _copied(value):
    """A copy of plain data: lists, dicts, sets and mutable dataclasses are new; strings, numbers and frozen
    dataclasses are shared."""
    kind = type(value)
    if kind is list:
        if not value or type(value[0]) in (str, int):
            return list(value)
        return [_copied(item) for item in value]
    if kind is dict:
        return {key: _copied(item) for key, item in value.items()}
    if kind is set:
        return set(value)
    mutable = _MUTABLE.get(kind)
    if mutable is None:
        params = getattr(kind, "__dataclass_params__", None)
        mutable = _MUTABLE[kind] = params is not None and not params.frozen
    if mutable:
        new = object.__new__(kind)
        new.__dict__.update({name: _copied(item) for name, item in value.__dict__.items()})
        return new
    return value
