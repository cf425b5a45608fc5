"""Which cards of a hand glow (can still lead to a legal invocation): `language.playable`'s answers, faster.

`language.playable` searches the grammar afresh for every card on every call (`_can_finish`,
reading each candidate sequence through `read`, which raises for the illegal ones). Here the
same search runs on card ids: each sequence's verdict (legal; or its problem, whether it can
be mended and by which cards) is read once per process, and the search's answers are kept
across calls, one table per starting length (the length fixes how deep the search may still
go). The answers are the same as `playable`'s (tests/games/invoke/test_glow.py).
"""
from __future__ import annotations

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
    powers = _powers(cards)
    canonical = _canonical(cards, sequence)
    lit = []
    previous = None
    for index, card_id in enumerate(hand):
        if card_id == previous:
            continue
        previous = card_id
        if _finish(cards, powers, _extend(canonical, card_id, powers), hand[:index] + hand[index + 1:],
                   language.LOOKAHEAD, seen):
            lit.append(card_id)
    return tuple(sorted(lit))


def _finish(cards, powers: frozenset, canonical: tuple[str, ...], rest: tuple[str, ...], depth: int,
            seen: dict) -> bool:
    """`language._can_finish` on ids: some ordering of at most `depth` of `rest` (sorted) ends the sequence
    (given in its `_canonical` form) legally."""
    key = (canonical, rest)
    found = seen.get(key)
    if found is not None:
        return found
    legal, dead, needed = _verdict(cards, canonical)
    if legal:
        found = True
    elif dead or depth == 0 or needed.isdisjoint(rest):
        found = False
    else:
        found = False
        previous = None
        for index, card_id in enumerate(rest):
            if card_id == previous:  # `rest` is sorted: equal cards are side by side
                continue
            previous = card_id
            if _finish(cards, powers, _extend(canonical, card_id, powers), rest[:index] + rest[index + 1:],
                       depth - 1, seen):
                found = True
                break
    seen[key] = found
    return found


def _verdict(cards, sequence: tuple[str, ...]) -> tuple[bool, bool, frozenset]:
    """(legal, dead, the ids of the cards that could mend it) of a sequence of ids in its `_canonical` form,
    read once.

    The order inside a run of power modifiers never changes a verdict (`language.attach` only sums a
    run; the other checks look at each card alone or at sets), so the canonical form stands for all."""
    verdicts = _VERDICTS if len(_VERDICTS) <= LIMIT else _VERDICTS.clear() or _VERDICTS
    key = (id(cards), sequence)
    verdict = verdicts.get(key)
    if verdict is None:
        try:
            language.read([cards[c] for c in sequence])
            verdict = (True, False, frozenset())
        except language.Illegal as problem:
            verdict = (False, problem.dead, _needed_ids(cards, problem.key))
        verdicts[key] = verdict
    return verdict


_NEEDED_IDS: dict = {}  # (id(deck), problem key) -> (deck, the ids `language._NEEDED` accepts for it)


def _needed_ids(cards, key: str) -> frozenset:
    """The ids of `cards` that `language._NEEDED` says could mend a problem `key` (all of them if it says nothing)."""
    known = _NEEDED_IDS.get((id(cards), key))
    if known is None or known[0] is not cards:
        needed = language._NEEDED.get(key, language._any_card)
        known = _NEEDED_IDS[(id(cards), key)] = (cards, frozenset(c for c in cards.cards if needed(cards[c])))
    return known[1]


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


def _extend(canonical: tuple[str, ...], card_id: str, powers: frozenset) -> tuple[str, ...]:
    """`_canonical(sequence + (card_id,))` from `_canonical(sequence)`: a modifier joins the sorted run at the end."""
    if card_id not in powers:
        return canonical + (card_id,)
    start = len(canonical)
    while start and canonical[start - 1] in powers:
        start -= 1
    return canonical[:start] + tuple(sorted(canonical[start:] + (card_id,)))


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
