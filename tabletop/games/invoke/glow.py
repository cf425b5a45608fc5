"""Which cards of a hand glow (can still lead to a legal invocation): `language.playable`'s answers, faster.

`language.playable` searches the grammar afresh for every card on every call (`_can_finish`,
reading each candidate sequence through `read`, which raises for the illegal ones). Here the
same search runs on card ids: each sequence's verdict (legal; or its problem, whether it can
be mended and by which cards) is read once per process, and the search's answers are kept
across calls, one table per starting length (the length fixes how deep the search may still
go). The answers are the same as `playable`'s (tests/games/invoke/test_glow.py).
"""
from __future__ import annotations

from typing import Callable

from tabletop.games.invoke import language
from tabletop.games.invoke.cards import deck

#: entries a table keeps before it starts afresh (memory stays bounded)
LIMIT = 200_000
_SEEN: dict[int, dict] = {}
_VERDICTS: dict = {}  # (deck, sequence ids) -> (legal, dead, needed)


def glowing(sequence: tuple[str, ...], hand: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct cards of `hand` (sorted card ids) that can follow `sequence` and still end legally."""
    cards = deck()
    if not language._has_kernel([cards[c] for c in sequence + hand]):
        return ()
    seen = _table(_SEEN, len(sequence) + 1)
    lit = []
    previous = None
    for index, card_id in enumerate(hand):
        if card_id == previous:
            continue
        previous = card_id
        if _finish(cards, sequence + (card_id,), hand[:index] + hand[index + 1:], language.LOOKAHEAD, seen):
            lit.append(card_id)
    return tuple(sorted(lit))


def _finish(cards, sequence: tuple[str, ...], rest: tuple[str, ...], depth: int, seen: dict) -> bool:
    """`language._can_finish` on ids: some ordering of at most `depth` of `rest` (sorted) ends `sequence` legally."""
    key = (_canonical(cards, sequence), rest)
    found = seen.get(key)
    if found is not None:
        return found
    legal, dead, needed = _verdict(cards, sequence)
    if legal:
        found = True
    elif dead or depth == 0 or not any(needed(cards[c]) for c in rest):
        found = False
    else:
        found = False
        previous = None
        for index, card_id in enumerate(rest):
            if card_id == previous:  # `rest` is sorted: equal cards are side by side
                continue
            previous = card_id
            if _finish(cards, sequence + (card_id,), rest[:index] + rest[index + 1:], depth - 1, seen):
                found = True
                break
    seen[key] = found
    return found


def _verdict(cards, sequence: tuple[str, ...]) -> tuple[bool, bool, Callable | None]:
    """(legal, dead, which cards could mend it) of a sequence of ids, read once."""
    verdicts = _VERDICTS if len(_VERDICTS) <= LIMIT else _VERDICTS.clear() or _VERDICTS
    key = (id(cards), sequence)
    verdict = verdicts.get(key)
    if verdict is None:
        try:
            language.read([cards[c] for c in sequence])
            verdict = (True, False, None)
        except language.Illegal as problem:
            verdict = (False, problem.dead, language._NEEDED.get(problem.key, language._any_card))
        verdicts[key] = verdict
    return verdict


def _canonical(cards, sequence: tuple[str, ...]) -> tuple:
    """`language._canonical` on ids: each run of power modifiers sorted."""
    powers = _powers(cards)
    if not any(card_id in powers for card_id in sequence):
        return sequence
    out: list = []
    run: list[str] = []
    for card_id in sequence:
        if card_id in powers:
            run.append(card_id)
            continue
        out += sorted(run) + [card_id]
        run = []
    return tuple(out + sorted(run))


_POWERS: dict = {}  # id(deck) -> (deck, the ids of its power modifiers)


def _powers(cards) -> frozenset:
    """The ids of the power modifiers of `cards` (a deck)."""
    known = _POWERS.get(id(cards))
    if known is None or known[0] is not cards:
        known = _POWERS[id(cards)] = (cards, frozenset(c for c in cards.cards if cards[c].word == "power"))
    return known[1]


def _table(tables: dict, length: int) -> dict:
    """The answers for searches that start at `length` cards (a new table once it is full)."""
    seen = tables.get(length)
    if seen is None or len(seen) > LIMIT:
        seen = tables[length] = {}  # replaced, not cleared: a search in another thread keeps its own
    return seen
