"""Every card reads where it lies (issue 28 §1): a card at least 90 px wide shows its effect in short, in the
current language, from the card's data; a narrower one keeps its name and numbers."""
from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.ui.cards import short_text

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def visible_width(view, k: int, rect: pygame.Rect) -> int:
    """How much of a card's width no later card (drawn over it) covers."""
    width = rect.width
    for later, ref in view.hits[k + 1:]:
        if view.hover_card(ref) and later.colliderect(rect) and later.x > rect.x:
            width = min(width, later.x - rect.x)
    return width


def expected_texts(table, view, ref: str, card_id: str, lang: str) -> set[str]:
    """The short texts a card may show: Rune Duel's suits' spells in the phase (a hand card's in every phase, with the
    rune each needs where there is room), an ECG card's abilities for the zone it lies in (printed, or in short where
    that does not fit), an Invocación card's first sentence or its data's shorter form, else the card data's short
    form."""
    if table.game.info.id == "ecg":
        from tabletop.games.ecg.rules import lookup
        from tabletop.games.ecg.view.view_tile import short_forms_of
        return set(short_forms_of(lookup.card(card_id), lang, view.ref_zones.get(ref)))
    if table.game.info.id == "runes":
        from tabletop.games.runes.rules.explain import suit_spell_groups
        phase, advanced = view.spell_phase
        phase = "commit" if ref.startswith("hand:") else phase
        suits = table.cards.fields(card_id)["suits"]
        return {" · ".join(suit_spell_groups(suits, phase, lang, advanced, runes)) for runes in (False, True)}
    if table.game.info.id == "invocacion":
        from tabletop.games.invocacion.rules.cards import deck
        from tabletop.games.invocacion.view.view_tile import word_forms
        return set(word_forms(deck()[card_id], lang))
    return {short_text.short_for(table.cards, card_id, lang)}


def open_table(make_app, game_id: str, lang: str, size=(1920, 1080), seed: int = 11):
    """A human-vs-bot table of `game_id` part-way through, drawn afresh at `size` in `lang`."""
    from tabletop.games.ecg.view.view_draw import forget_pictures
    from tabletop.ui import card_tile
    from tabletop.ui.i18n import set_language
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table

    card_tile._tiles.clear()
    forget_pictures()  # ECG's cards in play too: their tiles are drawn afresh, their captions noted
    short_text.forget_shown()
    app = make_app(size=size)
    set_language(lang)
    session = midgame_session(get_game(game_id), seed=seed, fraction=0.4)
    return show_table(app, session)[1]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("game_id", GAMES)
def test_cards_of_90_px_and_up_show_their_short_text(make_app, game_id, size):
    """'Each card on the table and in the hand shows its effect in a short form ... wherever it is at least ~90 px
    wide, in the current language' (issue 28 §1). A squat tile (wider than tall) may keep only its numbers."""
    lang = "es" if game_id in ("invocacion", "gnostica") else "en"
    table = open_table(make_app, game_id, lang, size)
    view = table.view
    shown = {words for words, _rect in short_text.SHOWN}
    wide = []
    for k, (rect, ref) in enumerate(view.hits):
        card_id = view.hover_card(ref)
        if card_id and visible_width(view, k, rect) >= short_text.MIN_WIDTH and rect.height >= rect.width:
            wide.append((ref, expected_texts(table, view, ref, card_id, lang)))
    assert wide or size[0] < 1920, "no card at least 90 px wide on this table"
    missing = [(ref, words) for ref, words in wide if not words & shown]
    assert not missing


def test_short_form_is_the_printed_texts_first_sentence_without_icons():
    """'The short form comes from the card's data (the printed text ...), never hand-kept in the view.'"""
    fields = {"text": {"en": "Produces 1 Wrath. {realm_lobo} Then more.", "es": "Produce 1 de Ira. {realm_lobo}"}}
    assert short_text.card_short(fields, "en") == "Produces 1 Wrath."
    assert short_text.card_short(fields, "es") == "Produce 1 de Ira."
    assert short_text.card_short({"short": {"en": "Burn 1"}, "text": {"en": "Long."}}, "en") == "Burn 1"
    assert short_text.card_short({}, "es") == "Sin efecto"
    gnostica = ("Create: add a small piece to the target space (fewer than 3 pieces), or an enemy's small piece "
                "beside a target enemy, or place a spot card from your hand on the target wasteland.")
    assert short_text.first_sentence(gnostica) == "Create: add a small piece to the target space"
    ecg = "Heal 1 wound of a troop of yours; a troop of yours gets +2 Strength this turn."
    assert short_text.first_sentence(ecg) == ecg  # a ";" joins two effects: both stay


def test_smaller_letters_and_a_third_line_come_before_an_ellipsis(make_app):
    """'Smaller letters and a third line are tried before any ellipsis' (brief, item 1)."""
    make_app()
    words = "+1 Power for each Fire invocation in play."
    assert short_text.fit(words, 400, 14) == ([words], 14)
    lines, px = short_text.fit(words, 110, 14)
    assert len(lines) == 2 and px < 14 and not lines[-1].endswith("…")
    lines, px = short_text.fit(words, 90, 14)
    assert len(lines) == 3 and " ".join(lines) == words
    lines, px = short_text.fit(words, 60, 14)
    assert len(lines) == 3 and px == short_text.MIN_PX and lines[-1].endswith("…")
    assert all(line.rstrip("…").split()[0] in words.split() for line in lines)  # cut after a word


def test_a_card_narrower_than_90_px_keeps_only_its_name_and_numbers(make_app):
    """'... smaller cards keep name and key numbers.'"""
    make_app()
    surface = pygame.Surface((200, 200))
    short_text.forget_shown()
    assert short_text.caption(surface, pygame.Rect(0, 0, 89, 120), "Destroy 1 Conjuro") is None
    assert short_text.caption(surface, pygame.Rect(0, 0, 90, 120), "Destroy 1 Conjuro") is not None
    assert [words for words, _ in short_text.SHOWN] == ["Destroy 1 Conjuro"]


def test_rune_cards_say_the_spell_each_suit_casts_in_this_phase():
    """'Rune Duel's cards say which spell each of their suits makes in the current phase' (issue 28 §1)."""
    from tabletop.games.runes.rules.explain import suit_spell_words, suit_spells
    assert suit_spells(["suns", "knots"], "knots") == [("suns", ("speed",)), ("knots", ("confusion",))]
    assert suit_spells(["suns", "knots"], "wyrms") == [("suns", ("fireball",))]
    assert suit_spell_words(["waves", "wyrms"], "wyrms", "es") == "Olas: Rayo de Hielo · Serpientes: Golpe"
    assert suit_spell_words(["leaves"], "commit", "en") == "Leaves: Heal, Drain, Amnesia"


def test_ecg_hand_cards_show_their_short_text_at_1920(make_app):
    """The ECG hand's tiles are wider than tall: at 1920x1080 their printed numbers give way to one line of text."""
    for seed in range(11, 21):  # the first seeded mid-game position whose hand holds cards
        table = open_table(make_app, "ecg", "en", (1920, 1080), seed)
        hand = [(rect, table.view.hover_card(ref)) for rect, ref in table.view.hits if ref.startswith("hand:")]
        if hand:
            break
    assert hand and all(rect.width >= short_text.MIN_WIDTH for rect, _card in hand)
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view.view_tile import TEXT_INSET, short_forms_of
    for rect, card in hand:  # a caption as wide as this hand tile's (the table's tiles are narrower)
        width = rect.width - 2 * max(2, round(rect.width * TEXT_INSET))
        assert any(words in short_forms_of(lookup.card(card), "en") and shown.width == width
                   for words, shown in short_text.SHOWN), card


@pytest.mark.parametrize("size", [(148, 118), (120, 100), (100, 79), (150, 210)])  # 100x79: the 8-card hand now
@pytest.mark.parametrize("lang", ["en", "es"])
def test_invocacion_tiles_wider_than_tall_still_say_what_the_card_does(make_app, size, lang):
    """Invocación's hand at 1280x720 is a row of squat tiles (about 148x118): each still shows its effect in short,
    its marks moved up to one row under the name when the big marks leave no room for two lines."""
    from tabletop.games.invocacion.rules.cards import deck
    from tabletop.games.invocacion.view.view_tile import tile, word_forms
    from tabletop.ui import card_tile

    make_app()
    for card in list(deck().cards.values())[:12]:
        short_text.forget_shown()
        card_tile._tiles.clear()  # drawn afresh: a kept tile notes no caption
        tile(card, size, lang, None)
        (words, _rect), = short_text.SHOWN
        assert words in word_forms(card, lang) and not short_text.CUT, card.id
