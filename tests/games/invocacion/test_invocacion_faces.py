"""Invocación's card faces: the layout validates and every card's face fits without overflowing."""
from tabletop.data.layout import layout_errors
from tabletop.ui.cards import icons
from tabletop.ui.cards.cardface import CardRenderer
from tabletop.ui.cards.fields import CARD_DATA


def test_the_layout_is_valid_and_knows_every_icon_it_names():
    assert layout_errors(CARD_DATA / "invocacion" / "layout.yaml", icons.names()) == []


def test_every_card_face_renders_with_no_problem():
    renderer = CardRenderer("invocacion")
    assert renderer.errors == []
    assert renderer.problems == {}
    assert len(renderer.card_ids) >= 60 + 4 + 15
    face = renderer.render("stone_choir", renderer.size_for_width(200), lang="es")
    back = renderer.render("stone_choir", renderer.size_for_width(200), back=True)
    assert face.get_size() == back.get_size() == (200, round(200 * 88 / 63))
