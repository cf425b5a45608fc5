"""The ladder's game count: in place on a terminal, one line per count in a log file."""
from __future__ import annotations

import io

from tabletop.bots.progress import LINES_PER_RUN, GameCounter


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def count_to(total: int, stream) -> str:
    counter = GameCounter(stream)
    for done in range(1, total + 1):
        counter(done, total)
    counter.finish()
    return stream.getvalue()


def test_without_a_terminal_each_count_is_a_line_of_its_own():
    lines = count_to(200, io.StringIO()).splitlines()
    assert lines[0] == "10/200" and lines[-1] == "200/200"
    assert len(lines) == LINES_PER_RUN and all(line.count("/") == 1 for line in lines)


def test_a_short_run_without_a_terminal_shows_every_game():
    assert count_to(3, io.StringIO()) == "1/3\n2/3\n3/3\n"


def test_on_a_terminal_the_count_is_redrawn_in_place_and_its_line_ended():
    assert count_to(3, Terminal()) == "\r1/3\r2/3\r3/3\n"


def test_the_ladder_command_writes_its_count_in_lines_when_not_on_a_terminal(capsys):
    from tabletop.bots import ladder

    assert ladder.main(["runes", "--levels", "random,random", "--games", "2"]) == 0
    assert capsys.readouterr().err == "1/2\n2/2\n"
