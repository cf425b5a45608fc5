"""The inference audits (tabletop/engine/inference.py) catch what they promise, and only that.

A toy game of two hidden hands is played sound and with one leak at a time: an observation
that shows which hidden card a seat set aside (like ECG's `pending['chosen']`, issue 32.1),
an observe that reads a hidden card, an observation that shows the hand position a hidden card
was taken from (like Invocación's `choice.index`), and a public line whose presence depends on a
hidden hand (like Invoke's "cannot answer with haste", issue 32.7).
"""
from __future__ import annotations

import copy
from typing import Mapping

import pytest

from tabletop.engine.contract import Action, Event, Game, GameInfo, Result, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.inference import (UndoInference, relabel_problems, static_leaves, swap_texts,
                                       undo_inference_problems)
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

CARDS = tuple("abcdefgh")
HIDDEN = "?"
ROUNDS = 4  # set-asides before the end


class ToyState(State):
    """Two hands of three, a deck, the cards set aside (hidden) and the labels chosen."""

    def __init__(self, rng: Rng) -> None:
        self.rng, self.num_seats = rng, 2
        self.hands: list[list[str]] = [[], []]
        self.deck: list[str] = []
        self.aside: list[str] = []
        self.chosen: list[str] = []
        self.at: list[int] = []  # the hand positions the cards were set aside from
        self.flag = False  # a public flag some leaky observe computes from a hidden hand

    def to_move(self) -> int | None:
        return None if len(self.aside) >= ROUNDS else len(self.aside) % 2

    def result(self) -> Result | None:
        return Result((0.0, 0.0), ()) if self.to_move() is None else None


class ToyGame(Game):
    """Each seat in turn sets a card of its hand aside face down; nothing else happens."""

    info = GameInfo("toy", {"en": "Toy"}, 2, 2)
    leak_chosen = False  # observe forgets to mask the labels chosen
    leak_flag = False  # observe says whether the mover's opponent holds "h"
    leak_answer = False  # a public line tells that the other seat holds neither "g" nor "h"
    leak_index = False  # observe shows the hand position each card was set aside from

    def setup(self, options: Mapping, num_seats: int, seed: int) -> ToyState:
        state = ToyState(Rng(seed))
        cards = list(CARDS)
        state.rng.shuffle(cards)
        state.hands, state.deck = [cards[:3], cards[3:6]], cards[6:]
        return state

    def legal_actions(self, state: State) -> list[Action]:
        seat = state.to_move()
        return [] if seat is None else [Action("aside", (c,), ref=f"hand:{c}") for c in state.hands[seat]]

    def apply(self, state: State, action: Action) -> list[Event]:
        if state.to_move() is None or action.kind != "aside" or action.args[0] not in state.hands[state.to_move()]:
            raise IllegalActionError(f"{action} is not legal now")
        seat = state.to_move()
        state.at.append(state.hands[seat].index(action.args[0]))
        state.hands[seat].remove(action.args[0])
        state.aside.append(action.args[0])
        state.chosen.append(action.args[0])
        events = [Event("aside", {"seat": seat})]
        if self.leak_answer and not {"g", "h"} & set(state.hands[1 - seat]):
            events.append(Event("cannot", {"seat": 1 - seat}))
        return events

    def observe(self, state: State, seat: int | None) -> ToyState:
        seen = copy.deepcopy(state)
        for owner in (0, 1):
            if owner != seat:
                seen.hands[owner] = [HIDDEN] * len(state.hands[owner])
        seen.deck = [HIDDEN] * len(state.deck)
        seen.aside = [HIDDEN] * len(state.aside)
        if not self.leak_chosen:
            seen.chosen = [HIDDEN] * len(state.chosen)
        if not self.leak_index:
            seen.at = [0] * len(state.at)
        if self.leak_flag and seat is not None:
            seen.flag = "h" in state.hands[1 - seat]
        seen.rng = Rng(0)
        return seen

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> ToyState:
        state = copy.deepcopy(observation)
        known = [c for c in state.hands[seat] if seat is not None] if seat is not None else []
        pool = [c for c in CARDS if c not in known]
        rng.shuffle(pool)
        for owner in (0, 1):
            state.hands[owner] = [pool.pop() if c == HIDDEN else c for c in state.hands[owner]]
        state.deck = [pool.pop() for _ in state.deck]
        state.aside = [pool.pop() for _ in state.aside]
        state.chosen = list(state.aside) if not self.leak_chosen else state.chosen
        state.flag = False
        return state

    def to_dict(self, state: State) -> dict:
        return {"hands": state.hands, "deck": state.deck, "aside": state.aside, "chosen": state.chosen,
                "flag": state.flag, "at": state.at, "rng": state.rng.to_list()}

    def from_dict(self, data: Mapping) -> ToyState:
        state = ToyState(Rng.from_list(data["rng"]))
        state.hands, state.deck = copy.deepcopy(data["hands"]), list(data["deck"])
        state.aside, state.chosen, state.flag = list(data["aside"]), list(data["chosen"]), data["flag"]
        state.at = list(data["at"])
        return state


def toy(**leaks) -> ToyGame:
    """A toy game with the given leaks switched on."""
    game = ToyGame()
    for name, value in leaks.items():
        setattr(game, name, value)
    return game


def relabel_findings(game: ToyGame, seeds=range(8)) -> list:
    """Every relabel problem of the positions of a few seeded games (first action each time)."""
    found = []
    for seed in seeds:
        state = game.setup({}, 2, seed)
        static = static_leaves(game, state)
        while state.to_move() is not None:
            found += relabel_problems(game, state, [0, 1, None], seed, static)
            game.apply(state, game.legal_actions(state)[0])
    return found


def undo_findings(game: ToyGame, seeds=range(12)) -> list:
    """Every undo-inference problem of a few seeded hot-seat games."""
    found = []
    for seed in seeds:
        session = Session(game, [Seat("human", "A"), Seat("human", "B")], seed)
        while not session.is_over():
            session.play(session.legal_actions()[-1])
            found += undo_inference_problems(session)
    return found


def test_swap_texts_exchanges_two_labels_everywhere_keys_included():
    tree = {"a": ["a", "b", 3], "n": {"b": "c"}}
    assert swap_texts(tree, "a", "b") == {"b": ["b", "a", 3], "n": {"a": "c"}}


def test_a_sound_game_passes_both_audits():
    game = toy()
    assert relabel_findings(game) == []
    assert undo_findings(game) == []


def test_relabel_catches_a_shown_label_of_a_card_set_aside_face_down():
    """Issue 32.1: "the opponent's observation carries the chosen card's id while `held` is masked"."""
    found = relabel_findings(toy(leak_chosen=True))
    assert found and all(p.kind == "relabel" for p in found)
    assert "can tell aside" in found[0].detail


def test_relabel_catches_an_observation_computed_from_a_hidden_card():
    found = relabel_findings(toy(leak_flag=True))
    assert any("swapping the hidden" in p.detail for p in found)


def test_relabel_catches_a_number_that_tells_which_hidden_card_was_chosen():
    """Issue 32 follow-up: the audit compares the whole observation, not only its labels — the hand position a
    card was set aside from names no card, but tells which one where the hand's order can be followed."""
    found = relabel_findings(toy(leak_index=True))
    assert found and "its observation at at.0 differs" in found[0].detail


def test_relabel_does_not_report_places_the_viewer_tells_apart():
    """Two hidden cards in places the viewer can tell apart (a hand position it sees) are not one choice."""
    from tabletop.engine.inference import _same_place
    snapshot = {"hand": ["a", "b"], "slots": [{"card": "c"}, {"card": "d"}]}
    seen = {"hand": ["?", "?"], "slots": [{"card": "?"}, {"card": "?"}]}
    hand = [Action("pick", (c,), ref=f"hand:{c}") for c in "ab"]
    slots = [Action("pick", (c,), ref=f"slots:{c}") for c in "cd"]
    assert _same_place(snapshot, seen, hand[0], hand[1], (0,))
    assert not _same_place(snapshot, seen, slots[0], slots[1], (0,))
    assert not _same_place(snapshot, seen, hand[0], slots[0], (0,))


def _ecg_two_plays():
    """ECG, seed 0, defaults, chooser random.Random(0): the position where seat 1 may play Himno del Sol or
    Aullido de Guerra from its hand (issue 32 follow-up, item 1), and the audit's sample there."""
    import random

    from tabletop.engine.registry import get_game

    game = get_game("ecg")
    state = game.setup(game.info.resolve_options({}), 2, 0)
    static, chooser = static_leaves(game, state), random.Random(0)
    for step in range(400):
        names = {str(a) for a in game.legal_actions(state)}
        if {"play sol_himno", "play lobo_aullido_guerra"} <= names:
            return game, state, static, step
        legal = game.legal_actions(state)
        game.apply(state, legal[chooser.randrange(len(legal))])
    raise AssertionError("the two plays never met")


def test_relabel_catches_what_a_play_from_the_hand_asks_and_ecg_masks_it(monkeypatch):
    """Follow-up item 1: "`play sol_himno` vs `play lobo_aullido_guerra` differ in `asks[1].for`"."""
    from tabletop.games.ecg.rules import pending_view

    game, state, static, step = _ecg_two_plays()
    assert relabel_problems(game, state, [1 - state.to_move(), None], step, static) == []
    monkeypatch.setattr(pending_view, "mask_pending_play", lambda state, seat: None)  # the old observation
    found = relabel_problems(game, state, [1 - state.to_move(), None], step, static)
    assert found and "its observation at pending" in found[0].detail


def test_relabel_catches_the_hand_position_an_invocacion_pick_shows_and_invocacion_masks_it(monkeypatch):
    """Follow-up item 2: "the observation shows `choice.index`, the hand position another seat picked from"."""
    import random

    from tabletop.games.invocacion.rules import game as rules

    def findings() -> list:
        game, found = rules.GAME, []
        state, chooser = game.setup(game.info.resolve_options({}), 3, 0), random.Random(0)
        static = static_leaves(game, state)
        for step in range(60):
            found += relabel_problems(game, state, [0, 1, 2, None], step, static)
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
        return found

    assert findings() == []
    monkeypatch.setattr(rules, "mask_choice", lambda state, seat: None)  # the old observation
    found = findings()
    assert found and all("its observation at choice.index differs" in p.detail for p in found)


def test_undo_inference_catches_a_public_line_that_depends_on_a_hidden_hand():
    """Issue 32.7: "after your cast ... 'X cannot answer with haste' tells you X holds no haste card"."""
    found = undo_findings(toy(leak_answer=True))
    assert found and all(p.kind == "undo-inference" for p in found)
    assert "log differs (cannot)" in found[0].detail


def test_undo_inference_is_silent_once_a_barrier_stands():
    """A reveal to a human is a barrier: Undo cannot go back past it, so there is nothing to replay."""

    class Revealing(ToyGame):
        leak_answer = True

        def apply(self, state, action):
            return [Event(e.key, e.params, e.audience, True) for e in super().apply(state, action)]

    assert undo_findings(Revealing()) == []


def test_undo_inference_follows_undo_and_replays_from_the_start():
    game = toy(leak_answer=True)
    session = Session(game, [Seat("human", "A"), Seat("human", "B")], 3)
    follower = UndoInference(session)
    session.play(session.legal_actions()[0])
    follower.check_latest()
    session.play(session.legal_actions()[0])
    follower.check_latest()
    assert session.undo(0)
    follower.check_latest()
    assert len(follower.states) == len(session.actions) + 1


def test_ecg_a_card_discarded_to_pay_a_cost_stays_hidden_from_the_opponent():
    """Issue 32.1: "While a discard-as-cost is pending, the opponent's observation carries the chosen card's id"."""
    import random

    from tabletop.engine.registry import get_game

    game = get_game("ecg")
    for seed in range(20):  # the first random game that reaches a choice between two discards
        state = game.setup(game.info.resolve_options({}), 2, seed)
        static = static_leaves(game, state)
        chooser = random.Random(seed)
        while not state.is_over() and sum(a.kind == "discard" for a in game.legal_actions(state)) < 2:
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
        if not state.is_over():
            break
    assert not state.is_over(), "no seeded game reached a choice between two discards"
    state.pending["asks"] = [state.pending["asks"][0]] * 2  # a cost of two discards: the first stays pending
    assert relabel_problems(game, state, [1 - state.to_move()], 0, static) == []


def first_undo_inference(game_id: str, seed: int, seats: int, humans: int, options: dict, actions: int) -> list:
    """The undo-inference problems of a seeded random game of a registered game."""
    import random

    from tabletop.engine.registry import get_game

    session = Session(get_game(game_id), [Seat("human", f"P{i}") if i < humans else Seat("bot", f"P{i}", "random")
                                          for i in range(seats)], seed, options)
    chooser = random.Random(seed)
    found: list = []
    while not session.is_over() and len(session.actions) < actions and not found:
        legal = session.legal_actions()
        session.play(legal[chooser.randrange(len(legal))])
        found = undo_inference_problems(session)
    return found


def test_invoke_undo_does_not_take_back_a_decision_after_cannot_answer_with_haste():
    """Issue 32.7: "Invoke: after your cast, aim or pass, 'X cannot answer with haste' tells you X holds no haste
    card, and undo returns your decision"."""
    assert first_undo_inference("invoke", 0, 2, 2, {}, 460) == []


def test_ecg_undo_does_not_take_back_a_decision_after_a_reaction_window_told_a_hidden_hand():
    """Issue 32.7: "ECG with `windows=able`: whether the opponent gets a reaction window says whether it holds a
    reaction"."""
    assert first_undo_inference("ecg", 4, 2, 1, {"windows": "able"}, 20) == []
