"""Moving the mouse over a Rune Duel table never redraws the cached table layer; the hover still shows."""
import pygame

from tests.ui.test_teach_and_log import open_table, session_of


def _hover(app, point):
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
    app.now += 1.0  # past the hover delay
    app.draw()


def test_hovering_every_ref_keeps_the_cached_layer(make_app):
    app, table = open_table(make_app, session_of("runes", 0))
    layer, key = table._layer, table._layer_key
    refs = [(rect, ref) for rect, ref in table.view.hits]
    assert any(ref.startswith("hand:") for _r, ref in refs) and any(ref.startswith("mage:") for _r, ref in refs)
    for rect, ref in refs:
        _hover(app, rect.center)
        assert table.hovered == ref
        assert table._layer is layer and table._layer_key == key, f"hovering {ref} redrew the layer"


def test_a_hovered_hand_card_is_still_drawn_lifted(make_app):
    app, table = open_table(make_app, session_of("runes", 0))
    rect, ref = next((r, ref) for r, ref in table.view.hits if ref.startswith("hand:"))
    _hover(app, (5, 5))
    before = app.window.copy()
    _hover(app, rect.center)
    strip = pygame.Rect(rect.x, rect.y - rect.height // 10, rect.width, rect.height // 10)
    changed = sum(before.get_at((x, strip.centery)) != app.window.get_at((x, strip.centery))
                  for x in range(strip.left + 4, strip.right - 4))
    assert changed > strip.width // 2


def test_hovering_gnosticas_board_keeps_the_cached_layer_and_a_hand_card_is_lifted(make_app):
    app, table = open_table(make_app, session_of("gnostica", 12))
    refs = [(rect, ref) for rect, ref in table.view.hits]
    board = [(rect, ref) for rect, ref in refs if ref.startswith(("cell:", "piece:"))]
    assert board and any(ref.startswith("hand:") for _r, ref in refs)
    _hover(app, (5, 5))
    for _ in range(40):  # until every face is rendered (stand-ins redraw the layer next frame)
        key = table._layer_key
        app.frame([], 0.05)
        if table._layer_key == key:
            break
    layer, key = table._layer, table._layer_key
    for rect, ref in board:
        _hover(app, rect.center)
        if table.hovered == ref:
            assert table._layer is layer and table._layer_key == key, f"hovering {ref} redrew the layer"
    rect, ref = next((r, ref) for r, ref in refs if ref.startswith("hand:"))
    _hover(app, (5, 5))
    before = app.window.copy()
    _hover(app, rect.center)
    above = rect.move(0, -table.view.px(10) // 2)
    assert before.get_at(above.midtop) != app.window.get_at(above.midtop), "the hovered hand card is not lifted"
