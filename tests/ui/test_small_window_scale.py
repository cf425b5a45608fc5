"""A small window at a large interface size (issue 28 §1): 1280x720 at 150 % and 200 % keeps the main menu's
title, the New game screen's options and ECG's hero stats whole, and Settings says what 200 % cannot do."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game

SCALES = (1.5, 2.0)


def small_app(make_app, scale: float, size=(1280, 720)):
    """An app on a `size` window at interface size `scale`."""
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.relayout()
    return app


def frames(app, count: int = 2) -> None:
    for _ in range(count):
        app.update(0.02)
        app.draw()


@pytest.mark.parametrize("scale", SCALES)
def test_main_menu_title_stays_whole_above_the_buttons(make_app, scale):
    """'... the main menu title ... stay whole' at 1280x720 and 150 %/200 %."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.menu_backdrop import title_place
    app = small_app(make_app, scale)
    menu = MenuScene(app)
    app.reset_to(menu)
    frames(app)
    top = min(button.relative_rect.y for button in menu.buttons.values())
    bottom = max(button.relative_rect.bottom for button in menu.buttons.values())
    title_y, tagline_y = title_place(app, top)
    assert title_y >= 0 and tagline_y + app.fonts.get(20, serif=True, italic=True).get_linesize() <= top
    assert bottom <= app.size[1]


@pytest.mark.parametrize("scale", SCALES)
def test_new_game_options_scroll_and_never_lie_under_back_or_start(make_app, scale):
    """'... the New game screen's options (scrolling, never under Back/Start) stay whole.'"""
    import pygame
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene
    app = small_app(make_app, scale)
    setup = SetupScene(app, "ecg")
    app.reset_to(MenuScene(app), setup)
    frames(app)
    keys = [option.key for option in get_game("ecg").info.options]
    seen: set = set()
    for _ in range(40):
        view = setup.options_view(setup.columns()[2])
        for key, widget in setup.widgets["options"].items():
            rect = widget.element.rect if hasattr(widget, "element") else widget.rect
            assert view.contains(rect)
            for button in ("back", "start", "teach"):
                assert not rect.colliderect(setup.widgets[button].relative_rect)
        seen |= set(setup.widgets["options"])
        if setup.options_scroll >= setup.most_options_scroll():
            break
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=view.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert setup.most_options_scroll() > 0  # this small window does scroll
    assert seen == set(keys)  # every option was reachable


@pytest.mark.parametrize("scale", SCALES)
def test_ecg_hero_stats_keep_their_labels(make_app, scale, monkeypatch):
    """'... ECG's hero stats with their labels ... stay whole.'"""
    from tabletop.games.ecg.view import view_draw
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table
    grids, lines = [], []
    real_line = view_draw.Painter.stat_line
    monkeypatch.setattr(view_draw.Painter, "stat_grid", lambda self, *a, **k: grids.append(a))
    monkeypatch.setattr(view_draw.Painter, "stat_line",
                        lambda self, surface, pos, icon, words, *a, **k: lines.append(words) or
                        real_line(self, surface, pos, icon, words, *a, **k))
    view_draw.forget_pictures()  # the numbers are painted afresh, not taken from a picture another test kept
    app = small_app(make_app, scale)
    show_table(app, midgame_session(get_game("ecg"), seed=11, fraction=0.4))
    assert not grids
    assert sum(words.startswith("Morale") for words in lines) >= 2  # both heroes, labelled
    assert any(words.startswith("Madness") for words in lines) and any(words.startswith("Renown") for words in lines)


def test_settings_say_what_200_percent_cannot_do_on_a_small_window(make_app):
    """'Settings says what 200 % cannot do on a small window.'"""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.settings import SettingsScene
    app = small_app(make_app, 2.0)
    scene = SettingsScene(app)
    app.reset_to(MenuScene(app), scene)
    frames(app)
    note = scene.scale_note()
    assert "200 %" in note and f"{app.interface_size_shown()} %" in note and app.interface_size_shown() < 200
    app.settings.ui_scale = 1.0
    app.relayout()
    assert scene.scale_note() == ""


@pytest.mark.parametrize("scale", SCALES)
def test_invocacion_fourteen_card_hand_keeps_every_name_whole(make_app, scale):
    """'... Invocación's 14-card hand ... stay whole' at 1280x720 and 150 %/200 %."""
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.games.invocacion.rules.cards import deck
    from tabletop.ui.card_tile import fit_name, name_px, name_width
    from tests.ui.table_scene import show_table
    app = small_app(make_app, scale)
    session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3)
    state = session.full_state_unsafe_for_bots()
    while len(state.area(0).hand) < 14:
        state.area(0).hand.append(state.portal.pop())
    view = show_table(app, session)[1].view
    hand = [(rect, ref.split(":", 1)[1]) for rect, ref in view.hits if ref.startswith("hand:")]
    assert len(hand) == 14
    for k, (rect, card) in enumerate(hand):
        assert view.lay.hand_zone.contains(rect)
        assert not any(rect.colliderect(other) for other, _card in hand[k + 1:])
        lines, _px, _bold = fit_name(deck()[card].name["en"], name_px(rect.height), name_width(rect.width))
        assert not any(line.endswith("…") for line in lines), (card, lines, rect)
