"""The Gnostica planner's speed-ups change no choice: digests recorded before them (issue 13)."""
import hashlib

from gnostica_helpers import play, position

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.bots.ismcts import Search, _sample_positions, load_hooks
from tabletop.engine.rng import Rng
from tabletop.games.gnostica.bots.bot import fingerprint
from tabletop.games.gnostica.rules.game import GAME

#: sha256 of the normal bots' actions in two seeded games (120 decisions each), recorded at 4dfad6d
NORMAL_GAMES = {
    (2, 31): "ec125c251530881636e5fa1c03b16a5d51480b478304507e28852640e303174c",
    (3, 32): "9ad9f3e039d5b6e2875e4913c868aded13a507c09dbbcc5b2990fdd04c8b1f2e",
}
#: sha256 of the hard level's root statistics after 15 iterations in two positions, recorded at 4dfad6d
SEARCH_STATISTICS = "5f68828e0957f0818fd15521856e815aa07d95cf2e9892c837394594edab734c"


def _digest(lines) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _normal_game_actions(seats: int, seed: int, decisions: int) -> list[str]:
    state = GAME.setup(GAME.info.resolve_options(None), seats, seed)
    bots = [make_bot(GAME, "normal") for _ in range(seats)]
    rngs = [Rng(seed * 10 + seat) for seat in range(seats)]
    actions = []
    while not state.is_over() and len(actions) < decisions:
        seat = state.to_move()
        action = bot_action(GAME, bots[seat], GAME.observe(state, seat), rngs[seat])
        actions.append(str(action))
        GAME.apply(state, action)
    return actions


def test_the_normal_bot_chooses_as_before_the_speed_ups():
    for (seats, seed), digest in NORMAL_GAMES.items():
        assert _digest(_normal_game_actions(seats, seed, 120)) == digest, f"{seats} seats, seed {seed}"


def test_the_hard_search_gives_the_same_root_statistics_as_before_the_speed_ups():
    hooks = load_hooks(GAME)
    rows = []
    for index, state in enumerate(_sample_positions(GAME, 2, 5, 2)):
        search = Search(GAME, GAME.observe(state, state.to_move()), index, hooks)
        search.run(iterations=15)
        rows += [f"{action} {visits} {mean:.12f}" for action, visits, mean in search.statistics()]
    assert _digest(rows) == SEARCH_STATISTICS


def test_a_fingerprint_sees_what_the_observation_shows_and_nothing_else():
    state = GAME.setup(GAME.info.resolve_options(None), 3, 7)
    seat = state.to_move()
    assert fingerprint(state, seat) == fingerprint(GAME.observe(state, seat), seat)
    other = (seat + 1) % 3
    hidden = state.clone()
    hidden.hands[other][0], hidden.draw[0] = hidden.draw[0], hidden.hands[other][0]
    assert fingerprint(hidden, seat) == fingerprint(state, seat)  # a swap the seat cannot see
    shown = state.clone()
    shown.hands[seat][0], shown.draw[0] = shown.draw[0], shown.hands[seat][0]
    assert fingerprint(shown, seat) != fingerprint(state, seat)


def test_a_fingerprint_keeps_what_it_saw_when_the_state_changes_afterwards():
    state = position({"0,0": ("cups_02_two", [[0, 1, "E"]]), "1,0": ("major_13_death", [])})
    before = fingerprint(state, 0)
    play(state, "reorient 0,0:0", "orient N")
    assert fingerprint(state, 0) != before
    assert before == fingerprint(position({"0,0": ("cups_02_two", [[0, 1, "E"]]),
                                           "1,0": ("major_13_death", [])}), 0)
