"""Teach me (the side panel, its toggles, its rules link) and the log (turn headers, seat colours, highlights)."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.contract import Event
from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.view_base import GameView, event_words

NAMES = ("Ana", "Bo", "Cai")


def session_of(game_id: str, steps: int = 0, seed: int = 4) -> Session:
    """Ana (human) against a bot, after `steps` random moves, stopped at Ana's decision."""
    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    while len(session.actions) < steps or session.to_move() != 0:
        if session.is_over():
            break
        legal = [a for a in session.legal_actions() if a.kind != "challenge"] or session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    assert session.to_move() == 0
    return session


def open_table(make_app, session, teach=False, size=(1280, 720)):
    """A fresh app at `size` showing `session`'s table (Teach me on when `teach`); returns (app, table)."""
    from table_scene import show_table

    app = make_app(size=size)
    if teach:
        app.settings.teach_games = [session.game.info.id]
    return show_table(app, session)


def key(app, code) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_the_teach_panel_fits_beside_the_board_without_covering_the_log(make_app, game_id, size, scale):
    app, table = open_table(make_app, session_of(game_id, 12), teach=True, size=size)
    app.settings.ui_scale = scale
    app.relayout()
    a = app.top.areas()
    window = pygame.Rect((0, 0), size)
    assert window.contains(a["teach"]) and window.contains(a["log"])
    assert not a["teach"].colliderect(a["log"])
    for other in ("table", "bar", "top"):
        assert not a["teach"].colliderect(a[other]) and not a["log"].colliderect(a[other]), other
    assert a["log"].height >= a["log"].width // 2  # the log stays readable


@pytest.mark.parametrize("game_id", game_ids())
def test_the_panel_explains_the_current_decision_in_the_ui_language(make_app, game_id):
    from tabletop.ui.i18n import set_language
    session = session_of(game_id, 12)
    app, table = open_table(make_app, session, teach=True)
    teaching = session.game.teach(session.observation(0), "en", session.names)
    lines = " ".join(line for line, *_ in table.teach._blocks(table.areas()["teach"].width))
    assert teaching.text.split()[2] in lines and teaching.options[0][0] in lines
    set_language("es")
    app.relayout()
    spanish = app.top.teach.teaching()
    assert spanish.text == session.game.teach(session.observation(0), "es", session.names).text != teaching.text


def test_f2_and_the_panel_buttons_switch_teach_me_and_remember_it(make_app):
    import pygame_gui
    from tabletop.ui.settings import load_settings
    app, table = open_table(make_app, session_of("runes"))
    assert "teach" not in table.areas()
    key(app, pygame.K_F2)
    assert app.settings.teach_games == ["runes"] and "teach" in app.top.areas()
    assert load_settings()[0].teach_games == ["runes"]
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=table.teach.buttons["off"]))
    assert app.settings.teach_games == [] and "teach" not in app.top.areas()
    on = table.teach.buttons["on"]  # in the log's header while the panel is hidden
    assert table.areas()["log"].contains(on.relative_rect)
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=on))
    assert app.settings.teach_games == ["runes"]


def test_words_that_do_not_fit_scroll_with_the_wheel(make_app):
    app, table = open_table(make_app, session_of("gnostica", 12), teach=True)
    app.settings.ui_scale = 2.0
    app.relayout()
    table = app.top
    panel = table.areas()["teach"]
    app.draw()
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0))
    assert table.teach.scroll > 0
    app.draw()
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-500, flipped=False, precise_x=0.0,
                                        precise_y=-500.0))
    app.draw()
    assert 0 < table.teach.scroll < 500 * table.px(40)  # stops at the end of the words


def test_the_panels_rules_button_opens_the_section_of_this_decision(make_app):
    import pygame_gui
    from tabletop.ui.scenes.rules import RulesScene
    session = session_of("gnostica", 10)
    app, table = open_table(make_app, session, teach=True)
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=table.teach.buttons["rules"]))
    assert isinstance(app.top, RulesScene)
    assert app.top.section_at_top() == session.game.rules_anchor(session.observation(0), "en")


def test_the_setup_toggle_turns_teach_me_on_for_the_chosen_game(make_app):
    import pygame_gui
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene
    app = make_app()
    setup = SetupScene(app, "gnostica")
    app.reset_to(MenuScene(app), setup)
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=setup.widgets["teach"]))
    assert app.settings.teach_games == ["gnostica"] and "☑" in setup.widgets["teach"].text


def test_the_log_starts_each_turn_with_a_header_in_place_of_the_turn_line(make_app):
    session = session_of("gnostica", 40)
    app, table = open_table(make_app, session)
    entries = table.log.entries()
    setup, *headers = [e for e in entries if e.header]
    assert setup.position == 0 and setup.text == "Set-up" and headers[0].text.startswith("Turn 1")
    assert [h.text.split(":")[0] for h in headers[:3]] == ["Turn 1", "Turn 2", "Turn 3"]
    assert all(h.seat is not None and session.names[h.seat] in h.text for h in headers)
    assert not [e for e in entries if not e.header and e.text.endswith("'s turn.")]  # the header replaced it


def test_rune_duel_turns_belong_to_everyone_and_entries_take_the_movers_colour(make_app):
    session = session_of("runes", 30)
    app, table = open_table(make_app, session)
    entries = table.log.entries()
    headers = [e for e in entries if e.header][1:]  # after the set-up's
    assert headers[0].text == "Turn 1" and headers[0].seat is None and len(headers) >= 2
    commits = [e for e in entries if e.text == "Ana has chosen a card."]
    assert commits and all(e.seat == 0 for e in commits)


def test_hovering_a_log_entry_outlines_what_it_names_and_a_click_keeps_it(make_app):
    session = session_of("gnostica", 12)
    app, table = open_table(make_app, session)
    place = next(rect for rect, pos in table.log.hits if session.log[pos][1].key == "place")
    position = table.log.entry_at(place.center)
    event = session.log[position][1]
    cell = "cell:{},{}".format(*event.params["at"])
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=place.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.log.hovered == position and cell in table.log.refs()
    rect = next(r for r, ref in table.view.hits if ref == cell)
    app.draw()
    outline = app.window.get_at((rect.inflate(table.px(8), table.px(8)).x + 1, rect.centery))[:3]
    assert outline[2] > 140 and outline[2] > outline[0] + 40  # the cyan outline, no seat's colour
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=place.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 400), rel=(0, 0), buttons=(0, 0, 0)))
    assert table.log.hovered is None and table.log.pinned == position and cell in table.log.refs()


def test_refs_of_an_event_come_from_its_seats_ids_and_positions():
    view = GameView(get_game("runes"))
    view.hits = [(pygame.Rect(0, 0, 1, 1), ref) for ref in
                 ("mage:0", "mage:1", "seq:1:the_sea", "hand:the_sea", "monster:m1", "cell:2,-1", "piece:2,-1:0",
                  "piece:0,0:2", "commit:1")]
    spell = Event("spell", {"caster": 0, "target": "m1", "spell": "fireball", "amount": 2, "energy": {"suns": 2}})
    assert view.refs_of_event(spell) == {"mage:0", "monster:m1"}
    place = Event("place", {"seat": 1, "at": [2, -1], "dir": "W"})
    assert view.refs_of_event(place) == {"mage:1", "commit:1", "cell:2,-1", "piece:2,-1:0"}
    reveal = Event("reveal", {"cards": {"1": "the_sea"}, "round": "normal"})
    assert view.refs_of_event(reveal) == {"seq:1:the_sea", "hand:the_sea"}
    assert event_words({"winners": [0, 2], "flag": True}) == ({0, 2}, set())


def test_the_panel_keeps_its_height_while_others_play(make_app):
    session = session_of("runes", 6)
    app, table = open_table(make_app, session, teach=True)
    tall = table.areas()["teach"].height
    table.human_turn = lambda: False  # someone else decides: nothing to explain, the panel only waits
    table.version += 1
    assert table.teach.teaching() is None and table.areas()["teach"].height == tall


def test_hovering_the_log_redraws_the_log_not_the_table(make_app):
    session = session_of("runes", 20)
    app, table = open_table(make_app, session)
    layer, key = table._layer, table._layer_key
    rect, position = table.log.hits[1]
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()
    assert table.log.hovered == position
    assert table._layer is layer and table._layer_key == key


def test_equal_lines_in_a_row_fold_into_one_with_a_count():
    from tabletop.ui.table_log import LogEntry, _append_folding_repeats
    out, repeats = [], []
    for position, text in enumerate(["Ana moves a card.", "Ana moves a card.", "Ana moves a card.", "Bo passes.",
                                     "Ana moves a card."]):
        _append_folding_repeats(out, repeats, LogEntry(text, 0, position))
    _append_folding_repeats(out, repeats, LogEntry("Turn 2", 0, 5, header=True))
    _append_folding_repeats(out, repeats, LogEntry("Turn 2", 0, 6, header=True))
    assert [e.text for e in out] == ["Ana moves a card. ×3", "Bo passes.", "Ana moves a card.", "Turn 2", "Turn 2"]
    assert out[0].position == 2  # the folded line points at the latest of its events


@pytest.mark.parametrize("game_id", game_ids())
def test_the_log_never_shows_the_same_line_twice_in_a_row(make_app, game_id):
    session = session_of(game_id, 60)
    app, table = open_table(make_app, session)
    lines = [e for e in table.log.entries() if not e.header]
    assert all((a.text, a.seat) != (b.text, b.seat) for a, b in zip(lines, lines[1:]))
