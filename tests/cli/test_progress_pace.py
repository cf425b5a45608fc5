"""Issue 31.1: long runs show games done, games/s and the time left."""
import io

from tabletop.terminal_progress import ProgressBar


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_the_bar_says_games_per_second_and_time_left(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    now = [100.0]
    bar = ProgressBar(_Terminal(), clock=lambda: now[0])
    now[0] = 110.0  # 20 games in 10 s: 2 a second, 80 left: 40 s
    bar.update(20, 100)
    assert bar.stream.getvalue().endswith("20/100  2.0 games/s, 40 s left")
    now[0] = 150.0  # 25 games in 50 s: 0.5 a second, 75 left: 2 min 30 s
    bar.update(25, 100)
    assert bar.stream.getvalue().endswith("25/100  0.5 games/s, 2 min 30 s left")
