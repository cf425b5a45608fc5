"""Every hand card at least 90 px wide says what it does (issue 28 §1), measured at 1280x720 sizes."""
from __future__ import annotations

import pytest

from tabletop.ui.cards import short_text


@pytest.mark.parametrize("card_id", ["lobo_cachorro", "lobo_cazadora", "merc_desertor"])
def test_ecg_hand_troops_show_their_short_text_at_1280(make_app, card_id):
    """'Each card ... in the hand shows its effect in a short form ... wherever it is at least ~90 px wide'
    (issue 28 §1): a troop's tile in ECG's hand at 1280x720 (130x119 px) shows it whole, its printed numbers
    beside."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    make_app()
    card_tile._tiles.clear()
    short_text.forget_shown()
    card = lookup.card(card_id)
    view_tile.tile(card, (130, 119), "en", None, cost=str(card.cost), hand=True)
    (words, _rect), = short_text.SHOWN
    assert words in view_tile.short_forms_of(card, "en") and not short_text.CUT


@pytest.mark.parametrize("lang, words", [("en", "Power 7 · no effect"), ("es", "Poder 7 · sin efecto")])
def test_invocacion_creature_without_effect_says_its_poder(lang, words):
    """A creature 'whose only worth is its Poder' says so from its data, not a bare "No effect" (brief, item 3)."""
    from tabletop.games.invocacion.rules.cards import DATA_FILE, face_fields, load_deck

    cards = load_deck(DATA_FILE).cards
    assert short_text.card_short(face_fields(cards["kiln_drake"]), lang) == words  # power: 7, no text
    with_effect = face_fields(cards["mist_mirror"])  # no `short` of its own: its text's first sentence
    assert short_text.card_short(with_effect, lang) == short_text.first_sentence(with_effect["text"][lang])
    assert short_text.card_short(face_fields(cards["ember_tithe"]), lang) == cards["ember_tithe"].short[lang]


def test_gnostica_tray_cards_show_their_power_words_at_1280(make_app):
    """'Gnostica's ... hand/tray cards should show their power words' (brief, item 2): Judgement's tray of discard
    cards at 1280x720 is at least 90 px wide and each card says its power."""
    from tests.ui.test_gnostica_view import GAME, View, context, legal_refs, position, table_rect

    app = make_app(size=(1280, 720))
    state = position("play major_20_judgement", "minion -1,-1:0")
    seat = state.to_move()
    obs = GAME.observe(state, seat)
    ctx = context(app, obs, seat, legal_refs(obs))
    view = View(GAME)
    view.room_scale = app.room_scale
    view.sync(obs, ctx)
    view.layout(table_rect(app), obs)
    short_text.forget_shown()
    view.draw(app.window, obs, ctx)
    shown = {words for words, _rect in short_text.SHOWN}
    tray = [(rect, ref.split(":", 1)[1]) for rect, ref in view.tray]
    assert tray and all(rect.width >= short_text.MIN_WIDTH for rect, _card in tray)
    assert all(short_text.short_for(ctx.cards, card, "en") in shown for _rect, card in tray)


@pytest.mark.parametrize("card_id, lang, words", [("merc_desertor", "en", "No ability · Madness 1 · Mercenary"),
                                                  ("merc_desertor", "es", "Sin habilidad · Locura 1 · Mercenario"),
                                                  ("leon_recluta", "en", "No ability")])
def test_ecg_troop_without_ability_says_so_with_its_titles(card_id, lang, words):
    """'A troop without abilities may say so: "No ability" / its keywords' (brief, item 2), from its data."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view.faces import face_fields

    assert short_text.card_short(face_fields(lookup.card(card_id)), lang) == words
