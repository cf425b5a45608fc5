"""The glow module gives `language.playable`'s answers (which cards of a hand glow), over random positions."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.games.invoke.rules import glow, language
from tabletop.games.invoke.rules.cards import deck


def _playable(sequence: tuple[str, ...], hand: tuple[str, ...]) -> tuple[str, ...]:
    """The glowing cards as `language.playable` words them (the grammar search, card by card)."""
    cards = deck()
    lit = language.playable([cards[c] for c in sequence], [cards[c] for c in hand])
    return tuple(sorted({c for c, on in zip(hand, lit) if on}))


def _positions(games: int = 6) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(sequence being built, sorted hand) at every building decision of seeded random games."""
    game = get_game("invoke")
    chooser = random.Random(5)
    out = []
    for seed in range(games):
        state = game.setup(game.info.resolve_options(None), 2 + seed % 3, seed)
        for _ in range(2000):
            if state.is_over():
                break
            if state.phase in ("build", "answer"):
                sequence = tuple(state.building["cards"]) if state.building else ()
                out.append((sequence, tuple(sorted(state.hands[state.to_move()]))))
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
    return out


def test_glowing_cards_are_the_ones_the_grammar_search_finds():
    """Random play's positions and random hands: glow.glowing == language.playable, card for card."""
    positions = _positions()
    ids = sorted(deck().cards)
    rnd = random.Random(11)
    for _ in range(300):
        hand = tuple(sorted(rnd.choice(ids) for _ in range(rnd.randrange(3, 10))))
        positions.append((tuple(rnd.choice(ids) for _ in range(rnd.randrange(0, 3))), hand))
    assert len(positions) > 500
    for sequence, hand in positions:
        assert glow.glowing(sequence, hand) == _playable(sequence, hand), (sequence, hand)


def test_the_canonical_form_extended_card_by_card_equals_the_one_of_the_whole_sequence():
    """glow._extend (a card added to a canonical sequence) == glow._canonical of the longer sequence."""
    cards = deck()
    ids = sorted(cards.cards)
    powers = frozenset(c for c in ids if cards[c].word == "power")
    rnd = random.Random(7)
    for _ in range(2000):
        sequence = tuple(rnd.choice(ids) for _ in range(rnd.randrange(0, 7)))
        canonical = glow._canonical(powers, ())
        for card_id in sequence:
            canonical = glow._extend(canonical, card_id, powers)
        assert canonical == glow._canonical(powers, sequence), sequence


def _verdict(sequence: tuple[str, ...]) -> tuple[bool, bool, str | None]:
    """(legal, dead, problem) of a sequence read from scratch by `language.read`."""
    cards = deck()
    try:
        language.read([cards[c] for c in sequence])
    except language.Illegal as problem:
        return False, problem.dead, problem.key
    return True, False, None


def test_a_node_holds_the_verdict_read_from_scratch():
    """Verdicts are shared by sequences of one shape (elements renamed, power runs summed): each equals a fresh read."""
    cards = deck()
    ids = sorted(cards.cards)
    powers = [c for c in ids if cards[c].word == "power"]
    few = ["fire", "water", "air", "move_left", "move_right", "invoke", "build_wall", "discard", "target_hand",
           "target_current", "haste", "delay"]
    things = ["tome", "wand", "imp", "golem"]
    rnd = random.Random(3)
    glow._TREES.clear()
    tree = glow._tree()
    for _ in range(8000):  # few kinds of cards: many sequences of one shape meet
        pool = rnd.choice((ids, few + powers * 2, things + powers * 2 + few))
        sequence = tuple(rnd.choice(pool) for _ in range(rnd.randrange(1, 7)))
        if sequence[0] not in things and rnd.random() < 0.3:
            sequence = (rnd.choice(things),) + sequence
        node = tree.node(glow._canonical(tree.powers, sequence))
        legal, dead, problem = _verdict(sequence)
        assert (node.legal, node.dead) == (legal, dead), sequence
        if not legal and not dead:
            assert node.needed == tree._needed(problem), sequence


def test_answers_kept_across_hands_are_the_ones_a_fresh_search_finds():
    """A warm tree (answers and endings of earlier hands) answers like `language.playable`, hand after hand, even when
    a hand lacks a card of an ending found before."""
    ids = sorted(c for c in deck().cards if deck()[c].word != "chaos")
    rnd = random.Random(23)
    glow._TREES.clear()
    for _ in range(400):
        sequence = tuple(rnd.choice(ids) for _ in range(rnd.randrange(0, 3)))
        hand = sorted(rnd.choice(ids) for _ in range(rnd.randrange(2, 9)))
        while hand:
            assert glow.glowing(sequence, tuple(hand)) == _playable(sequence, tuple(hand)), (sequence, hand)
            hand.pop(rnd.randrange(len(hand)))  # the same search again, one card short


def test_a_full_tree_starts_afresh_and_still_answers_alike(monkeypatch):
    """Memory stays bounded: past LIMIT nodes the next call gets a new tree, with the same answers."""
    monkeypatch.setattr(glow, "LIMIT", 40)
    ids = sorted(c for c in deck().cards if deck()[c].word != "chaos")
    rnd = random.Random(31)
    glow._TREES.clear()
    trees = []
    for _ in range(60):
        hand = tuple(sorted(rnd.choice(ids) for _ in range(rnd.randrange(3, 8))))
        assert glow.glowing((), hand) == _playable((), hand), hand
        if not any(tree is glow._TREES[id(deck())] for tree in trees):
            trees.append(glow._TREES[id(deck())])
    assert len(trees) > 1


def test_the_searchs_legality_of_a_sequence_is_the_grammars():
    """glow.is_legal == language.is_legal over random sequences, power runs in any order included."""
    cards = deck()
    ids = sorted(cards.cards)
    rnd = random.Random(13)
    legal = 0
    for _ in range(3000):
        sequence = tuple(rnd.choice(ids) for _ in range(rnd.randrange(1, 6)))
        expected = language.is_legal([cards[c] for c in sequence])
        assert glow.is_legal(sequence) == expected, sequence
        legal += expected
    assert legal > 20
