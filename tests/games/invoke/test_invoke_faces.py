"""Invoke's card faces: the studio lists the game, the layout validates, every face renders whole."""
from tabletop.data.layout import layout_errors
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.view.faces import card_fields
from tabletop.ui.cards.catalog import studio_games
from tabletop.ui.cards import icons
from tabletop.ui.cards.cardface import CardRenderer
from tabletop.ui.cards.fields import CARD_DATA

CARD_GAMES = ("runes", "gnostica", "invocacion", "ecg", "invoke")


def test_the_studio_lists_every_card_game_including_invoke():
    assert set(CARD_GAMES) <= set(studio_games())


def test_the_layout_is_valid_and_knows_every_icon_it_names():
    assert layout_errors(CARD_DATA / "invoke" / "layout.yaml", icons.names()) == []


def test_every_card_has_its_fields_and_an_emblem_that_exists():
    fields = card_fields()
    assert set(fields) == set(deck().cards)
    for card_id, face in fields.items():
        assert icons.exists(face["emblem"]), card_id
        assert face["text"]["en"] and face["text"]["es"], card_id
        assert face["kind_line"]["es"], card_id
    assert fields["minus_2"]["value"] == "\u22122" and fields["plus_1"]["value"] == "+1"
    assert fields["backfire"]["aim"]["en"] == "harms the drawer"


def test_every_card_face_renders_with_its_name_whole():
    renderer = CardRenderer("invoke")
    assert renderer.errors == []
    assert renderer.card_ids == list(deck().order)
    size = renderer.size_for_width(200)
    for card_id in renderer.card_ids:
        for lang in ("en", "es"):
            assert renderer.render(card_id, size, lang=lang).get_size() == size
    assert renderer.problems == {}  # no text shrunk, cut or overflowing: every name whole
    assert renderer.render("fire", size, back=True).get_size() == size
