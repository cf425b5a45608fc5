"""Invoke: the table says how card order works where the player builds an invocation (issue 28: a newcomer "could
not work out how card order works in an invocation; only learned from the preview line"). Before the first card,
in place of "No invocation on the table.": the first card fixes the form; once cards lie there, beside "Ana
builds:": +/− add to the card just before them. Whole, inside the centre, in English and Spanish, at 1280x720 and
1920x1080; never while another mage builds."""
from __future__ import annotations

import pygame
import pytest

from tabletop.games.invoke.rules.messages import text
from tabletop.games.invoke.view import shots as shots_invoke
from tabletop.games.invoke.view.build_hint import LAID_KEYS
from tests.ui.test_invoke_table_size import written
from tests.ui.test_teach_and_log import open_table

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module")
def laid():
    """Ana halfway through an attack (cards laid)."""
    return shots_invoke.building_session()


@pytest.fixture(scope="module")
def nothing_laid():
    """Ten mages, Ana to build, no card laid yet."""
    return shots_invoke.ten_mages_session()


def drawn_lines(make_app, monkeypatch, session, size, lang, viewer=None):
    """(words, rect) of every line the view writes, and the centre's rect, for `session` drawn at `size` in `lang`."""
    from tabletop.ui.i18n import set_language

    lines = written(monkeypatch)
    app = make_app(size=size)
    app.settings.language = lang
    set_language(lang)
    app, table = open_table(lambda size: app, session, size=size)
    if viewer is not None:
        table.view.viewer = viewer
    table.view.zones.forget()
    lines.clear()  # only what this frame writes
    table.view.draw_static(pygame.Surface(app.size), table.observation(), table.context())
    return [(words, rect) for words, _points, rect in lines], table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_before_the_first_card_the_table_says_the_first_fixes_the_form(make_app, monkeypatch, nothing_laid, size,
                                                                        lang):
    from tabletop.games.invoke.view.build_hint import first_card_lines

    lines, table = drawn_lines(make_app, monkeypatch, nothing_laid, size, lang)
    centre = table.view.lay.centre
    hint = first_card_lines(table.context().fonts, lang, centre.width - table.view._px(28))
    assert hint and " ".join(hint) == text("view.order.first", lang)  # whole, on one or two lines
    for line in hint:
        assert any(words == line and centre.contains(rect) for words, rect in lines), line
    assert text("view.empty", lang) not in [words for words, _rect in lines]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_beside_the_cards_laid_the_table_says_modifiers_add_to_the_card_before(make_app, monkeypatch, laid, size,
                                                                                lang):
    lines, table = drawn_lines(make_app, monkeypatch, laid, size, lang)
    centre = table.view.lay.centre
    label = next(rect for words, rect in lines if words == text("view.building", lang, seat_name="Ana"))
    hints = [(words, rect) for words, rect in lines if words in {text(key, lang) for key in LAID_KEYS}]
    assert hints and len({(words, tuple(rect)) for words, rect in hints}) == 1
    words, rect = hints[-1]
    assert centre.contains(rect) and rect.left > label.right and abs(rect.centery - label.centery) <= 3
    assert not any(rect.colliderect(other) for text_, other in lines if text_ != words and other.width)
    if size == (1920, 1080):
        assert words == text("view.order.laid", lang)  # the whole rule where there is room


def test_no_hint_while_another_mage_builds(make_app, monkeypatch, laid):
    """Bea's view of Ana's invocation: the table tells how to build only to the mage who builds."""
    lines, _table = drawn_lines(make_app, monkeypatch, laid, (1920, 1080), "en", viewer=1)
    said = {words for words, _rect in lines}
    assert not said & {text(key, "en") for key in (*LAID_KEYS, "view.order.first")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_manifestation_says_the_cards_after_it_are_kept_not_added_to(make_app, monkeypatch, lang):
    """Played from the screen: after a Mermaid the −2 is held by it, not added to it - the hint says so there."""
    from tabletop.games.invoke.view.build_hint import MANIFEST_KEYS

    session = shots_invoke.building_session()
    session.full_state_unsafe_for_bots().building["cards"] = ["mermaid"]
    lines, _table = drawn_lines(make_app, monkeypatch, session, (1920, 1080), lang)
    said = {words for words, _rect in lines}
    assert text(MANIFEST_KEYS[0], lang) in said
    assert not said & {text(key, lang) for key in LAID_KEYS}
