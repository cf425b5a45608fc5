"""The table says why: a non-glowing card's reason as a tip and in the prompt line, Teach me's list of the
unusable cards, greyed buttons and Undo, Ctrl+Z with nothing to undo."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.engine.why import game_module


def human_positions(game_id: str, seed: int = 3, count: int = 6, gap: int = 9, mover: int = 0):
    """Sessions of Ana (human, seat 0) against a bot, stopped at `count` decisions of seat `mover` (Ana's by
    default) `gap` moves apart."""
    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    for _ in range(count):
        played = 0
        while not session.is_over() and (played < gap or session.to_move() != mover):
            legal = [a for a in session.legal_actions() if a.kind != "challenge"] or session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
            played += 1
        if session.is_over():
            return
        yield session


def fresh(table, session) -> None:
    """Show `session`'s position on `table` (as after a move) and draw a frame."""
    table.port.session = session
    table.changed()
    table.ensure_layout()
    table.actionbar.update()
    table.app.draw()


def reasons_checked(table, session) -> int:
    """Show `session` and check that each own card that does not glow and each greyed button (the bar's, Undo, any
    other of the top bar) says why; returns how many cards were checked."""
    fresh(table, session)
    own = set(game_module(table.game).own_refs(table.observation(), 0))
    glowing = table.by_ref()
    checked = 0
    for _rect, ref in table.view.hits:
        if ref in own and ref not in glowing:
            assert table.why.reason(ref).strip(), ref
            checked += 1
    for index, (button, _what) in enumerate(table.actionbar.buttons):
        if not button.is_enabled:
            assert table.actionbar.info(index)[1].strip(), button.text
    if not table.top_buttons["undo"].is_enabled:
        assert table.why.undo().strip()
    for name, button in table.top_buttons.items():
        assert button.is_enabled or name == "undo", name  # no other top button is ever greyed without a reason
    return checked


@pytest.mark.parametrize("game_id", game_ids())
def test_each_non_glowing_own_card_and_each_greyed_button_has_a_reason(make_app, game_id):
    from table_scene import show_table

    positions = human_positions(game_id, count=10, gap=7)
    app, table = show_table(make_app(), next(positions))
    checked = sum(reasons_checked(table, session) for session in [table.port.session, *positions])
    assert checked or game_id == "gnostica"  # Gnostica's hand glows whole at most decisions


@pytest.mark.parametrize("game_id", game_ids())
def test_during_the_opponents_turn_each_own_card_and_greyed_button_has_a_reason_too(make_app, game_id):
    """The walk of issue 28 §2 at the other seat's decisions: nothing of Ana's glows then, and each of her cards
    and each greyed button still says why (whose turn it is, or what the thing is)."""
    from table_scene import show_table

    positions = human_positions(game_id, count=8, gap=5, mover=1)
    app, table = show_table(make_app(), next(positions))
    checked = sum(reasons_checked(table, session) for session in [table.port.session, *positions])
    assert checked


def pointed_card(table):
    """An own card of the viewer on the table that does not glow, or None."""
    module = game_module(table.game)
    own = set(module.own_refs(table.observation(), 0))
    return next((ref for _r, ref in table.view.hits if ref in own and ref not in table.by_ref()), None)


def a_table_with_a_dark_card(make_app, game_id="ecg"):
    from table_scene import show_table

    for session in human_positions(game_id, count=12, gap=5):
        app, table = show_table(make_app(), session)
        ref = pointed_card(table)
        if ref is not None:
            return app, table, ref
    pytest.fail("no position with a dark card")


def test_hovering_a_dark_card_says_why_in_the_prompt_line_and_a_tip(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    rect = next(r for r, h in table.view.hits if h == ref)
    app.draw()
    line = table.prompt_rect
    before = app.window.subsurface(line).copy()
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()
    reason = table.why.reason(ref)
    assert table.hovered == ref and reason and table.why.current() == reason
    after = app.window.subsurface(line)
    changed = sum(before.get_at((x, line.height // 2)) != after.get_at((x, line.height // 2))
                  for x in range(0, line.width, 3))
    assert changed > 10  # the prompt line now says why


def test_focusing_a_dark_card_says_why(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    table.kb_ref = ref
    assert table.why.current() == table.why.reason(ref) != ""


def test_teach_me_lists_the_unusable_cards_with_their_reasons(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    app.settings.teach_games = [table.game.info.id]
    lines = " ".join(line for line, *_ in table.teach._blocks(600))
    assert "Not usable now" in lines
    assert table.why.reason(ref).split()[0] in lines


def test_ctrl_z_with_nothing_to_undo_says_why(make_app):
    from table_scene import show_table

    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 5)
    app, table = show_table(make_app(), session)
    assert not table.can_undo()
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    shown = [text for text, _until, _kind in app.toasts]
    assert any("Nothing to undo: you have not played yet." == text for text in shown), shown
    assert not table.top_buttons["undo"].is_enabled
    assert table.why.undo() == "Nothing to undo: you have not played yet."


def test_greyed_undo_after_a_reveal_says_a_card_was_revealed(make_app):
    from table_scene import show_table

    for session in human_positions("invocacion", count=10, gap=3):
        if session.barriers and session.undo_target(0) is None and 0 in session.movers:
            app, table = show_table(make_app(), session)
            assert "revealed" in table.why.undo()
            return
    pytest.fail("no position where a reveal blocks Undo")


def test_a_generic_reason_is_not_shown_over_every_card_of_the_table(make_app):
    """Over the other seat's things, "not in this decision" would follow the mouse everywhere: only own cards and
    the game's own words show."""
    app, table, ref = a_table_with_a_dark_card(make_app, "runes")
    own = set(game_module(table.game).own_refs(table.observation(), 0))
    other = next(r for _rect, r in table.view.hits if r not in own and r not in table.by_ref() and
                 table.game.why_not(table.observation(), 0, r).key in ("why.not_now", "why.not_your_turn"))
    table.hovered = other
    assert table.why.reason(other) and table.why.current() == ""
    table.hovered = ref
    assert table.why.current() == table.why.reason(ref) != ""


def test_pointing_at_the_greyed_undo_shows_why(make_app):
    from table_scene import show_table

    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 5)
    app, table = show_table(make_app(), session)
    undo = table.top_buttons["undo"]
    assert not undo.is_enabled
    below = pygame.Rect(undo.rect.x - 40, undo.rect.bottom + 10, undo.rect.width, 20)
    app.draw()
    before = app.window.subsurface(below).copy()
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()
    after = app.window.subsurface(below)
    changed = sum(before.get_at((x, 10)) != after.get_at((x, 10)) for x in range(0, below.width, 2))
    assert changed > 10  # the reason's panel under the button


def test_the_reason_tip_never_covers_the_card_shown_large(make_app):
    """Issue 28 newcomer pass (Invoke at 1280x720): the tip over a dark hand card covered the hover preview's text;
    "hover previews never cover the refs that glow" and the tip now keeps off the preview too."""
    app, table, ref = a_table_with_a_dark_card(make_app, "invoke")
    rect = next(r for r, h in table.view.hits if h == ref)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.now += 5
    app.draw()
    text, anchor, within = table.why.current(), rect.inflate(table.px(16), table.px(16)), table.areas()["table"]
    assert text
    plain = table.why.tip_rect(text, anchor, within)
    for avoid in (plain.inflate(-plain.width // 2, 0), table.why._card_shown()):
        if avoid is not None:
            box = table.why.tip_rect(text, anchor, within, avoid)
            assert within.contains(box) and not box.colliderect(avoid)
