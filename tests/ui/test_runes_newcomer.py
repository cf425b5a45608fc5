"""Rune Duel explains itself to a newcomer (issue 28, the newcomer pass): every card's spell list reads whole, the
deck says where the Excuse lies and what it does, and the deck never covers its label."""
from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.games.runes.rules.cards import deck
from tabletop.games.runes.rules.explain import suit_spell_groups
from tabletop.ui.cards import whole_caption
from tests.ui.shown_text import Shown

SIZES = [(1280, 720), (1920, 1080)]


def open_runes(make_app, size, lang: str, fraction: float, seed: int = 11):
    """A human-vs-bot Rune Duel table `fraction` of the way through, drawn at `size` in `lang`."""
    from tabletop.ui.i18n import set_language
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table

    whole_caption.SHOWN.clear()
    app = make_app(size=size)
    set_language(lang)
    session = midgame_session(get_game("runes"), seed=seed, fraction=fraction)
    return show_table(app, session)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_every_spell_list_on_the_table_reads_whole(make_app, size, lang):
    """'spell lists on cards cut with "…" at 1280x720 (and some at 1920x1080): every card's spell list must read
    whole (wrap to more lines, smaller-but-≥10 px font ...) — whole words, never "…"' (brief)."""
    for fraction in (0.0, 0.5):
        _app, table = open_runes(make_app, size, lang, fraction)
        assert whole_caption.SHOWN, "no card on this table shows its spells"
        for lines, px, plate, card in whole_caption.SHOWN:
            assert px >= 10
            assert card.contains(plate)
            assert not any("…" in line for line in lines)
        _phase, advanced = table.view.spell_phase
        for rect, ref in table.view.hits:
            card_id = table.view.hover_card(ref)
            if card_id and ref.startswith("hand:") and rect.width >= 90:
                suits = table.cards.fields(card_id)["suits"]
                forms = [" ".join(suit_spell_groups(suits, "commit", lang, advanced, runes)).split()
                         for runes in (False, True)]
                drawn = [" ".join(lines).split() for lines, _px, _plate, card in whole_caption.SHOWN
                         if card.size == rect.size]
                assert any(form in drawn for form in forms)


@pytest.mark.parametrize("width", [90, 100, 110, 130])
def test_each_cards_spell_list_fits_whole_on_a_90_px_card_in_every_phase(make_app, width):
    """Three-suit pawns in Spanish during the secret choice are the longest lists; at 90 px they still fit whole,
    in letters of at least 10 px, inside the card."""
    make_app()
    card = pygame.Rect(0, 0, width, int(width * 88 / 63))
    for each in deck().cards.values():
        for phase in ("commit", "moons", "wyrms", "knots"):
            for lang in ("en", "es"):
                groups = suit_spell_groups(each.suits, phase, lang, True)
                if not groups:
                    continue
                placed = whole_caption.layout(groups, card)
                assert placed is not None, (each.id, phase, lang)
                wrapped, px, plate = placed
                assert px >= 10 and card.contains(plate)
                assert [" ".join(lines).split() for lines in wrapped] == [group.split() for group in groups]


@pytest.mark.parametrize("size", SIZES)
def test_the_deck_and_the_discard_pile_leave_their_labels_clear(make_app, size):
    """'the deck card partly covers its label at 1280x720' (brief): the labels lie under the piles, inside the
    band, clear of the stacked deck and of the mats."""
    _app, table = open_runes(make_app, size, "es", 0.5)
    view = table.view
    assert len(view.labels) == 2
    stack = view.deck_rect.union(view.deck_rect.move(-8, -8))
    for label in view.labels:
        assert view.band.contains(label)
        assert not label.colliderect(stack) and not label.colliderect(view.discard_rect)
        assert not any(label.colliderect(mat.rect) for mat in view.mats.values())
    assert not view.labels[0].colliderect(view.labels[1])


@pytest.mark.parametrize("lang,words", [("en", ["card 11 from the top", "shuffles the discard pile"]),
                                        ("es", ["carta 11 desde arriba", "baraja los descartes"])])
def test_hovering_the_deck_says_where_the_excuse_lies_and_what_drawing_it_does(make_app, lang, words):
    """'"Excuse: 11 from the top" is explained only in the legend (L): say it where it lies (on the card / its
    hover)' (brief). Seed: "Si cualquier jugador saca la Excusa del mazo, se mezcla la pila de descartes con lo que
    queda del mazo"."""
    app, table = open_runes(make_app, (1280, 720), lang, 0.0)
    obs = table.observation()
    place = next(k for k, c in enumerate(obs.deck) if c != "?") + 1
    words = [w.replace("11", str(place)) for w in words]
    ref = next(ref for _rect, ref in table.view.hits if ref == "pile:deck")
    shown = Shown(app)
    table.hovered = ref
    app.draw()
    text = " ".join(shown.strings)
    assert all(w.split()[0] in text for w in words)
    assert all(w in " ".join(text.split()) for w in words), text
    band = table.view.band
    assert table.view.tip is not None and band.contains(table.view.tip)


def test_hand_cards_list_their_spells_in_every_phase_while_spells_are_cast(make_app):
    """Newcomer pass: in the Wyrms phase a hand card said "Waves: Ice Ray" though a card in the hand casts nothing
    this turn (seed: energy comes from "toda la Secuencia de Hechizos"); the hand lists each suit's spell in every
    phase, the spell sequence what its runes cast now."""
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tests.ui.table_scene import show_table

    app = make_app(size=(1920, 1080))
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3)
    while session.full_state_unsafe_for_bots().phase == "commit" or session.to_move() != 0:
        session.play(session.legal_actions()[0])
    whole_caption.SHOWN.clear()
    _app, table = show_table(app, session)
    phase, advanced = table.view.spell_phase
    assert phase in ("moons", "wyrms", "knots")
    hand = [(rect, table.view.hover_card(ref)) for rect, ref in table.view.hits if ref.startswith("hand:")]
    drawn = {tuple(card.size): [] for *_rest, card in whole_caption.SHOWN}
    for lines, _px, _plate, card in whole_caption.SHOWN:
        drawn[tuple(card.size)].append(" ".join(lines).split())
    for rect, card_id in hand:
        suits = table.cards.fields(card_id)["suits"]
        forms = [" ".join(suit_spell_groups(suits, "commit", "en", advanced, runes)).split() for runes in (False, True)]
        assert any(form in drawn[tuple(rect.size)] for form in forms)


def test_a_hand_card_with_room_says_which_rune_each_of_its_energy_spells_needs(make_app):
    """Newcomer pass: "why Ice Ray can be cast in the Serpents phase is unexplained". Seed: Rayo de Hielo is the
    Enemigo (Wyrms) spell of Olas: a 110 px card during the secret choice reads "Ice Ray (Wyrm)"."""
    make_app()
    surface = pygame.Surface((300, 300))
    whole_caption.SHOWN.clear()
    plain = suit_spell_groups(["waves"], "commit", "en")
    fuller = suit_spell_groups(["waves"], "commit", "en", with_runes=True)
    assert fuller == ["Waves: Resist Heat (Moon), Ice Ray (Wyrm), Invisibility (Knot)"]
    assert suit_spell_groups(["waves"], "commit", "es", with_runes=True) == \
        ["Olas: Resistir Calor (Luna), Rayo de Hielo (Serpiente), Invisibilidad (Nudo)"]
    whole_caption.draw(surface, pygame.Rect(0, 0, 110, 154), plain, fuller=fuller)
    assert " ".join(whole_caption.SHOWN[-1][0]) == fuller[0]
    assert suit_spell_groups(["waves"], "wyrms", "en", with_runes=True) == ["Waves: Ice Ray"]  # the phase says it
