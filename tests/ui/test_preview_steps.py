"""The large hover preview is drawn a few milliseconds per frame during the hover delay, never whole in one frame."""
import pygame

from tabletop.ui.cards import art, cardface, icons
from tabletop.ui.cards.cardface import CardRenderer
from tabletop.ui.scenes.table import HOVER_DELAY
from tests.ui.test_teach_and_log import open_table, session_of


def _forget_shared_pieces():
    """Cold caches: shapes, masks, generated art and icons are drawn again (so a face takes many steps)."""
    cardface._shapes.clear()
    cardface._shape_masks.clear()
    art._placeholders.clear()
    icons.clear_cache()


def test_a_face_drawn_in_steps_is_the_face_drawn_at_once(make_app):
    make_app()
    for game, card_id in (("runes", "ace_knots"), ("gnostica", None)):
        renderer = CardRenderer(game)
        card_id = card_id or renderer.card_ids[0]
        _forget_shared_pieces()
        steps = 0
        while not renderer.prepare(card_id, (362, 518), "es", seconds=0):
            steps += 1
        assert steps >= 10, f"{game}: a cold face took only {steps} steps"
        stepped = renderer.render(card_id, (362, 518), "es")
        _forget_shared_pieces()
        whole = CardRenderer(game).render(card_id, (362, 518), "es")
        assert pygame.image.tobytes(stepped, "RGBA") == pygame.image.tobytes(whole, "RGBA"), game


def test_the_preview_is_ready_before_the_hover_delay_ends(make_app):
    app, table = open_table(make_app, session_of("runes", 0))
    table.cards.reload()  # no face drawn yet (the renderer is shared with earlier tests)
    _forget_shared_pieces()
    rect, ref = next((r, ref) for r, ref in table.view.hits if ref.startswith("hand:"))
    dt = 1 / 500  # short frames: at least one step each, however loaded the machine (a face takes < 90 steps)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0))], dt)
    card_id, size = table._preview_request()
    while app.now - table.hover_since + dt < HOVER_DELAY:
        app.frame([], dt)
    assert table.cards.is_cached(card_id, size, table.lang), "the frame showing the preview would draw it whole"
