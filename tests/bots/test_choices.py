"""The normal and easy Rune Duel bots choose as they did before the speed work (the digest recorded then)."""
import pytest

from tabletop.bots.choices import choice_digest, main, recorded


@pytest.mark.parametrize("level", ["normal", "easy"])
def test_rune_duel_bots_make_the_recorded_choices(level):
    digest, count = choice_digest("runes", level, 6)
    assert count > 500
    assert digest == recorded("runes", level, 6)


def test_another_choice_changes_the_digest(monkeypatch):
    from tabletop.games.runes.bots import bot

    monkeypatch.setattr(bot, "KILL_BONUS", 0.0)
    monkeypatch.setattr(bot, "BENEFICIAL", {kind: 0.0 for kind in bot.BENEFICIAL})
    assert choice_digest("runes", "normal", 6)[0] != recorded("runes", "normal", 6)


def test_the_check_command_says_whether_the_choices_are_the_same(capsys):
    assert main(["runes", "normal", "--games", "6"]) == 0
    assert "the same as recorded" in capsys.readouterr().out
    assert main(["runes", "normal", "--games", "5"]) == 2
