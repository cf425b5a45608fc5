"""Invocación's prize is said on the table (issue 28, left-overs of the newcomer pass): that the winner takes as a
trophy the invocation with the highest printed Power on the table, possibly their own, was only in the log and
the rules; the centre strip now says it in a line, its round title explains the combat's end when pointed at, and
the last round's result says whose card the trophy was."""
from __future__ import annotations

import pygame
import pytest

from invocacion_audit import show_table
from invocacion_texts import drawn_texts
from test_invocacion_newcomer import SIZES, preparation, reaction  # noqa: F401 - the same positions (fixtures)
from tabletop.games.invocacion.view.view_combat import result_words
from tabletop.games.invocacion.view.view_words import t


def said(table) -> str:
    """Every word the view draws now, one line."""
    return " ".join(" ".join(text.words for text in drawn_texts(table)).split())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("which", ["reaction", "preparation"])
def test_the_strip_says_the_prize_whole(make_app, request, which, size, lang):
    """In the combat and in the Preparation before it, the strip's prize line reads whole (wrapped, never "…")."""
    _app, table = show_table(make_app(size=size), request.getfixturevalue(which), lang)
    words = " ".join(t("prize.line", lang).split())
    assert words in said(table)
    texts = drawn_texts(table)
    strip = table.view.lay.strip
    prize = [text.rect for text in texts if text.words in words and strip.contains(text.rect)]
    assert prize and strip.contains(table.view.strip_tips[0][0])
    others = [text for text in texts if text.words not in words and text.rect.colliderect(strip)]
    assert not any(line.colliderect(text.rect) for line in prize for text in others)
    assert not any("…" in text.words for text in texts if strip.contains(text.rect))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_pointing_at_the_round_says_how_the_combat_ends_and_what_the_winner_takes(make_app, reaction, lang):
    """The round's title in the strip, pointed at, gives the whole rule: who wins, ties, the trophy (theirs or
    anybody's), and that its Power counts as victory points."""
    app, table = show_table(make_app(size=(1280, 720)), reaction, lang)
    title, words = table.view.strip_tips[0]
    assert words == t("tip.prize", lang)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=title.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.update(0.02)
    assert " ".join(words.split()) in said(table)
    assert table.view.mark_tip(table.context(), table.observation()) == (title, words)


@pytest.mark.parametrize("lang,own,other", [
    ("en", "Trophy: Ember Hound, their own (the highest printed Power on the table).",
     "Trophy: Ember Hound, from Cy (the highest printed Power on the table)."),
    ("es", "Trofeo: Ember Hound, la suya (el mayor Poder impreso de la mesa).",
     "Trofeo: Ember Hound, de Cy (el mayor Poder impreso de la mesa).")])
def test_the_result_says_whose_card_the_trophy_was(lang, own, other):
    """'the winner takes the highest printed Power card, possibly their own': the result line says which."""
    names = ["Ana", "Bo", "Cy"]
    mine = {"winner": 2, "power": 7, "trophy": "ember_hound", "owner": 2, "round": 3}
    theirs = dict(mine, winner=1)
    assert result_words(mine, lang, names, lambda card: "Ember Hound").endswith(own)
    assert result_words(theirs, lang, names, lambda card: "Ember Hound").endswith(other)
