"""The invocation language of Invoke: what a sequence of cards means, and whether it is legal.

The grammar (docs/rules/invoke.md, "The invocation language") is read in three passes:

1. **Modifiers attach.** Every card is worth 1. A run of power modifiers (+1, +2, −1, −2)
   adds to the card just before it; a run at the very start adds to the first card after
   it. On a Move Left/Right or Invoke, a leading run means more *stops* (move, strike, move
   again); a trailing run on Move Left/Right means more *distance* (one stop further away).
2. **Timing words come out.** Haste, Delay and Sustain (each at most once, anywhere)
   qualify the whole invocation; a modifier after one adds to it.
3. **The body has a form**, fixed by its first card: an attack (elements and one move),
   a target with what is done to it (relocate, discard, destroy, adjust, counter), a wall,
   or a manifestation (a Tome, a Wand or a creature with the cards it holds).

`read` returns a `Plan` or raises `Illegal`; `Illegal.dead` says that no card added at the
end can mend the sequence, which `playable` (the cards that glow) uses to prune its search.
Table facts (who sits where, walls, the Aether) are applied by interpret.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from tabletop.games.invoke.rules.cards import OPPOSITE, Card, Deck, deck

MOVES = ("move_left", "move_right", "invoke")
TIMING = ("haste", "delay", "sustain")
#: the most points a wall holds
WALL_POINTS = 3
#: Tome: how many cards it banks at most
TOME_CARDS = 3


class Illegal(Exception):
    """Why a sequence is not a legal invocation: a message key (messages.py) and its parameters."""

    def __init__(self, key: str, dead: bool = True, **params):
        self.key = key
        self.dead = dead  # True: no card added at the end can make it legal
        self.params = params
        super().__init__(key if not params else f"{key} {params}")


@dataclass
class Part:
    """One card of the invocation with the power modifiers attached to it."""

    card: Card
    lead: int = 0  # modifiers before it (only the first card of an invocation has them)
    trail: int = 0  # modifiers after it
    closed: bool = False  # another card follows: its modifier run can no longer change

    @property
    def word(self) -> str:
        return self.card.word

    @property
    def value(self) -> int:
        """1 plus every modifier attached."""
        return 1 + self.lead + self.trail


@dataclass(frozen=True)
class Strike:
    """One element of an invocation and its power."""

    element: str
    power: int


@dataclass(frozen=True)
class Plan:
    """What a (possibly partial) invocation says, before it meets the table."""

    form: str  # attack | relocate | discard | destroy | adjust | counter | wall | manifest | empty
    cards: tuple[Card, ...] = ()
    target: str | None = None  # item | creature | hand | gem | current | established
    move: str | None = None  # move_left | move_right | invoke
    stops: int = 1  # places the invocation strikes, one after the other
    distance: int = 0  # spaces per stop; positive: left (clockwise), negative: right
    strikes: tuple[Strike, ...] = ()
    count: int = 0  # cards or gems relocated or discarded
    adjust: int = 0  # the power change to a current or established invocation
    element: str | None = None  # Target Current Invocation & (Element) & -n: the element whose power changes
    speed: int = 0  # haste: built-in haste plus the Haste card's value
    delay: int = 0  # turns before it takes effect
    sustain: int = 0  # extra turns it repeats
    manifest: Card | None = None  # the Tome, Wand or creature manifested
    held: tuple[Card, ...] = ()  # the cards it banks, stores or holds
    complete: bool = True

    @property
    def wall_points(self) -> int:
        """The points a wall invocation charges."""
        return sum(s.power for s in self.strikes)

    @property
    def established(self) -> bool:
        """True when it stays on the table as an Established Invocation right away (walls, Delay)."""
        return self.form == "wall" or self.delay > 0

    @property
    def amount(self) -> int:
        """The amount a Target Current Invocation & ±n changes: cards or gems moved/discarded, else the last power."""
        if self.form in ("relocate", "discard"):
            return self.count
        return self.strikes[-1].power if self.strikes else 0


def revised(plan: Plan, **changes) -> Plan:
    """`dataclasses.replace` for a Plan, without its per-field checks (a Plan has no `__post_init__`)."""
    fresh = object.__new__(Plan)
    fresh.__dict__.update(plan.__dict__, **changes)
    return fresh


def attach(cards: Sequence[Card]) -> list[Part]:
    """Pass 1: the cards with the power modifiers attached (a leading run goes to the first card)."""
    parts: list[Part] = []
    leading: list[Card] = []
    for card in cards:
        if card.word == "power":
            if parts:
                parts[-1].trail += card.value
            else:
                leading.append(card)
            continue
        if parts:
            parts[-1].closed = True
            parts.append(Part(card))
        else:
            parts.append(Part(card, lead=sum(c.value for c in leading)))
    return parts


def read(cards: Sequence[Card], partial: bool = False) -> Plan:
    """The Plan of a sequence of cards; raises Illegal (with partial=True, only for what cannot be mended)."""
    cards = tuple(cards)
    shipped = deck().cards
    if all(shipped.get(c.id) is c for c in cards):  # the shipped cards: read each sequence once
        result = _read_shipped(tuple(c.id for c in cards), partial)
        if isinstance(result, tuple):  # a fresh exception each time (a cached one would collect tracebacks)
            key, dead, params = result
            raise Illegal(key, dead, **params)
        return result
    return _read(cards, partial)


def read_ids(ids: tuple[str, ...]) -> Plan | None:
    """The Plan of a complete, legal sequence of the shipped cards' ids, else None (`read` without raising)."""
    result = _read_shipped(ids, False)
    return None if isinstance(result, tuple) else result


@lru_cache(maxsize=65536)
def _read_shipped(ids: tuple[str, ...], partial: bool) -> Plan | tuple:
    try:
        return _read(tuple(deck()[c] for c in ids), partial)
    except Illegal as problem:
        return problem.key, problem.dead, problem.params


def _read(cards: tuple[Card, ...], partial: bool) -> Plan:
    if not cards:
        if partial:
            return Plan("empty", complete=False)
        raise Illegal("illegal.empty", dead=False)
    suits = {c.suit for c in cards}
    if "chaos" in suits:
        raise Illegal("illegal.chaos")
    if cards[0].suit in ("item", "creature"):
        return _manifest(cards)
    if "item" in suits or "creature" in suits:
        raise Illegal("illegal.manifest_first", card=_first(cards, ("item", "creature")))
    parts = attach(cards)
    if not parts:  # modifiers only: they wait for the card they will modify
        if partial:
            return Plan("empty", cards, complete=False)
        raise Illegal("illegal.nothing_yet", dead=False)
    timing, body = _timing(parts)
    plan = _body(body, partial)
    _check_timing(plan, timing)  # neither check looks at the fields the timing words fill in below
    if not plan.complete and not partial:
        raise _missing(plan)
    return revised(plan, cards=cards, speed=plan.speed + timing.get("haste", 0),
                   delay=timing.get("delay", 0), sustain=timing.get("sustain", 0))


def _first(cards: Iterable[Card], suits: tuple) -> str:
    return next(c.id for c in cards if c.suit in suits)


def _manifest(cards: tuple[Card, ...]) -> Plan:
    """A Tome, a Wand or a creature and the cards it banks, stores or holds (those are not read)."""
    thing, held = cards[0], cards[1:]
    if thing.word == "tome":
        if len(held) > TOME_CARDS:
            raise Illegal("illegal.tome_full")
        if len({c.deck for c in held}) > 1:
            raise Illegal("illegal.tome_one_deck")
        complete = bool(held)
    elif thing.word == "wand":
        complete = bool(held)
    else:
        hold = thing.ability.find("hold")
        if len(held) > hold["count"]:
            raise Illegal("illegal.creature_full", creature=thing.id, count=hold["count"])
        for card in held:
            if not _holds(hold, card):
                raise Illegal("illegal.creature_cannot_hold", creature=thing.id, card=card.id)
        complete = True
    return Plan("manifest", cards, manifest=thing, held=held, complete=complete)


def _holds(hold, card: Card) -> bool:
    """True when a creature's `hold` step accepts `card`."""
    if hold["suit"] is not None:
        return card.suit == hold["suit"]
    return hold["deck"] in (None, "any") or card.deck == hold["deck"]


def _value_problem(part: Part, key: str, **params) -> Illegal:
    """A card worth too little or too much: mendable while modifiers may still follow it."""
    return Illegal(key, dead=part.closed, card=part.card.id, **params)


def _timing(parts: list[Part]) -> tuple[dict[str, int], list[Part]]:
    """Pass 2: Haste, Delay and Sustain (each at most once) with their values; the rest is the body."""
    timing: dict[str, int] = {}
    body: list[Part] = []
    for part in parts:
        if part.word not in TIMING:
            body.append(part)
            continue
        if part.word in timing:
            raise Illegal("illegal.twice", card=part.card.id)
        if part.value < 1:
            raise _value_problem(part, "illegal.too_weak")
        timing[part.word] = part.value
    if "haste" in timing and "delay" in timing:
        raise Illegal("illegal.haste_and_delay")
    return timing, body


def _check_timing(plan: Plan, timing: dict[str, int]) -> None:
    if plan.form == "wall" and ("sustain" in timing or "delay" in timing):
        raise Illegal("illegal.wall_timing")
    if plan.form in ("adjust", "counter") and ("sustain" in timing or "delay" in timing):
        raise Illegal("illegal.answer_timing")


def _body(body: list[Part], partial: bool) -> Plan:
    """Pass 3: the form of the invocation, fixed by its first card."""
    if not body:
        return Plan("empty", complete=False)
    head = body[0]
    if head.word.startswith("target_"):
        return _targeted(head, body[1:])
    if head.word == "build_wall":
        return _wall(None, body)
    if head.word == "discard":
        raise Illegal("illegal.discard_needs_hand")
    return _attack(body)


def _attack(body: list[Part]) -> Plan:
    """Elements and one move: the move's stops strike one after the other."""
    moves = [p for p in body if p.word in MOVES]
    if len(moves) > 1:
        raise Illegal("illegal.two_moves")
    others = [p for p in body if p.word not in MOVES and p.word != "element"]
    if others:
        raise Illegal("illegal.attack_only_elements", card=others[0].card.id)
    strikes = _strikes([p for p in body if p.word == "element"])
    plan = Plan("attack", strikes=strikes, complete=bool(strikes))
    if not moves:
        return revised(plan, complete=False)
    return revised(plan, **_movement(moves[0]), complete=plan.complete)


def _movement(move: Part) -> dict:
    """stops and distance of a move card from its leading and trailing modifiers."""
    stops = 1 + move.lead
    if stops < 1:
        raise Illegal("illegal.no_stops", card=move.card.id)
    if move.word == "invoke":
        if move.trail:
            raise _value_problem(move, "illegal.invoke_no_distance")
        return {"move": "invoke", "stops": stops, "distance": 0}
    distance = 1 + move.trail
    if distance == 0:
        raise _value_problem(move, "illegal.back_to_self")
    sign = 1 if move.word == "move_left" else -1
    return {"move": move.word, "stops": stops, "distance": sign * distance}


def _strikes(elements: list[Part]) -> tuple[Strike, ...]:
    """The elements and their powers; opposing elements may never meet in one invocation."""
    seen: list[str] = []
    for part in elements:
        if OPPOSITE[part.card.element] in seen:
            raise Illegal("illegal.opposing", first=OPPOSITE[part.card.element], second=part.card.element)
        seen.append(part.card.element)
    for part in elements:
        if part.value < 1:
            raise _value_problem(part, "illegal.too_weak")
    return tuple(Strike(p.card.element, p.value) for p in elements)


def _target_count(head: Part) -> int:
    if head.value < 1:
        raise _value_problem(head, "illegal.too_weak")
    return head.value


def _targeted(head: Part, rest: list[Part]) -> Plan:
    """A target card and what is done to it."""
    target = head.word.removeprefix("target_")
    speed = 1 if target == "current" else 0  # Target Current Invocation has a built-in haste
    if target in ("item", "creature") and head.lead + head.trail:
        raise _value_problem(head, "illegal.one_thing")
    if not rest:
        if target in ("current", "established"):
            adjust = head.lead + head.trail
            return Plan("adjust", target=target, adjust=adjust, speed=speed, complete=adjust != 0)
        return Plan("relocate", target=target, count=_target_count(head) if target in ("hand", "gem") else 1,
                    complete=False)
    nxt = rest[0]
    if nxt.word == "build_wall":
        if target in ("hand", "established"):
            raise Illegal("illegal.wall_guard", card=head.card.id)
        return revised(_wall(target, rest), speed=speed)
    if nxt.word == "discard":
        return _discard(target, head, rest)
    if target in ("current", "established"):
        if head.lead + head.trail:
            raise Illegal("illegal.adjust_alone", dead=head.closed)
        if target == "current" and _diminishes(rest):
            named = rest[-1]
            return Plan("adjust", target=target, adjust=named.trail, element=named.card.element, speed=speed)
        return revised(_aimed("counter" if target == "current" else "destroy", target, rest), speed=speed)
    if target == "hand":
        if nxt.word not in ("move_left", "move_right", "invoke"):
            raise Illegal("illegal.hand_needs_move")
        return _relocate(target, _target_count(head), rest)
    if nxt.word in ("move_left", "move_right") or (nxt.word == "invoke" and len(rest) == 1):
        count = _target_count(head) if target == "gem" else 1
        return _relocate(target, count, rest)
    return _aimed("destroy", target, rest)


def _diminishes(rest: list[Part]) -> bool:
    """`(Element) & -n` (after an optional Invoke): the seed's way of diminishing one element of an invocation."""
    body = rest[1:] if rest[0].word == "invoke" and not rest[0].lead + rest[0].trail else rest
    return len(body) == 1 and body[0].word == "element" and body[0].trail < 0


def _relocate(target: str, count: int, rest: list[Part]) -> Plan:
    """Target & Move: the target goes to another mage."""
    if len(rest) > 1:
        raise Illegal("illegal.relocate_carries_nothing")
    return Plan("relocate", target=target, count=count, **_movement(rest[0]))


def _discard(target: str, head: Part, rest: list[Part]) -> Plan:
    """Target Hand & Discard: the targeted mage discards."""
    if target != "hand":
        raise Illegal("illegal.discard_needs_hand")
    if len(rest) > 1:
        raise Illegal("illegal.discard_alone")
    discard = rest[0]
    if discard.value < 1:
        raise _value_problem(discard, "illegal.too_weak")
    return Plan("discard", target="hand", count=_target_count(head) + discard.value - 1)


def _aimed(form: str, target: str, rest: list[Part]) -> Plan:
    """Target & [Invoke] & elements: the elements strike the target itself."""
    if rest and rest[0].word == "invoke":
        if rest[0].lead + rest[0].trail:
            raise _value_problem(rest[0], "illegal.invoke_no_distance")
        rest = rest[1:]
    wrong = [p for p in rest if p.word != "element"]
    if wrong:
        raise Illegal("illegal.aimed_only_elements", card=wrong[0].card.id)
    strikes = _strikes(rest)
    return Plan(form, target=target, move="invoke", strikes=strikes, complete=bool(strikes))


def _wall(target: str | None, body: list[Part]) -> Plan:
    """Build Wall & elements of one kind, up to WALL_POINTS points."""
    build, elements = body[0], body[1:]
    if build.lead + build.trail:
        raise _value_problem(build, "illegal.wall_modified")
    wrong = [p for p in elements if p.word != "element"]
    if wrong:
        raise Illegal("illegal.wall_only_elements", card=wrong[0].card.id)
    if len({p.card.element for p in elements}) > 1:
        raise Illegal("illegal.wall_one_element")
    strikes = _strikes(elements)
    points = sum(s.power for s in strikes)
    if points > WALL_POINTS:
        # modifiers may still lower the last element, but never below 1
        least = points - elements[-1].value + (elements[-1].value if elements[-1].closed else 1)
        raise Illegal("illegal.wall_points", dead=least > WALL_POINTS, points=points)
    return Plan("wall", target=target, strikes=strikes, complete=bool(strikes))


def _missing(plan: Plan) -> Illegal:
    """Why an incomplete plan cannot be ended yet."""
    if plan.form == "empty":
        return Illegal("illegal.nothing_yet", dead=False)
    if plan.form == "attack" and plan.move is None:
        return Illegal("illegal.needs_move", dead=False)
    if plan.form == "relocate":
        return Illegal("illegal.needs_action", dead=False)
    if plan.form == "adjust":
        return Illegal("illegal.needs_change", dead=False)
    if plan.form == "manifest":
        return Illegal("illegal.needs_held", dead=False, card=plan.manifest.id)
    return Illegal("illegal.needs_element", dead=False)


# --- building one card at a time ----------------------------------------------------------------

def is_legal(cards: Sequence[Card]) -> bool:
    """True when the sequence is a complete, legal invocation (the only kind the table lets a mage end)."""
    try:
        read(cards)
    except Illegal:
        return False
    return True


#: how many cards past the candidate the glow search looks (a legal ending is almost always 0-2 away)
LOOKAHEAD = 5


def playable(sequence: Sequence[Card], available: Sequence[Card]) -> list[bool]:
    """For each available card: can the sequence plus it still become legal with the other available cards?"""
    if not _has_kernel(list(sequence) + list(available)):
        return [False] * len(available)
    result = []
    for index, card in enumerate(available):
        rest = list(available[:index]) + list(available[index + 1:])
        result.append(_can_finish(tuple(sequence) + (card,), rest, LOOKAHEAD, {}))
    return result


#: the smallest combinations every legal invocation contains one of (besides a Tome, Wand or creature)
_KERNELS = (
    ("build_wall", ("element",)),
    ("move_left", ("element",)), ("move_right", ("element",)), ("invoke", ("element",)),
    ("target_hand", MOVES + ("discard",)),
    ("target_gem", MOVES + ("element", "build_wall")),
    ("target_item", MOVES + ("element", "build_wall")),
    ("target_creature", MOVES + ("element", "build_wall")),
    ("target_current", ("power", "element", "build_wall")),
    ("target_established", ("power", "element")),
)


def _has_kernel(cards: Sequence[Card]) -> bool:
    """A quick necessary condition: these cards hold the core of at least one legal invocation."""
    words = {c.word for c in cards}
    if any(c.suit in ("item", "creature") for c in cards):
        return True
    return any(head in words and words & set(partners) for head, partners in _KERNELS)


def _canonical(sequence: Sequence[Card]) -> tuple:
    """The sequence with each run of power modifiers sorted: only a run's sum matters."""
    out: list = []
    run: list[str] = []
    for card in sequence:
        if card.word == "power":
            run.append(card.id)
            continue
        out += sorted(run) + [card.id]
        run = []
    return tuple(out + sorted(run))


def _any_card(card: Card) -> bool:
    return True


def _is_power(card: Card) -> bool:
    return card.word == "power"


#: what must still be among the cards for a mendable problem to be mended (a necessary condition)
_NEEDED = {
    "illegal.nothing_yet": lambda c: c.word not in TIMING and c.word != "power",
    "illegal.needs_move": lambda c: c.word in MOVES,
    "illegal.needs_element": lambda c: c.word == "element",
    "illegal.needs_action": lambda c: c.word in MOVES + ("discard", "build_wall", "element"),
    "illegal.needs_change": lambda c: c.word in ("power", "element", "build_wall", "invoke"),
    "illegal.too_weak": _is_power,
    "illegal.wall_points": _is_power,
    "illegal.back_to_self": _is_power,
    "illegal.invoke_no_distance": _is_power,
    "illegal.one_thing": _is_power,
}


def _can_finish(sequence: tuple[Card, ...], rest: list[Card], depth: int, seen: dict) -> bool:
    """True when some ordering of some of `rest` (at most `depth` cards) ends `sequence` legally."""
    key = (_canonical(sequence), tuple(sorted(c.id for c in rest)))
    if key in seen:
        return seen[key]
    try:
        read(sequence)
        seen[key] = True
        return True
    except Illegal as problem:
        needed = _NEEDED.get(problem.key, _any_card)
        if problem.dead or depth == 0 or not any(needed(card) for card in rest):
            seen[key] = False
            return False
    tried: set[str] = set()
    found = False
    for index, card in enumerate(rest):
        if card.id in tried:
            continue
        tried.add(card.id)
        if _can_finish(sequence + (card,), rest[:index] + rest[index + 1:], depth - 1, seen):
            found = True
            break
    seen[key] = found
    return found


# --- the seed's notation --------------------------------------------------------------------------

def notation(text: str, cards: Deck | None = None) -> list[Card]:
    """The cards of a sequence written as in the seed: `Move Left & +2 & Air & Fire`."""
    cards = cards or deck()
    return [cards.by_name(name) for name in text.split("&")]


def write(sequence: Sequence[Card], lang: str = "en") -> str:
    """A sequence in the seed's notation (`Move Left & +2 & Air & Fire`), in `lang`."""
    return " & ".join(c.name.get(lang, c.name["en"]) for c in sequence)
