"""The ladder and the timing helpers, on the tiny bid game."""
from __future__ import annotations

from pathlib import Path

from tabletop.bots.base import RandomBot
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.bots.levels import LEVELS, make_bot
from tabletop.bots.ladder import MatchOutcome, PairResult, decision_times, format_ladder, run_ladder, wilson


def test_wilson_interval():
    low, high = wilson(80, 100)
    assert abs(low - 0.711) < 0.002 and abs(high - 0.867) < 0.002
    assert wilson(0, 0) == (0.0, 1.0)


def test_every_level_has_a_bot(bid_registered):
    assert isinstance(make_bot(bid_registered, "random"), RandomBot)
    assert isinstance(make_bot(bid_registered, "hard"), ISMCTSBot)
    assert make_bot(bid_registered, "easy").iterations < make_bot(bid_registered, "normal").iterations


def test_run_ladder_small(bid_registered):
    seen = []
    result = run_ladder("bid", games=4, seed=1, levels=("random", "easy"), progress=lambda d, t: seen.append(d))
    assert seen[-1] == 4
    pair = result.pairs[0]
    assert (pair.upper, pair.lower, pair.games) == ("easy", "random", 4)
    assert [o.upper_seats for o in pair.outcomes] == [(0,), (1,), (0,), (1,)]
    text = format_ladder(result)
    assert "easy vs random" in text and "95% CI" in text


def test_multiplayer_ranks():
    pair = PairResult("b", "a", 3, [MatchOutcome((0,), (5.0, 1.0, 3.0), (0,), 10, True),
                                    MatchOutcome((1,), (5.0, 1.0, 3.0), (0,), 10, True)])
    assert pair.mean_rank(True) == 2.0
    assert pair.win_rate == 0.5
    assert "rank upper/lower" in format_ladder_for(pair)


def format_ladder_for(pair):
    from tabletop.bots.ladder import LadderResult

    return format_ladder(LadderResult("bid", pair.games, 0, 3, None, [pair]))


def test_decision_times(bid_registered):
    stats = decision_times("bid", "easy", n=10)
    assert stats["count"] == 10
    assert 0 < stats["median"] <= stats["p95"] <= stats["max"]


def test_ismcts_figure_searches_every_position_its_whole_slice_with_the_early_stop_off(bid_registered, monkeypatch):
    """A search that stops early after a few cheap iterations would flatter iterations per second."""
    from tabletop.bots import ismcts as search_module

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "scripts"))
    import bench_probe

    seen = []
    real_run = search_module.Search.run

    def run(search, seconds=None, iterations=None):
        seen.append(search.settings.early_stop)
        return real_run(search, seconds=seconds, iterations=iterations)

    monkeypatch.setattr(search_module.Search, "run", run)
    figure = bench_probe.ismcts("bid", seconds=0.4, positions=4)
    assert seen == [False] * 4 and figure["positions"] == 4
    assert 100 < figure["slowest_per_s"] <= figure["iterations_per_s"] <= figure["fastest_per_s"]


def test_every_registered_game_offers_the_four_levels_or_random_only_without_its_bots():
    """Players pick levels from `bot_levels` (setup screen, --seats): each game with its own bot.py lists
    random to hard; a game without one yet (Invoke) offers random bots only, never a level it cannot play."""
    from importlib.util import find_spec

    from tabletop.engine.registry import game_ids, get_game

    for game_id in game_ids():
        levels = get_game(game_id).info.bot_levels
        if find_spec(f"tabletop.games.{game_id}.bots.bot") is None:
            assert levels == ("random",), game_id
        else:
            assert [lv for lv in levels if lv in LEVELS] == list(LEVELS), game_id


def test_hard_prev_searches_with_the_games_previous_settings(bid_registered, monkeypatch):
    """`hard_prev` is the ladder's yardstick for a new hard: the game's ISMCTS_SETTINGS_PREVIOUS."""
    import types

    module = types.ModuleType("tabletop.games.bid.bots.bot")
    module.ISMCTS_SETTINGS = {"exploration": 0.3}
    module.ISMCTS_SETTINGS_PREVIOUS = {"exploration": 0.9, "rollout_depth": 7}
    monkeypatch.setitem(__import__("sys").modules, "tabletop.games.bid.bots.bot", module)
    hard, previous = make_bot(bid_registered, "hard"), make_bot(bid_registered, "hard_prev")
    assert hard.hooks.settings.exploration == 0.3 and hard.hooks.settings.rollout_depth is None
    assert previous.hooks.settings.exploration == 0.9 and previous.hooks.settings.rollout_depth == 7


def test_the_ladder_command_pits_hard_against_hard_prev(bid_registered, capsys):
    from tabletop.bots.ladder import main

    assert main(["bid", "--levels", "hard_prev,hard", "--games", "2", "--hard-iterations", "3"]) == 0
    assert "| hard vs hard_prev | 2 |" in capsys.readouterr().out


def test_a_level_of_another_revision_plays_as_it_would_here():
    """`easy@HEAD` runs in a process of its own on a checkout of HEAD: the very games `easy` plays here."""
    from tabletop.bots.ladder import play_match
    from tabletop.bots.remote import checkouts

    with checkouts(["easy@HEAD"]) as trees:
        there = play_match("runes", ("random", "easy@HEAD"), 2, trees=trees)
    assert there == play_match("runes", ("random", "easy"), 2)


def test_a_revision_that_cannot_be_checked_out_is_a_one_line_usage_error(capsys):
    import pytest

    from tabletop.bots.ladder import main

    with pytest.raises(SystemExit) as stop:
        main(["runes", "--levels", "hard@no-such-revision,hard", "--games", "1"])
    assert stop.value.code == 2
    assert "cannot check out revision 'no-such-revision'" in capsys.readouterr().err


def test_the_ladder_command_seats_as_many_players_as_asked(monkeypatch, capsys):
    import pytest

    from tabletop.bots import ladder

    seats = []
    real = ladder.run_ladder
    monkeypatch.setattr(ladder, "run_ladder", lambda *a, **k: seats.append(k["seats"]) or real(*a, **k))
    assert ladder.main(["invoke", "--levels", "random,random", "--games", "1", "--players", "3"]) == 0
    assert seats == [3] and "3 seats" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stop:
        ladder.main(["invoke", "--players", "11", "--games", "1"])
    assert stop.value.code == 2 and "2 to 10 players" in capsys.readouterr().err


def test_a_level_suffix_fixes_that_sides_iterations_here_and_in_another_revision():
    """`hard:iter=N` is hard searching N iterations, locally and as `hard@HEAD:iter=N` in a process of its own."""
    from tabletop.bots.ladder import play_match
    from tabletop.bots.remote import checkouts

    here = play_match("runes", ("normal", "hard:iter=6"), 3)
    assert here == play_match("runes", ("normal", "hard"), 3, hard_iterations=6)
    with checkouts(["hard@HEAD:iter=6"]) as trees:
        assert play_match("runes", ("normal", "hard@HEAD:iter=6"), 3, trees=trees) == here


def test_split_iterations_reads_the_count_and_refuses_a_bad_one():
    import pytest

    from tabletop.bots.levels import split_iterations

    assert split_iterations("hard@6ac7c5d:iter=120") == ("hard@6ac7c5d", 120)
    assert split_iterations("hard") == ("hard", None)
    for bad in ("hard:iter=", "hard:iter=0", "hard:iter=-3", "hard:iter=ten"):
        with pytest.raises(ValueError, match="whole number above 0"):
            split_iterations(bad)


def test_the_ladder_command_refuses_iterations_for_a_level_that_does_not_search(capsys):
    import pytest

    from tabletop.bots.ladder import main

    for levels, message in (("normal:iter=5,hard", "normal is not a search"),
                            ("normal,hard:iter=many", "whole number above 0")):
        with pytest.raises(SystemExit) as stop:
            main(["runes", "--levels", levels, "--games", "1"])
        assert stop.value.code == 2 and message in capsys.readouterr().err


def test_a_remote_bot_is_built_before_the_game_starts(capfd):
    """Its process has imported and built its bot when `RemoteBot` returns (so start-up never
    overlaps the other side's thinking): a level it cannot build fails right there."""
    import pytest

    from tabletop.bots.remote import RemoteBot, checkouts
    from tabletop.engine.registry import get_game

    with checkouts(["normal@HEAD"]) as trees:
        with pytest.raises(RuntimeError, match="stopped"):
            RemoteBot(get_game("runes"), "normal", trees["HEAD"], 2, 0, 0, iterations=5)
    assert "not a search" in capfd.readouterr().err
