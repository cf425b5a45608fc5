"""Issue 28 §5: 'Load → a finished or saved game → Watch steps through it (first/previous/play/next/last, speed),
from any seat's view or the spectator's' — never showing a hand the chosen view may not see."""
from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.ui import replay_watch, saves
from tabletop.ui.scenes.saves_browser import SaveBrowserScene
from tabletop.ui.scenes.table import TableScene


def frames(app, count=3, dt=0.02):
    for _ in range(count):
        app.update(dt)
        app.draw()


def watch_saved(app, sessions, steps=12, finish=False):
    """A hot-seat runes game saved after `steps` moves (or finished), watched from the Load list; (played, table)."""
    played = sessions.make(humans=2)
    played = sessions.finish(played) if finish else sessions.advance(played, steps)
    played.autosave()
    saves.save_session(played, "To watch")
    app.go_to_menu()
    app.top.activate("load")
    frames(app, 1)
    browser = app.top
    assert isinstance(browser, SaveBrowserScene)
    browser.select([e.name for e in browser.entries].index("To watch"))
    browser.activate("watch")
    frames(app)
    table = app.top
    assert isinstance(table, TableScene) and table.replay == played.actions
    return played, table


def bar_keys(table) -> list:
    return [what for _label, what, _o in table.actionbar.entries()]


def test_watch_opens_the_saved_game_at_its_first_move_with_its_controls(make_app, sessions):
    """'Watch steps through it (first/previous/play/next/last, speed)': all are on the bar, from move 0."""
    app = make_app()
    played, table = watch_saved(app, sessions)
    assert table.port.session.actions == [] and table.viewer is None
    assert {"first", "back", "toggle", "next", "last", "speed", "view"} <= set(bar_keys(table))
    assert paths.autosave_path().is_file()


def test_first_previous_next_and_last_move_through_the_record(make_app, sessions):
    """Each control moves the position shown: next one on, previous one back, last to the end, first to 0."""
    app = make_app()
    played, table = watch_saved(app, sessions, steps=10)
    table.actionbar.activate("next")
    frames(app, 40, 0.1)
    assert table.port.session.actions == played.actions[:1]
    table.actionbar.activate("last")
    assert table.port.session.actions == played.actions
    table.actionbar.activate("back")
    assert table.port.session.actions == played.actions[:-1]
    table.actionbar.activate("first")
    assert table.port.session.actions == []


def test_play_runs_on_at_the_speed_chosen(make_app, sessions):
    """'play … speed': Play shows moves one after another; a faster speed shortens the pause between them."""
    app = make_app()
    played, table = watch_saved(app, sessions, steps=10)
    slow = table.bot_delay()
    table.actionbar.activate("speed")
    assert table.replay_speed == 2.0 and table.bot_delay() == slow / 2
    table.actionbar.activate("toggle")
    frames(app, 200, 0.1)
    assert 1 < len(table.port.session.actions) and table.port.session.actions == played.actions[:len(table.port.session.actions)]


def test_each_view_shows_only_what_that_seat_may_see(make_app, sessions):
    """'from any seat's view or the spectator's': the spectator sees no hand, a seat only its own."""
    app = make_app()
    played, table = watch_saved(app, sessions, steps=6)
    seen = []
    for _ in range(3):
        hands = table.observation().hands
        seen.append(table.viewer)
        for seat, hand in enumerate(hands):
            if seat != table.viewer:
                assert set(hand) <= {"?"}, (table.viewer, seat, hand)
        assert table.viewer is None or any(card != "?" for card in hands[table.viewer])
        table.actionbar.activate("view")
        frames(app, 1)
    assert seen == [None, 0, 1] and table.viewer is None


def test_a_finished_game_can_be_watched_and_end_names_the_result(make_app, sessions):
    """'a finished … game': End goes to its last position, where the result is said."""
    app = make_app()
    played, table = watch_saved(app, sessions, finish=True)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    assert table.port.session.is_over() and table.port.session.actions == played.actions
    frames(app)
    assert not app.errors


def test_a_damaged_record_is_reported_not_watched(make_app):
    """Watch on a file that does not replay says why and opens nothing."""
    from tabletop.engine.errors import RecordError
    bad = paths.saves_dir() / "bad.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"format": "tabletop-record", "version": 1, "game": "runes", "seats": [], "seed": 1, '
                   '"actions": ["nonsense"]}', encoding="utf-8")
    try:
        replay_watch.watch_session(bad)
    except RecordError:
        pass
    else:
        raise AssertionError("a damaged record was accepted")
