"""The shared random-play conformance test, run for every registered game.

After every action: the game's invariants hold; the seat to move has legal actions; the
legal actions seen from that seat's observation are the same; clone equals original;
a to_dict/from_dict round-trip gives the same snapshot. At the end of each game: the
record replays to the same state, the game ended within its declared length, and
the result names valid winners. Hidden information (tabletop/engine/audit.py): a seat
learns only through a reveal event, undo never takes back what a human saw, and a bot's
banner never names what the viewer may not know. Swapping hidden cards (tabletop/engine/inference.py)
changes nothing a seat sees, and no Undo takes back a decision made on what hidden cards told a human.
"""
from __future__ import annotations

import random

import pytest

from tabletop.engine import audit, inference
from tabletop.engine.checks import check_ending, check_hidden, check_position, check_unique_actions, snapshot
from tabletop.engine.contract import Action, Game
from tabletop.engine.errors import OptionError
from tabletop.engine.registry import all_games, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

GAMES = [g.info.id for g in all_games()]
SEEDS = range(6)


def seat_counts(game: Game) -> list[int]:
    """Every legal table size (capped at 4 to keep the suite fast)."""
    return list(range(game.info.min_players, min(game.info.max_players, 4) + 1))


def random_session(game: Game, seats: int, seed: int, humans: int = 0) -> Session:
    """A session whose first `humans` seats are human, the others bots."""
    return Session(game, [Seat("human", f"P{i}") if i < humans else Seat("bot", f"P{i}", "random")
                          for i in range(seats)], seed)


def play_random(game: Game, seats: int, seed: int, check_every: int = 1, humans: int = 0, player=None):
    """Yield (session, step) after each random action until the end or the length cap.

    `player(session)` gives the function that plays each action (default `session.play`).
    """
    session = random_session(game, seats, seed, humans)
    play = player(session) if player else session.play
    chooser = random.Random(seed * 7919 + seats)
    for step in range(game.info.max_actions):
        if session.is_over():
            return
        legal = session.legal_actions()
        assert legal, f"seat {session.to_move()} has no legal action at step {step}"
        play(legal[chooser.randrange(len(legal))])
        if step % check_every == 0:
            yield session, step
    yield session, game.info.max_actions


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_keeps_invariants(game_id, seed):
    game = get_game(game_id)
    for seats in seat_counts(game):
        session = None
        for session, step in play_random(game, seats, seed):
            problems = check_position(game, session.full_state_unsafe_for_bots())
            assert not problems, f"{seats} seats, step {step}: {problems}"
        assert session is not None
        problems = check_ending(session)
        assert not problems, f"{game_id} with {seats} seats: {problems}"


#: tables beyond the cap of `seat_counts` that a game's range makes worth a game each (sampled checks)
WIDE_TABLES = [("invoke", 5, 3), ("invoke", 10, 4)]


@pytest.mark.parametrize("game_id, seats, seed", [t for t in WIDE_TABLES if t[0] in GAMES])
def test_random_play_at_wide_tables_keeps_invariants_and_replays(game_id, seats, seed):
    game = get_game(game_id)
    session = None
    for session, step in play_random(game, seats, seed, check_every=25):
        state = session.full_state_unsafe_for_bots()
        problems = check_position(game, state)
        if step % 100 == 0:
            problems += check_hidden(game, state, [None, state.to_move(), step % seats], sample_seed=step)
        assert not problems, f"{seats} seats, step {step}: {problems}"
    assert session is not None
    problems = check_ending(session)
    assert not problems, f"{game_id} with {seats} seats: {problems}"


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_is_independent(game_id):
    game = get_game(game_id)
    state = game.setup(game.info.resolve_options(None), game.info.min_players, 3)
    before = snapshot(game, state)
    clone = state.clone()
    game.apply(clone, game.legal_actions(clone)[0])
    assert snapshot(game, state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_actions_same_states_despite_global_random(game_id):
    game = get_game(game_id)
    seats = game.info.min_players

    def run(disturb: bool) -> list[str]:
        state = game.setup(game.info.resolve_options(None), seats, 11)
        chooser = random.Random(5)
        snaps = [snapshot(game, state)]
        for _ in range(200):
            if state.is_over():
                break
            if disturb:
                random.seed(random.random())
                random.random()
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
            snaps.append(snapshot(game, state))
        return snaps

    assert run(False) == run(True)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_observation_hides_what_a_seat_cannot_see(game_id, seed):
    """Re-sampling the hidden parts for a seat (determinize) never changes its observation."""
    game = get_game(game_id)
    seats = game.info.min_players
    for session, step in play_random(game, seats, seed, check_every=5):
        viewers = list(range(seats)) + [None]
        problems = check_hidden(game, session.full_state_unsafe_for_bots(), viewers, sample_seed=step)
        assert not problems, f"step {step}: {problems}"


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_action_is_refused_and_changes_nothing(game_id):
    from tabletop.engine.contract import Action
    from tabletop.engine.errors import IllegalActionError

    game = get_game(game_id)
    state = game.setup(game.info.resolve_options(None), game.info.min_players, 2)
    before = snapshot(game, state)
    with pytest.raises(IllegalActionError):
        game.apply(state, Action("no-such-action", ("x",)))
    assert snapshot(game, state) == before


class HiddenInformationWatch:
    """Plays through an UndoProbe and also checks what each viewer is told of every action."""

    def __init__(self, session: Session):
        self.session = session
        self.probe = audit.UndoProbe(session)
        self.problems: list[str] = []

    def play(self, action) -> None:
        before = self.probe.seen
        self.problems += [str(problem) for problem in self.probe.play(action)]
        game, names = self.session.game, self.session.names
        for viewer, (seen, now) in enumerate(zip(before, self.probe.seen)):
            secret = sorted(audit.secrets(seen, now))
            named = [a for a in action.args if a in secret]
            if not named:
                continue
            other = next((s for s in secret if s not in action.args), None)
            swapped = Action(action.kind, tuple(other if a in named else a for a in action.args))
            for lang in ("en", "es"):
                told = audit.action_told(game, action, seen, now, lang, names)
                if told != audit.action_told(game, swapped, seen, now, lang, names):
                    self.problems.append(f"action {len(self.session.actions)}: seat {viewer} is told "
                                         f"{told!r}, naming {named} it may not know")


#: actions the hidden-information audit follows per game (several games, short ones included)
AUDITED_ACTIONS = 700


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_learns_only_by_a_reveal_and_undo_never_takes_back_what_a_human_saw(game_id):
    """After any undo every human seat still sees all it saw; bot banners name nothing hidden.

    Games of all-human and of one-human tables, two and three seats, until AUDITED_ACTIONS.
    """
    game = get_game(game_id)
    audited, seed = 0, 0
    while audited < AUDITED_ACTIONS:
        seats = min(game.info.min_players + (seed % 3 > 0), game.info.max_players)
        humans = 1 if seed % 3 == 1 else seats
        watches = []

        def player(session):
            watches.append(HiddenInformationWatch(session))
            return watches[-1].play

        for session, _ in play_random(game, seats, seed, humans=humans, player=player):
            assert not watches[0].problems, f"seed {seed}, {seats} seats: {watches[0].problems[:3]}"
        audited += len(session.actions)
        seed += 1


#: actions the inference audits follow per game and seed (a few short seeded games keep the suite fast)
INFERENCE_ACTIONS = 200


def inference_games(game: Game):
    """(session, step) of a few short seeded games: all-human and one-human tables, two sizes."""
    for seed in range(3):
        seats = min(game.info.min_players + seed % 2, game.info.max_players)
        for session, step in play_random(game, seats, seed, humans=seats if seed != 1 else 1):
            if step >= INFERENCE_ACTIONS:
                break
            yield seed, session, step


def expect_no_leak(game_id: str, kind: str, found: list[str]) -> None:
    """Assert the audit of `kind` found nothing in `game_id`."""
    assert not found, (game_id, kind, found[:3])


@pytest.mark.parametrize("game_id", GAMES)
def test_swapping_hidden_cards_changes_nothing_a_seat_sees(game_id):
    """Relabelling cards hidden from a seat, or another seat's choice among them, shows it nothing (issue 32.1)."""
    game = get_game(game_id)
    found, static = [], None
    for seed, session, step in inference_games(game):
        state = session.full_state_unsafe_for_bots()
        if step == 0:
            static = inference.static_leaves(game, game.setup(session.options, len(session.seats), session.seed))
        if step % 3 == 0:
            viewers = list(range(len(session.seats))) + [None]
            found += [f"seed {seed}, step {step}: {p}" for p in
                      inference.relabel_problems(game, state, viewers, step, static)]
    expect_no_leak(game_id, "relabel", found)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_takes_back_a_decision_made_on_what_hidden_cards_told(game_id):
    """Replaying what Undo would take back on re-dealt hidden cards shows the human the same (issue 32.7)."""
    game = get_game(game_id)
    found = []
    for seed, session, step in inference_games(game):
        found += [f"seed {seed}, step {step}: {p}" for p in inference.undo_inference_problems(session)]
    expect_no_leak(game_id, "undo-inference", found)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_balance_hook_names_cards_of_the_game_data(game_id):
    """`Game.card_uses` (what `tabletop balance` reads): in random games every card it names is in the
    game's card data, every seat is a seat of the table, and some card is played."""
    from tabletop.balance.collect import cards_module

    game = get_game(game_id)
    known = set(cards_module(game_id).deck().cards)
    played = 0
    for seed in range(3):
        session = None
        for session, _ in play_random(game, game.info.min_players, seed):
            pass
        for _index, event in session.log:
            for use in game.card_uses(event):
                assert use.card in known, f"{event.key}: {use.card!r} is not a card of {game_id}"
                assert 0 <= use.seat < game.info.min_players and use.kind in ("drawn", "played", "measure")
                played += use.kind == "played"
        if played:
            break
    assert played, (f"{game_id}: no event names a played card; the rule module must declare "
                    "card_uses(event) (docs/balance.md)")


@pytest.mark.parametrize("game_id", GAMES)
def test_an_observation_does_not_carry_the_random_sources_future(game_id):
    """A seat must not be able to foresee shuffles and draws: its observation's random source is not the game's."""
    game = get_game(game_id)
    for session, step in play_random(game, game.info.min_players, 4):
        if step >= 20 or session.is_over():
            break
    state = session.full_state_unsafe_for_bots()
    if getattr(state, "rng", None) is None:
        pytest.skip(f"{game_id} keeps no random source in its state")
    real = state.clone().rng
    future = [real.randrange(1 << 30) for _ in range(3)]
    for seat in range(game.info.min_players):
        seen = game.observe(state, seat).rng
        assert [seen.randrange(1 << 30) for _ in range(3)] != future, f"seat {seat} sees the game's future"


def option_variants(game: Game):
    """(options, seats) for the default game and each option changed alone (a flag turned, each other choice), at
    the fewest seats that option values allow (a combination the game refuses is left out)."""
    changes: list[dict] = [{}]
    for option in game.info.options:
        if isinstance(option.default, bool):
            changes.append({option.key: not option.default})
        changes += [{option.key: choice} for choice in option.choices if choice != option.default]
    for options in changes:
        fewest, most = game.info.players(options)
        for seats in range(fewest, most + 1):
            try:
                game.setup(game.info.resolve_options(options), seats, 0)
            except OptionError:
                continue
            yield options, seats
            break


#: actions each variant's random game is followed for (most games end well before)
UNIQUE_ACTIONS_CAP = 2500


@pytest.mark.parametrize("game_id", GAMES)
def test_no_two_legal_actions_share_a_canonical_string_in_any_variant(game_id):
    """Every legal action's canonical string is unique in its list, in every variant: an action on one of two
    copies of a card names that copy (zone and index), so a click or a record never takes the other one."""
    game = get_game(game_id)
    for options, seats in option_variants(game):
        state = game.setup(game.info.resolve_options(options), seats, 1)
        chooser = random.Random(seats)
        for step in range(UNIQUE_ACTIONS_CAP):
            if state.is_over():
                break
            problems = check_unique_actions(game, state)
            assert not problems, f"{options}, {seats} seats, step {step}: {problems[:2]}"
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
