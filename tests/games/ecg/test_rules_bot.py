"""ECG's normal and easy bots: they carry a begun play through, take a winning blow, charge when it fells."""
from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.games.ecg.bots.bot import EcgBot, value
from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, do, field, give  # noqa: F401


def _choice(state, seat=0):
    observation = GAME.observe(state, seat)
    return str(EcgBot(GAME).choose(observation, GAME.legal_actions(observation), Rng(1)))


def test_normal_clashes_when_the_blow_breaks_the_enemy_heros_morale(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    guard = field(state, 1, "guard3")
    state.seats[1]["morale"] = 3
    assert _choice(state) in (f"clash {wolf} {guard}", f"charge {wolf} {guard}")


def test_normal_charges_when_the_extra_wound_fells_the_target(cards):
    state = action_table()
    scout = field(state, 0, "scout2")
    guard = field(state, 1, "guard3")
    assert _choice(state) == f"charge {scout} {guard}"


def test_the_bots_never_cancel_a_play_they_began(cards):
    state = action_table()
    give(state, 0, "either1")
    do(state, "train either1")
    assert _choice(state) in ("line infantry", "line support")


def test_a_won_game_is_worth_more_than_any_position(cards):
    state = action_table()
    state.seats[1]["morale"] = 0
    do(state, "end")
    assert value(state, 0) == 1000.0 and value(state, 1) == -1000.0


def test_two_normal_bots_finish_a_game_that_once_looped_on_a_recovery_ability():
    """Seeds 0 and 3 ran to the 20,000-action cap: a Recovery-cost ability was used without end."""
    from tabletop.engine.seats import Seat
    from tabletop.sim import play_session

    for seed in (0, 3):
        session = play_session("ecg", [Seat("bot", "a", "normal"), Seat("bot", "b", "normal")], seed)
        assert session.result() is not None and len(session.actions) < 1000
