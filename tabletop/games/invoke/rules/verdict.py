"""`language.read`'s verdict on a sequence of card ids, without building a Plan: legal, or the first problem.

The glow search (glow.py) needs, for many sequences it has never seen, only whether `read` accepts
one and, if not, which problem it raises first and whether that problem is `dead`. Reading a
sequence through `language._read` builds Parts, Plans and an exception each time; here the same
passes (modifiers attach, timing words come out, the body's form) run on plain tuples of the cards'
words and numbers, checks in the same order, so the first problem found is the one `read` raises.
tests/games/invoke/test_verdict.py holds the two to the same answer over every short sequence.
"""
from __future__ import annotations

from tabletop.games.invoke.rules.cards import OPPOSITE, Deck
from tabletop.games.invoke.rules.language import MOVES, TIMING, TOME_CARDS, WALL_POINTS

#: a verdict: (legal, dead, the problem's message key or None)
LEGAL = (True, False, None)


def _problem(key: str, dead: bool = True) -> tuple[bool, bool, str]:
    return False, dead, key


class Reader:
    """The verdicts of sequences of one card set's ids."""

    def __init__(self, cards: Deck):
        self.cards = cards
        self.word = {c: card.word for c, card in cards.cards.items()}
        self.suit = {c: card.suit for c, card in cards.cards.items()}
        self.deck = {c: card.deck for c, card in cards.cards.items()}
        self.value = {c: card.value for c, card in cards.cards.items() if card.word == "power"}
        self.element = {c: card.element for c, card in cards.cards.items()}
        self.chaos = frozenset(c for c, suit in self.suit.items() if suit == "chaos")
        self.manifests = frozenset(c for c, suit in self.suit.items() if suit in ("item", "creature"))
        self.holds = {c: card.ability.find("hold") for c, card in cards.cards.items() if card.suit == "creature"}

    def verdict(self, ids: tuple[str, ...]) -> tuple[bool, bool, str | None]:
        """What `language._read(cards, partial=False)` says of these cards: (legal, dead, problem key)."""
        if not ids:
            return _problem("illegal.empty", False)
        if not self.chaos.isdisjoint(ids):
            return _problem("illegal.chaos")
        if ids[0] in self.manifests:
            return self._manifest(ids)
        if not self.manifests.isdisjoint(ids):
            return _problem("illegal.manifest_first")
        parts = self._attach(ids)
        if not parts:
            return _problem("illegal.nothing_yet", False)
        timing: set[str] = set()
        body = []
        for part in parts:
            word = part[0]
            if word not in TIMING:
                body.append(part)
                continue
            if word in timing:
                return _problem("illegal.twice")
            if part[1] + part[2] < 0:  # its value, 1 + lead + trail, below 1
                return _problem("illegal.too_weak", part[3])
            timing.add(word)
        if "haste" in timing and "delay" in timing:
            return _problem("illegal.haste_and_delay")
        found = self._body(body)
        if len(found) == 3:
            return found
        form, complete = found
        if ("sustain" in timing or "delay" in timing) and form in ("wall", "adjust", "counter"):
            return _problem("illegal.wall_timing" if form == "wall" else "illegal.answer_timing")
        if complete:
            return LEGAL
        return _problem(_MISSING.get(form, "illegal.needs_element"), False)

    def _attach(self, ids: tuple[str, ...]) -> list[list]:
        """The parts: [word, lead, trail, closed, id] for each card that is not a power modifier."""
        parts: list[list] = []
        leading = 0
        value = self.value
        for card_id in ids:
            power = value.get(card_id)
            if power is not None:
                if parts:
                    parts[-1][2] += power
                else:
                    leading += power
                continue
            if parts:
                parts[-1][3] = True
                parts.append([self.word[card_id], 0, 0, False, card_id])
            else:
                parts.append([self.word[card_id], leading, 0, False, card_id])
        return parts

    def _manifest(self, ids: tuple[str, ...]):
        thing, held = ids[0], ids[1:]
        word = self.word[thing]
        if word == "tome":
            if len(held) > TOME_CARDS:
                return _problem("illegal.tome_full")
            if len({self.deck[c] for c in held}) > 1:
                return _problem("illegal.tome_one_deck")
            return LEGAL  # `read` returns a manifestation as it is, complete or not
        if word == "wand":
            return LEGAL
        hold = self.holds[thing]
        if len(held) > hold["count"]:
            return _problem("illegal.creature_full")
        for card_id in held:
            if hold["suit"] is not None:
                accepted = self.suit[card_id] == hold["suit"]
            else:
                accepted = hold["deck"] in (None, "any") or self.deck[card_id] == hold["deck"]
            if not accepted:
                return _problem("illegal.creature_cannot_hold")
        return LEGAL

    def _body(self, body: list[list]):
        """`language._body`: (form, complete), or a problem."""
        if not body:
            return "empty", False
        head = body[0][0]
        if head.startswith("target_"):
            return self._targeted(body[0], body[1:])
        if head == "build_wall":
            return self._wall(body)
        if head == "discard":
            return _problem("illegal.discard_needs_hand")
        return self._attack(body)

    def _attack(self, body: list[list]):
        moves = [p for p in body if p[0] in MOVES]
        if len(moves) > 1:
            return _problem("illegal.two_moves")
        if any(p[0] not in MOVES and p[0] != "element" for p in body):
            return _problem("illegal.attack_only_elements")
        elements = [p for p in body if p[0] == "element"]
        problem = self._strikes(elements)
        if problem:
            return problem
        if not moves:
            return "attack", False
        problem = _movement(moves[0])
        if problem:
            return problem
        return ("attack", True) if elements else ("attack with a move", False)

    def _strikes(self, elements: list[list]):
        """`language._strikes`' problem, if any: opposing elements, then one worth less than 1."""
        seen = set()
        element = self.element
        for part in elements:
            mine = element[part[4]]
            if OPPOSITE[mine] in seen:
                return _problem("illegal.opposing")
            seen.add(mine)
        for part in elements:
            if part[1] + part[2] < 0:
                return _problem("illegal.too_weak", part[3])
        return None

    def _targeted(self, head: list, rest: list[list]):
        target = head[0][7:]
        modified = head[1] + head[2]
        if target in ("item", "creature") and modified:
            return _problem("illegal.one_thing", head[3])
        if not rest:
            if target in ("current", "established"):
                return "adjust", modified != 0
            if target in ("hand", "gem") and modified < 0:
                return _problem("illegal.too_weak", head[3])
            return "relocate", False
        nxt = rest[0][0]
        if nxt == "build_wall":
            if target in ("hand", "established"):
                return _problem("illegal.wall_guard")
            return self._wall(rest)
        if nxt == "discard":
            if target != "hand":
                return _problem("illegal.discard_needs_hand")
            if len(rest) > 1:
                return _problem("illegal.discard_alone")
            discard = rest[0]
            if discard[1] + discard[2] < 0:
                return _problem("illegal.too_weak", discard[3])
            if modified < 0:
                return _problem("illegal.too_weak", head[3])
            return "discard", True
        if target in ("current", "established"):
            if modified:
                return _problem("illegal.adjust_alone", head[3])
            if target == "current" and _diminishes(rest):
                return "adjust", True
            return self._aimed("counter" if target == "current" else "destroy", rest)
        if target == "hand":
            if nxt not in MOVES:
                return _problem("illegal.hand_needs_move")
            return _relocate(head, True, rest)
        if nxt in ("move_left", "move_right") or (nxt == "invoke" and len(rest) == 1):
            return _relocate(head, target == "gem", rest)
        return self._aimed("destroy", rest)

    def _aimed(self, form: str, rest: list[list]):
        if rest and rest[0][0] == "invoke":
            if rest[0][1] + rest[0][2]:
                return _problem("illegal.invoke_no_distance", rest[0][3])
            rest = rest[1:]
        if any(p[0] != "element" for p in rest):
            return _problem("illegal.aimed_only_elements")
        problem = self._strikes(rest)
        if problem:
            return problem
        return form, bool(rest)

    def _wall(self, body: list[list]):
        build, elements = body[0], body[1:]
        if build[1] + build[2]:
            return _problem("illegal.wall_modified", build[3])
        if any(p[0] != "element" for p in elements):
            return _problem("illegal.wall_only_elements")
        if len({self.element[p[4]] for p in elements}) > 1:
            return _problem("illegal.wall_one_element")
        problem = self._strikes(elements)
        if problem:
            return problem
        points = sum(1 + p[1] + p[2] for p in elements)
        if points > WALL_POINTS:
            last = elements[-1]
            value = 1 + last[1] + last[2]
            least = points - value + (value if last[3] else 1)
            return _problem("illegal.wall_points", least > WALL_POINTS)
        return "wall", bool(elements)


#: `language._missing`'s problem for an incomplete form (any other: an element is missing)
_MISSING = {"empty": "illegal.nothing_yet", "attack": "illegal.needs_move", "relocate": "illegal.needs_action",
            "adjust": "illegal.needs_change"}


def _movement(move: list):
    """`language._movement`'s problem, if any."""
    if move[1] < 0:  # stops: 1 + lead
        return _problem("illegal.no_stops")
    if move[0] == "invoke":
        if move[2]:
            return _problem("illegal.invoke_no_distance", move[3])
        return None
    if move[2] == -1:  # distance: 1 + trail
        return _problem("illegal.back_to_self", move[3])
    return None


def _relocate(head: list, counted: bool, rest: list[list]):
    """`language._relocate` (the count read first when it is the target's value)."""
    if counted and head[1] + head[2] < 0:
        return _problem("illegal.too_weak", head[3])
    if len(rest) > 1:
        return _problem("illegal.relocate_carries_nothing")
    return _movement(rest[0]) or ("relocate", True)


def _diminishes(rest: list[list]) -> bool:
    body = rest[1:] if rest[0][0] == "invoke" and not rest[0][1] + rest[0][2] else rest
    return len(body) == 1 and body[0][0] == "element" and body[0][2] < 0
