"""Invocación bots: legal decisions, sensible choices in hand-made positions, games that end."""
from __future__ import annotations

from tabletop.bots.levels import make_bot
from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.bot import PlannerBot, choose_deal
from tabletop.games.invocacion.bots.botplan import plan_area
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE
from tests.games.invocacion.test_invocacion_rounds import give


def prepared(seed: int = 3, seats: int = 2):
    """A fresh game in Preparación, seen by the seat to move."""
    state = GAME.setup({}, seats, seed)
    assert state.phase == PREPARE
    return state


def bot_moves(state, bot, seat, limit=60):
    """Let `bot` play `seat`'s Preparación until it is no longer that seat's turn; the actions taken."""
    taken = []
    while state.to_move() == seat and len(taken) < limit:
        obs = GAME.observe(state, seat)
        legal = GAME.legal_actions(obs)
        action = bot.choose(obs, legal, Rng(0))
        assert action in legal
        GAME.apply(state, action)
        taken.append(action)
    return taken


def test_planner_never_invokes_a_card_whose_sacrifice_it_cannot_pay():
    state = prepared()
    seat = state.to_move()
    give(state, seat, "frontier_lord", "ember_hound", "quarry_mole")  # the Lord needs 2 Conjuros + 2 Apoyos
    plan = plan_area(GAME.observe(state, seat), seat)
    assert plan.invocation != "frontier_lord"
    assert deck()[plan.invocation].cost.total == 0


def test_planner_invokes_the_big_card_when_it_has_the_fodder_and_places_it():
    state = prepared()
    seat = state.to_move()
    give(state, seat, "forge_titan", "ember_hound", "clay_golem", "quarry_mole")  # Titan: 2 Conjuros + 1 Apoyo
    taken = bot_moves(state, PlannerBot(GAME), seat)
    area = state.area(seat)
    assert area.invocation == "forge_titan" and area.finished
    assert len(area.conjuros) >= 2 and len(area.apoyos) >= 1
    assert taken[-1] == Action("finish")


def test_planner_plays_a_draw_card_before_arranging():
    state = prepared()
    seat = state.to_move()
    give(state, seat, "seed_vault", "ember_hound", "clay_golem")
    obs = GAME.observe(state, seat)
    assert PlannerBot(GAME).choose(obs, GAME.legal_actions(obs), Rng(0)) == Action("play", ("seed_vault",))


def test_planner_keeps_a_helpful_combat_conjuro_and_fills_conjuros_for_a_counting_invocation():
    state = prepared()
    seat = state.to_move()
    give(state, seat, "stone_choir", "ember_hound", "clay_golem", "rift_hermit", "storm_hawk")
    plan = plan_area(GAME.observe(state, seat), seat)
    assert plan.invocation == "stone_choir"  # Power = Conjuros x2: 4 Conjuros make it 8
    assert sum(zones.count("conjuros") for zones in plan.places.values()) == 4


def test_guardian_deals_most_when_ahead_and_three_when_behind():
    state = prepared(seats=3)
    seat = state.guardian
    legal = [Action("deal", (k,)) for k in range(2, 7)]
    state.area(seat).mana = ["ember_hound"]
    assert choose_deal(state, seat, legal) == Action("deal", (6,))
    state.area((seat + 1) % 3).mana = ["clay_golem", "quarry_mole"]
    assert choose_deal(state, seat, legal) == Action("deal", (3,))


def test_every_level_plays_whole_games_with_legal_moves_only():
    for seed, levels in enumerate((("easy", "normal"), ("normal", "random", "easy"), ("random", "normal"))):
        state = GAME.setup({}, len(levels), seed)
        bots = [make_bot(GAME, level) for level in levels]
        rng, moves = Rng(seed), 0
        while not state.is_over():
            seat = state.to_move()
            obs = GAME.observe(state, seat)
            legal = GAME.legal_actions(obs)
            action = bots[seat].choose(obs, legal, rng)
            assert action in legal
            GAME.apply(state, action)
            moves += 1
            assert moves < 2_000, "the bots never finish"
        assert state.result() is not None


def test_two_copies_of_a_card_do_not_make_the_planner_move_them_forever():
    state = GAME.setup(GAME.info.resolve_options({"constructed": True}), 2, 1)  # Construido decks hold pairs
    bots, rng, moves = [PlannerBot(GAME), PlannerBot(GAME, noise=12.0)], Rng(1), 0
    while not state.is_over():
        seat = state.to_move()
        obs = GAME.observe(state, seat)
        GAME.apply(state, bots[seat].choose(obs, GAME.legal_actions(obs), rng))
        moves += 1
        assert moves < 2_000, "the planner keeps moving a pair of cards"


def test_easy_plan_is_blurred_but_stable_within_a_round():
    state = prepared(seed=5)
    seat = state.to_move()
    easy = PlannerBot(GAME, noise=6.0)
    obs = GAME.observe(state, seat)
    legal = GAME.legal_actions(obs)
    assert easy.choose(obs, legal, Rng(1)) == easy.choose(obs, legal, Rng(2))


def test_a_boost_is_a_bet_settled_by_the_combat():
    from tabletop.engine.contract import Event
    from tabletop.games.invocacion.bots.bot import RISKY_ACTIONS
    outcome = RISKY_ACTIONS["boost"]
    assert outcome([Event("combat.boosted", {"seat": 0, "amount": 2})], 0) is None
    assert outcome([Event("combat.over", {}), Event("combat.won", {"seat": 0, "power": 9})], 0) is True
    assert outcome([Event("combat.won", {"seat": 1, "power": 9})], 0) is False
    assert outcome([Event("combat.draw", {})], 0) is False
