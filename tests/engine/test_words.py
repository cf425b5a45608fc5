"""Counted nouns in message templates: `{count:card|cards}`."""
from tabletop.engine.registry import get_game
from tabletop.engine.words import WORDS


def test_a_counted_noun_is_singular_for_one_and_plural_otherwise():
    assert WORDS.format("{n:card|cards}", n=1) == "1 card"
    assert WORDS.format("{n:card|cards}", n=0) == "0 cards"
    assert WORDS.format("{n:carta|cartas} y {m:oración|oraciones}", n=3, m=1) == "3 cartas y 1 oración"
    assert WORDS.format("{n:wound|wounds}", n=-1) == "-1 wound"


def test_ordinary_format_specs_still_work():
    assert WORDS.format("{a:+d} {b:.1f} {c}", a=3, b=2.25, c="x") == "+3 2.2 x"


def test_invoke_says_one_power_gem_and_two_power_gems():
    game = get_game("invoke")
    assert game.text("damage.mage", "en", target_name="Bea", count=1) == "Bea loses 1 Power Gem."
    assert game.text("damage.mage", "es", target_name="Bea", count=2) == "Bea pierde 2 Gemas de Poder."


def test_no_message_says_card_s_every_counted_noun_uses_the_plural_spec():
    import importlib
    import re

    from tabletop.engine.registry import all_games
    from tabletop.ui.i18n import CATALOGUES

    for words in ("tabletop.ui.deck_words", "tabletop.games.invocacion.view.view_words", "tabletop.games.ecg.view.view_words",
                  "tabletop.games.gnostica.view.view_panels"):  # they add their words to the catalogues when imported
        importlib.import_module(words)

    tables = {f"{game.info.id}/{lang}": words for game in all_games() for lang, words in game.messages.items()}
    tables.update({f"ui/{lang}": words for lang, words in CATALOGUES.items()})
    lazy = {f"{where}: {key}": text for where, words in tables.items() for key, text in words.items()
            if re.search(r"\w\((s|es|n)\)", text)}
    assert not lazy, lazy
