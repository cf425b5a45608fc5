"""Choosers of two or three options are small menus beside what was clicked, never a full-screen panel."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from test_stop_to_respond import open_at, stopped_at


def few_choices(session) -> bool:
    counts = Counter(a.ref for a in session.legal_actions() if a.ref is not None)
    return any(2 <= n <= 3 for n in counts.values())


def clicked_card_with_few_choices(make_app):
    """(app, table, ref, rect, count): an ECG table where a card with 2-3 choices was just clicked."""
    session = stopped_at("ecg", few_choices)
    app, table = open_at(make_app, session)
    counts = Counter(a.ref for a in table.legal() if a.ref is not None)
    ref = next(r for r, n in counts.items() if 2 <= n <= 3)
    rect = next(r for r, h in reversed(table.view.hits) if h == ref)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    return app, table, ref, rect, counts[ref]


def test_two_or_three_choices_of_a_card_open_a_small_menu_beside_it(make_app):
    app, table, _ref, rect, count = clicked_card_with_few_choices(make_app)
    chooser = table.chooser
    assert chooser is not None and not chooser.grid and len(chooser.options) == count
    assert not chooser.rect.colliderect(rect)  # beside the card, not over it
    assert chooser.rect.left >= rect.right or chooser.rect.right <= rect.left
    assert abs(chooser.rect.centery - rect.centery) < app.size[1] // 2
    table_area = table.areas()["table"]
    assert chooser.rect.width < table_area.width // 2 and chooser.rect.height < table_area.height
    app.draw()  # the small menu draws its options without card pictures


def test_opened_from_the_keyboard_it_also_sits_beside_the_card(make_app):
    session = stopped_at("ecg", few_choices)
    app, table = open_at(make_app, session)
    counts = Counter(a.ref for a in table.legal() if a.ref is not None)
    table.kb_ref = next(r for r, n in counts.items() if 2 <= n <= 3)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    rect = next(r for r, h in reversed(table.view.hits) if h == table.chooser.ref)
    assert not table.chooser.grid and not table.chooser.rect.colliderect(rect)


def test_a_small_menu_is_wide_enough_for_each_label_with_its_key_number(make_app):
    """Issue 28 (newcomer pass): "Entrenar Cachorro de la Nieve" was cut in its row, the width not counting "2  "."""
    from tabletop.ui.chooser import Chooser, Option
    from tabletop.ui.theme import fit_text

    session = stopped_at("ecg", few_choices)
    app, table = open_at(make_app, session)
    actions = table.legal()[:2]
    labels = ["Corte: Cachorro de la Nieve", "Entrenar Cachorro de la Nieve"]
    chooser = Chooser(table, None, [Option(a, label) for a, label in zip(actions, labels)], (200, 300))
    fonts = app.fonts
    for index, (label, cell) in enumerate(zip(labels, chooser.cells)):
        shown = f"{index + 1}  {label}"
        assert fit_text(fonts, shown, 16, cell.width - chooser.px(20), True) == shown


def test_a_menu_opened_on_a_card_names_the_card_instead_of_repeating_the_prompt(make_app):
    _app, table, ref, _rect, _count = clicked_card_with_few_choices(make_app)
    name = table.cards.fields(table.view.hover_card(ref))["name"]["en"]
    assert table.chooser.title == f"What to do with {name}?"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang, title", [("en", "What to do with White Wolf Scout?"),
                                         ("es", "¿Qué hacer con Explorador del Lobo Blanco?")])
def test_a_small_menu_is_wide_enough_for_its_title(make_app, size, lang, title):
    """Played from the screen at 1280x720: "What to do with White Wol…" - the menu grows to say its title whole (the
    key hint gives way first)."""
    from tabletop.ui.chooser import Chooser, Option
    from tabletop.ui.i18n import set_language
    from tests.ui.table_scene import show_table

    session = stopped_at("ecg", few_choices)
    app = make_app(size=size)
    set_language(lang)
    app, table = show_table(app, session)
    actions = table.legal()[:2]
    chooser = Chooser(table, None, [Option(a, str(a)) for a in actions], (200, 300), title=title)
    (shown, rect), _hint = chooser.header()
    assert shown == title and chooser.rect.contains(rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_small_menu_says_a_maneuvers_long_labels_whole(make_app, size):
    """Played from the screen at 1920x1080 in Spanish: "Enfrentamiento: Cachorro de la Nieve → Legiona…" - the
    menu grows (within the window) until each label fits its row whole."""
    from tabletop.ui.chooser import Chooser, Option
    from tabletop.ui.i18n import set_language
    from tabletop.ui.theme import fit_text
    from tests.ui.table_scene import show_table

    session = stopped_at("ecg", few_choices)
    app = make_app(size=size)
    set_language("es")
    app, table = show_table(app, session)
    actions = table.legal()[:2]
    labels = ["Enfrentamiento: Cachorro de la Nieve → Legionario de la Melena",
              "Carga: Cachorro de la Nieve → Legionario de la Melena"]
    chooser = Chooser(table, None, [Option(a, label) for a, label in zip(actions, labels)], (200, 300))
    assert pygame.Rect((0, 0), size).contains(chooser.rect)
    for index, (label, cell) in enumerate(zip(labels, chooser.cells)):
        shown = f"{index + 1}  {label}"
        assert fit_text(app.fonts, shown, 16, cell.width - chooser.px(20), True) == shown
