"""Invoke's table says what its cards are (issue 28, the newcomer's second pass): at 1280x720 the hand's cards were
74 px wide and showed no text, at 1920x1080 their printed first sentence was cut ("An element: Fire 1 wherever
the…"). The cards are now at least 90 px wide at 1280x720 and every card of the set shows its short form (the
card data's `short`) whole, in English and Spanish, at both sizes; each pile says what it holds."""
from __future__ import annotations

import pygame
import pytest

from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.view import shots as shots_invoke
from tabletop.ui.cards import short_text
from tests.ui.test_teach_and_log import open_table

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module")
def building():
    """Ana building an invocation, cards in hand."""
    return shots_invoke.building_session()


@pytest.fixture
def fitted(monkeypatch):
    """(words, lines) of every caption laid out from now on (the plates' cache emptied first)."""
    found: list[tuple[str, list[str]]] = []
    real = short_text.fit

    def noting(words, *args, **kwargs):
        lines, size = real(words, *args, **kwargs)
        found.append((words, lines))
        return lines, size
    monkeypatch.setattr(short_text, "fit", noting)
    short_text._captions.clear()
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_hand_card_shows_its_short_text_whole(make_app, building, fitted, size, lang):
    from tabletop.ui.i18n import set_language

    app = make_app(size=size)
    app.settings.language = lang
    set_language(lang)
    app, table = open_table(lambda size: app, building, size=size)
    hand = [rect for rect, _ref in table.view.hand]
    assert hand and all(rect.width >= short_text.MIN_WIDTH for rect in hand), hand[0]
    ctx, rect = table.context(), hand[0]
    scratch = pygame.Surface(app.size)
    for card_id in deck().cards:
        fitted.clear()
        short_text._captions.clear()  # laid out afresh, not taken from the plates drawn before
        table.view._draw_card(scratch, ctx, card_id, rect, 12)
        short = deck()[card_id].short[lang]
        assert [words for words, _lines in fitted] == [short], card_id
        assert not any(line.endswith("…") for line in fitted[0][1]), (card_id, fitted[0][1])


def test_every_card_of_the_set_has_a_short_form_in_both_languages():
    """The short forms live in the card data (card_data/invoke/cards.yaml), never in the view."""
    assert all(card.short and card.short.get("en") and card.short.get("es") for card in deck().cards.values())


@pytest.fixture(scope="module")
def two_mages():
    """A two-mage game half played (the table's usual first game: you against one bot)."""
    from tabletop.engine.registry import get_game
    from tabletop.ui.shots import midgame_session
    return midgame_session(get_game("invoke"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang, holds", [("en", ["elements, items, creatures", "moves, Invoke, Discard, walls, chaos",
                                                 "targets, +/−, Delay, Sustain, Haste"]),
                                         ("es", ["elementos, objetos, criaturas",
                                                 "movimientos, Invocar, Descartar, muros, caos",
                                                 "objetivos, +/−, Demora, Sostén, Prisa"])])
def test_each_pile_says_what_it_holds(make_app, monkeypatch, two_mages, size, lang, holds):
    """A newcomer's first decision is which pile to draw from, and the piles said only their names: under each
    name, what the pile holds, whole (on a crowded table, where the column is too narrow, not at all)."""
    from tabletop.ui.i18n import set_language
    from tests.ui.test_invoke_table_size import written

    lines = written(monkeypatch)
    app = make_app(size=size)
    app.settings.language = lang
    set_language(lang)
    app, table = open_table(lambda size: app, two_mages, size=size)
    table.view.zones.forget()
    table.view.draw_static(pygame.Surface(app.size), table.observation(), table.context())
    drawn = [words for words, _points, _rect in lines]
    assert all(words in drawn for words in holds)
    centre = table.view.lay.centre
    assert all(centre.contains(rect) for words, _points, rect in lines if words in holds)


def crowded_hand(count: int):
    """Two mages, Ana to build with `count` cards in hand (cards added to a dealt hand)."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session

    session = Session(get_game("invoke"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 1)
    while not (session.to_move() == 0 and session.observation(0).phase == "build"):
        session.play(session.legal_actions()[0])
    hand = session.full_state_unsafe_for_bots().hands[0]
    extra = list(deck().cards)
    hand.extend(extra[k % len(extra)] for k in range(count - len(hand)))
    return session


@pytest.mark.parametrize("count", [9, 11])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_crowded_hand_at_1280_keeps_every_name_whole(make_app, monkeypatch, count, lang):
    """'Smaller cards keep name and key numbers' (issue 28 §1): with 9 or 11 cards at 1280x720 the hand's cards are
    under 90 px wide (no effect text); every card of the set still shows its whole name there (Invoke's numbers are
    its names: +1, −2), never cut."""
    from tabletop.ui.i18n import set_language
    from tests.ui.test_invoke_table_size import written

    app = make_app(size=(1280, 720))
    app.settings.language = lang
    set_language(lang)
    app, table = open_table(lambda size: app, crowded_hand(count), size=(1280, 720))
    hand = [rect for rect, _ref in table.view.hand]
    assert len(hand) == count and all(rect.width < short_text.MIN_WIDTH for rect in hand)
    lines = written(monkeypatch)
    ctx, rect, scratch = table.context(), hand[0], pygame.Surface(app.size)
    for card_id in deck().cards:
        lines.clear()
        table.view._draw_card(scratch, ctx, card_id, rect, 12)
        name = deck()[card_id].name[lang]
        said = [(words, shown) for words, _points, shown in lines]
        assert " ".join(words for words, _shown in said).split() == name.split(), (card_id, said)
        tile = pygame.Rect((0, 0), rect.size)  # a face is drawn on a tile of its own, then put in its place
        assert all(rect.contains(shown) or tile.contains(shown) for _words, shown in said), (card_id, said)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_mages_name_reads_whole_beside_two_digit_gems(make_app, monkeypatch, size, lang):
    """Played from the screen at 1920x1080: "Bot 2 (norm…  gemas: 10" - the name takes smaller letters, then the
    gems go down to the status line, before the name is cut."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.ui.i18n import set_language
    from tests.ui.test_invoke_table_size import written

    session = Session(get_game("invoke"), [Seat("human", "Ana"), Seat("bot", "Bot 2 (normal)", "random")], 1)
    session.full_state_unsafe_for_bots().gems[1] = 10
    app = make_app(size=size)
    app.settings.language = lang
    set_language(lang)
    lines = written(monkeypatch)
    app, table = open_table(lambda size: app, session, size=size)
    table.view.zones.forget()
    lines.clear()
    table.view.draw_static(pygame.Surface(app.size), table.observation(), table.context())
    said = [words for words, _points, _rect in lines]
    assert "Bot 2 (normal)" in said and not any(words.endswith("…") for words in said)
