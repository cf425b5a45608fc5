"""Keyboard focus: a thick white-in-black frame unlike the glow; Tab reaches the own cards that do not glow
(their reason shows); Esc drops the focus and Tab starts again from the first ref."""
from __future__ import annotations

import pygame

from tabletop.ui.focus_ring import RING_DARK, RING_LIGHT, focus_stops, own_dark_refs, ref_rect
from test_why_not import a_table_with_a_dark_card


def key(app, code, mod=0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))


def test_tab_reaches_the_dark_own_cards_and_their_reason_shows(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    stops = focus_stops(table)
    assert ("ref", ref) in stops
    for _ in range(len(stops)):
        key(app, pygame.K_TAB)
        if table.kb_ref == ref:
            break
    assert table.kb_ref == ref and table.why.current() == table.why.reason(ref) != ""
    assert set(own_dark_refs(table)) <= {value for kind, value in stops if kind == "ref"}


def test_the_focus_frame_is_thick_white_in_black_not_the_glow(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    table.kb_ref = ref
    app.draw()
    rect = ref_rect(table, ref)
    outer = rect.inflate(table.px(14), table.px(14))
    column = [tuple(app.window.get_at((x, outer.centery)))[:3] for x in range(outer.left, outer.left + table.px(8))]
    assert RING_DARK in column and RING_LIGHT in column
    assert sum(c == RING_LIGHT for c in column) >= 2  # thick: at least 2 px of white


def test_escape_drops_the_focus_and_tab_starts_again_from_the_first_ref(make_app):
    app, table, ref = a_table_with_a_dark_card(make_app)
    first = focus_stops(table)[0]
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert (table.kb_ref or table.actionbar.focus) is not None
    key(app, pygame.K_ESCAPE)
    assert table.kb_ref is None and table.actionbar.focus is None
    key(app, pygame.K_TAB)
    now = ("ref", table.kb_ref) if table.kb_ref else ("bar", table.actionbar.focus)
    assert now == first


def test_tab_reaches_the_pass_button_too(make_app):
    from test_stop_to_respond import open_at, stopped_at

    session = stopped_at("runes", lambda s: len(s.legal_actions()) > 1 and any(a.kind == "pass"
                                                                              for a in s.legal_actions()))
    app, table = open_at(make_app, session)
    assert ("bar", table.actionbar.pass_index()) in focus_stops(table)
