"""Issue 30.4: the studio shows a card's text written from its effect beside its printed text, the difference
highlighted, in the current language; a broken effect shows the linter's message with its suggestion."""
import pytest

from studiohelp import Workspace
from test_studio_scene import app, frames, watching_studio  # noqa: F401 - the fixture and helpers

from tabletop.ui.theme import GOOD

PRINTED_EN = "{en: +1 Power for each Fire invocation in play."


@pytest.fixture
def invocacion_ws(tmp_path):
    return Workspace(tmp_path, "invocacion")


def _lines(scene, card):
    scene.selected = card
    scene.detail.forget()
    return scene.detail._card_lines(card)


def test_the_panel_shows_the_written_text_and_that_the_printed_one_agrees(app, invocacion_ws):  # noqa: F811
    scene = watching_studio(app, invocacion_ws)
    lines = _lines(scene, "pyre_dancer")
    agrees = [(text, colour) for text, colour in lines if text.startswith("Written from the effect")]
    assert agrees == [("Written from the effect (the printed text agrees): "
                       "“+1 Power for each Fire invocation in play.”", GOOD)]


def test_a_printed_text_that_says_something_else_is_highlighted_with_what_differs(app, invocacion_ws):  # noqa: F811
    scene = watching_studio(app, invocacion_ws)
    path = invocacion_ws.cards_file()
    text = path.read_text(encoding="utf-8")
    invocacion_ws.write(path, text.replace(PRINTED_EN, "{en: +5 Power for each Water invocation in play.", 1))
    frames(app, 3)
    lines = dict(_lines(scene, "pyre_dancer"))
    differs = [text for text in lines if text.startswith("The printed text says something else")]
    assert len(differs) == 1 and "Water, +5" in differs[0] and "Fire" in differs[0]
    assert lines[differs[0]] != GOOD
    assert "Written from the effect: “+1 Power for each Fire invocation in play.”" in lines


def test_the_panel_speaks_the_current_language(app, invocacion_ws):  # noqa: F811
    from tabletop.ui.i18n import set_language

    scene = watching_studio(app, invocacion_ws)
    set_language("es")
    scene.card_lang = "es"
    texts = [text for text, _ in _lines(scene, "pyre_dancer")]
    assert "Escrito a partir del efecto (el texto impreso coincide): " \
           "«+1 de Poder por cada invocación de Fuego en juego.»" in texts


def test_a_broken_effect_shows_the_linters_message_with_its_suggestion(app, invocacion_ws):  # noqa: F811
    scene = watching_studio(app, invocacion_ws)
    path = invocacion_ws.cards_file()
    text = path.read_text(encoding="utf-8")
    invocacion_ws.write(path, text.replace("- add: {value: {count: invocations", "- ad: {value: {count: invocations", 1))
    frames(app, 3)
    assert scene.status_kind == "error"
    assert any("unknown word 'ad'" in m and "(did you mean 'add'?)" in m for m in scene.renderer.errors)


def test_a_game_without_an_effect_vocabulary_shows_no_written_text(app, runes_ws):  # noqa: F811
    scene = watching_studio(app, runes_ws)
    assert not [t for t, _ in _lines(scene, scene.renderer.card_ids[0]) if "Written from the effect" in t]
