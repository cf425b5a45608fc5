"""`tabletop decks`, `decks check` and `--deck SEAT=FILE` on play, simulate and ladder."""
import pytest

from tabletop import cli
from tabletop.cli import main
from tabletop.games.invocacion.rules.constructed import ready_made

ILLEGAL = "game: invocacion\n[main]\n3 ember_hound\n1 first_flame\n1 first_flame\n"


@pytest.fixture
def illegal(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(ILLEGAL, encoding="utf-8")
    return path


def test_decks_lists_the_ready_made_and_the_users_decks_with_their_legality(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    mine = tmp_path / "decks" / "invocacion"
    mine.mkdir(parents=True)
    (mine / "broken.txt").write_text(ILLEGAL, encoding="utf-8")
    assert main(["decks", "invocacion"]) == 0
    out = capsys.readouterr().out
    assert "borderlands" in out and "30 cards, legal" in out
    assert "broken" in out and "yours" in out and "ILLEGAL (4 problem(s)): line 3: 3 copies of 'ember_hound'" in out


def test_decks_check_prints_every_broken_rule_and_exits_1(illegal, capsys):
    assert main(["decks", "check", str(illegal)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{illegal}:3: 3 copies of 'ember_hound', at most 2"
    assert lines[1] == f"{illegal}:5: 2 copies of 'first_flame', a promotional card (★1): at most 1"
    assert f"{illegal}:5: a deck has 30 cards, this one has 5" in lines


def test_decks_check_of_a_legal_file_says_ok(capsys):
    assert main(["decks", "check", str(ready_made()[0])]) == 0
    assert capsys.readouterr().out.endswith("ok (invocacion, 30 cards)\n")


def test_decks_check_of_a_file_without_header_exits_1(tmp_path, capsys):
    path = tmp_path / "plain.txt"
    path.write_text("2 ember_hound\n", encoding="utf-8")
    assert main(["decks", "check", str(path)]) == 1
    assert capsys.readouterr().out.startswith(f"{path}:1: no `game: <id>` header")


@pytest.mark.parametrize("argv", [
    ["decks", "runes"],
    ["decks", "check"],
    ["decks", "check", "/no/such/deck.txt"],
    ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", "two=x.txt"],
    ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", "3=borderlands"],
    ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", "1=no_such_deck"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "1", "--deck", "1=borderlands"],
    ["ladder", "invocacion", "--games", "1", "--deck", "1=no_such_deck"],
])
def test_deck_misuse_prints_one_line_and_exits_2(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and "Traceback" not in err


def test_an_illegal_deck_given_to_a_seat_is_refused_with_file_line_and_rule(illegal, capsys):
    argv = ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", f"2={illegal}"]
    assert main(argv) == 2
    assert f"{illegal}:3: 3 copies of 'ember_hound', at most 2" in capsys.readouterr().err


def test_play_gives_the_seat_its_deck_and_the_others_a_ready_made_one(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    opened = {}
    monkeypatch.setattr(cli, "open_app", lambda start, **kw: opened.update(kw) or 0)
    assert main(["play", "invocacion", "--seats", "human,bot:hard", "--deck", "1=tide_and_gale", "--seed", "3"]) == 0
    variants = opened["session"].full_state_unsafe_for_bots().variants
    assert variants.constructed and variants.deck_names == ["tide_and_gale", ready_made()[1].stem]
    assert "[main] 2 frontier_lord" in opened["session"].record.options["decks"]


def test_simulate_plays_with_the_seats_decks(capsys):
    argv = ["simulate", "invocacion", "--seats", "bot:random,bot:random", "--games", "1", "--deck", "2=tide_and_gale"]
    assert main(argv) == 0
    assert "bot:random" in capsys.readouterr().out


def test_decks_check_follows_a_game_option_deck_legality_depends_on(tmp_path, capsys):
    from tabletop.games.ecg.rules.decks import DECKS_DIR

    text = (DECKS_DIR / "lobo.txt").read_text(encoding="utf-8").replace("1 refuerzos", "1 lobo_skorn", 1)
    path = tmp_path / "lobo.txt"
    path.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    rhagna, skorn = (next(n for n, line in enumerate(lines, 1) if line.startswith(f"1 {g}"))
                     for g in ("lobo_rhagna", "lobo_skorn"))
    assert main(["decks", "check", str(path)]) == 1
    assert capsys.readouterr().out == (f"{path}:{rhagna}: a deck holds one general card; "
                                       f"this deck also has Skorn the One-Eyed (line {skorn})\n")
    assert main(["decks", "check", str(path), "--option", "general_rule=type"]) == 0
    assert capsys.readouterr().out == f"{path}: ok (ecg, 42 cards)\n"
    assert main(["decks", "check", str(path), "--option", "general_rule=any"]) == 2
