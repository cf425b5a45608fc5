"""scripts/bench helpers: the child's own peak memory, the spread of interleaved ratios."""
import subprocess
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
sys.path.insert(0, str(SCRIPTS))

from bench_compare import spread  # noqa: E402


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
