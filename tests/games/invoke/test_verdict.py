"""verdict.Reader says of a sequence what `language._read` says: legal, or the same first problem, as dead."""
from __future__ import annotations

import itertools
import random

from tabletop.games.invoke.rules import language
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.verdict import Reader


def _read(ids: tuple[str, ...]) -> tuple[bool, bool, str | None]:
    """(legal, dead, key) as the grammar's own reading gives it."""
    cards = deck()
    try:
        language._read(tuple(cards[c] for c in ids), False)
    except language.Illegal as problem:
        return False, problem.dead, problem.key
    return True, False, None


def _alphabet() -> list[str]:
    """Every card id but the chaos cards after the first (they all read alike)."""
    cards = deck()
    ids = sorted(cards.cards)
    chaos = [c for c in ids if cards[c].suit == "chaos"]
    return [c for c in ids if c not in chaos] + chaos[:1]


def test_every_sequence_of_up_to_three_cards_gets_the_grammars_verdict():
    """All 25,000-odd sequences of 0-3 cards: the same legality, problem key and deadness as `_read`."""
    reader = Reader(deck())
    for length in range(4):
        for ids in itertools.product(_alphabet(), repeat=length):
            assert reader.verdict(ids) == _read(ids), ids


def test_long_random_sequences_get_the_grammars_verdict():
    """Random sequences of 4-10 cards, mostly of the cards an invocation's body is made of."""
    cards = deck()
    reader = Reader(cards)
    alphabet = _alphabet()
    body = [c for c in alphabet if cards[c].suit not in ("item", "creature", "chaos")]
    rnd = random.Random(3)
    legal = 0
    for _ in range(30_000):
        pool = body if rnd.random() < 0.85 else alphabet
        ids = tuple(rnd.choice(pool) for _ in range(rnd.randrange(4, 11)))
        expected = _read(ids)
        assert reader.verdict(ids) == expected, ids
        legal += expected[0]
    assert legal > 100  # the sample reaches legal invocations, not only problems
