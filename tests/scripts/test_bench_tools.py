"""scripts/bench helpers: the child's own peak memory, the spread of interleaved ratios."""
import subprocess
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
sys.path.insert(0, str(SCRIPTS))

from bench_compare import registered_in, spread  # noqa: E402


def test_peak_memory_of_a_child_ignores_the_parents_high_water_mark():
    ballast = bytearray(300 * 1024 * 1024)  # the parent touches 300 MB before starting the child
    ballast[::4096] = b"x" * len(ballast[::4096])
    code = f"import sys; sys.path.insert(0, {str(SCRIPTS)!r}); import bench_probe; print(bench_probe.own_peak_mb())"
    child = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    del ballast
    assert 1 < child < 100


def test_spread_gives_the_median_and_quartiles_of_the_round_ratios():
    assert spread([1.0, 2.0, 3.0, 4.0, 5.0]) == (3.0, 2.0, 4.0)
    assert spread([2.0]) == (2.0, 2.0, 2.0)


def test_only_selects_figures_by_probe_name_or_by_label_text():
    from bench_compare import Figure, selected

    frame = Figure("runes", "frame p99 ms (4 seats late)", "frames", {}, "p99_ms", False)
    start = Figure("runes", "start-up to the first frame s", "startup", {}, "seconds", False, "app")
    rules = Figure("runes", "random playout actions/s (2 seats)", "playouts", {}, "actions_per_s", True)
    assert [f for f in (frame, start, rules) if selected(f, "frames,startup")] == [frame, start]
    assert [f for f in (frame, start, rules) if selected(f, "playout")] == [rules]
    assert all(selected(f, None) for f in (frame, start, rules))


def test_slow_frames_prints_the_profiles_of_the_slowest_frames_slowest_first(tmp_path, monkeypatch):
    import re

    from bench_slow import slow_frames

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("TABLETOP_CONFIG_DIR", str(tmp_path))
    text = slow_frames("runes", frames=20, share=0.1)
    costs = [float(ms) for ms in re.findall(r"^=== frame \d+: ([\d.]+) ms CPU", text, flags=re.M)]
    assert len(costs) == 2 and costs == sorted(costs, reverse=True)
    assert "(frame)" in text  # the profile of App.frame follows each header


def test_a_game_the_other_revision_does_not_register_is_left_out_of_the_comparison(tmp_path):
    registry = tmp_path / "tabletop" / "engine" / "registry.py"
    registry.parent.mkdir(parents=True)
    registry.write_text('GAME_MODULES = {\n    "runes": "tabletop.games.runes.rules.game",\n}\n', encoding="utf-8")
    assert registered_in(tmp_path, "runes")
    assert not registered_in(tmp_path, "invocacion")
    assert not registered_in(tmp_path / "missing", "runes")


def test_the_hard_figure_says_whether_a_hard_that_is_not_the_ismcts_searched():
    """Invoke's hard is its planner (no play-outs); Invocación's hard samples play-outs: the bench tells them apart."""
    from bench import hard_words
    from bench_probe import hard_decisions

    planner = hard_decisions("invoke", 0.2)
    assert planner["decisions"] > 0 and planner["searched"] == 0 and planner["playouts_per_s"] == 0
    assert hard_words(planner).startswith("no search")
    search = hard_decisions("invocacion", 1.0)
    assert search["searched"] > 0 and search["playouts_per_s"] > 0
    assert hard_words(search).startswith("Monte Carlo")


def test_the_yields_figure_notes_the_cpu_between_every_two_passes_of_the_frame_gate():
    """A searching hard (Rune Duel's ISMCTS) passes the gate many times a decision, each stretch a CPU time; the
    figure's quantiles are ordered."""
    from bench_probe import hard_yields

    figures = hard_yields("runes", decisions=1)
    assert figures["decisions"] == 1 and figures["passes"] > 10
    assert 0 <= figures["median_ms"] <= figures["p99_ms"] <= figures["p999_ms"] <= figures["max_ms"]
