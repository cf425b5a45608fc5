"""Invocación explains itself where it lies (issue 28, the newcomer's second pass): a tile's sacrifice marks, its
Support chip and its Power disc, and a header's hand count, say what they are when pointed at; the English table
says the English terms (Spells, Supports, Mana, Preparation...), the Spanish one the Spanish; the leader's chip
lies clear of its power disc."""
from __future__ import annotations

import re

import pygame
import pytest

from invocacion_audit import show_table
from invocacion_texts import drawn_texts
from tabletop.games.invocacion.view import view_words
from tabletop.games.invocacion.rules import why_not
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.view.view_tile import tile_marks
from tabletop.games.invocacion.view import shots as shots_invocacion

#: the Spanish terms of the game; the English table says none of them (the game's title aside)
SPANISH = re.compile(r"Invocación(?!: Fronteras)|Maná|Conjuro|Apoyo|Poder|Guardián|Preparación|Combate|Victorias|"
                     r"Armagedón|Construido|Leyenda|Descarte")
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def reaction():
    """Three seats in combat, Ana (human) to respond: cards in every zone, a hand with sacrifices."""
    return shots_invocacion.reaction_session()


@pytest.fixture(scope="module")
def preparation():
    """Three seats, Ana arranging her area in a later round's second pass."""
    return shots_invocacion.preparation_session()


def point(app, pos) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.update(0.02)


def tip_lines(table) -> str:
    """The words drawn after the table's own: the hover tip's lines, joined."""
    before = {text.words for text in drawn_texts_without_tip(table)}
    return " ".join(text.words for text in drawn_texts(table) if text.words not in before)


def drawn_texts_without_tip(table):
    pointer, table.view.pointer = table.view.pointer, None
    try:
        return drawn_texts(table)
    finally:
        table.view.pointer = pointer


def card_with(table, kind: str, zones=("hand:",)) -> tuple[pygame.Rect, pygame.Rect] | None:
    """A visible card in `zones` showing the mark `kind` ("cost.conjuros", "support", "mana"...): (its place, the
    mark's place), or None."""
    view = table.view
    for rect, ref in view.card_refs:
        card_id = view.hover_card(ref)
        if not ref.startswith(zones) or card_id is None:
            continue
        secret = card_id in view.secret and not ref.startswith("hand:")
        for mark, found in tile_marks(deck()[card_id], rect.size, table.lang, None, secret):
            if found == kind:
                return rect, mark.move(rect.topleft)
    return None


def hand_card_with(table, kind: str) -> tuple[pygame.Rect, pygame.Rect]:
    """A hand card showing the mark `kind`: (its place, the mark's place)."""
    found = card_with(table, kind)
    assert found is not None, f"no hand card shows {kind}"
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang, words", [
    ("en", {"cost.conjuros": "Sacrifice: to invoke this card you discard", "support": "Support value",
            "power": "what this card fights with"}),
    ("es", {"cost.conjuros": "Sacrificio: para invocar esta carta descartas", "support": "Valor de Apoyo",
            "power": "con lo que lucha esta carta"})])
def test_pointing_at_a_tiles_mark_says_what_it_is(make_app, reaction, size, lang, words):
    """"2 and a scroll" was explained only in the legend: pointing at it on the card says it is the sacrifice (and
    how many Spells it takes); the night chip says it is the Support value, the disc the Power."""
    app, table = show_table(make_app(size=size), reaction, lang)
    for kind, said in words.items():
        card, mark = hand_card_with(table, kind)
        point(app, mark.center)
        assert table.hovered == table.view.ref_at(mark.center)  # still the card: clicking it picks it as before
        shown = tip_lines(table)
        assert said in shown, (kind, shown)
    card, mark = hand_card_with(table, "cost.conjuros")
    point(app, (card.centerx, card.bottom - 2))  # off the marks: the card alone, no tip
    assert table.view.mark_tip(table.context(), table.observation()) is None


@pytest.mark.parametrize("lang, words", [
    ("en", {"phase.preparation": "Preparation card: play it from your hand", "phase.combat": "Combat card:",
            "mana": "you take"}),
    ("es", {"phase.preparation": "Carta de Preparación: juégala desde la mano", "phase.combat": "Carta de Combate:",
            "mana": "tomas"})])
def test_a_tile_says_its_phase_and_its_mana_where_the_row_has_room(make_app, reaction, preparation, lang, words):
    """Whether a card is played now from the hand (Preparation) or works in Combat, and the Mana it gives, were only
    on the printed face: the tile's top row shows them (an hourglass or crossed swords, "2" and a blue gem) and
    pointing at them says what they mean."""
    every = ("hand:", "invocation:", "conjuros:", "apoyos:", "trophies:", "discard:")
    for kind, said in words.items():
        shown = []
        for session in (reaction, preparation):
            app, table = show_table(make_app(size=(1920, 1080)), session, lang)
            found = card_with(table, kind, every)
            if found is not None:
                point(app, found[1].center)
                shown.append(tip_lines(table))
        assert shown and all(said in tip for tip in shown), (kind, shown)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_another_players_hand_count_says_it_is_their_hand(make_app, reaction, size, lang):
    """The header's "×4" beside a small back said nothing by itself: it reads "4 in hand" where the header has room,
    and pointing at it says whose hand it is."""
    app, table = show_table(make_app(size=size), reaction, lang)
    tips = table.view.header_tips
    others = [seat for seat in tips if seat != table.viewer and tips[seat]]
    assert len(others) == 2
    for seat in others:
        rect, words = tips[seat][0]
        count = len(reaction.full_state_unsafe_for_bots().area(seat).hand)
        point(app, rect.center)
        expected = {"en": f"{reaction.names[seat]} holds {count} cards in hand.",
                    "es": f"{reaction.names[seat]} tiene {count} cartas en la mano."}[lang]
        assert words == expected and expected.split()[0] in tip_lines(table)
    if size == (1920, 1080):
        header = {"en": "in hand", "es": "en mano"}[lang]
        assert any(header in text.words for text in drawn_texts(table))


def test_the_english_words_of_invocacion_say_the_english_terms():
    """Every English message, table word and reason of the game, and every card's English text, says Spells,
    Supports, Mana, Power, Guardian, Preparation, Combat (the Spanish terms are for the Spanish table)."""
    english = {**GAME.messages["en"], **view_words.STRINGS["en"], **why_not.MESSAGES["en"]}
    assert not {key: words for key, words in english.items() if SPANISH.search(words)}
    cards = {card.id: card.text["en"] for card in deck().cards.values() if card.text and SPANISH.search(card.text["en"])}
    assert not cards
    spanish = {**GAME.messages["es"], **view_words.STRINGS["es"]}
    assert SPANISH.search(spanish["prompt.invocation"]) and SPANISH.search(spanish["conjuros.count"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("position", ["reaction", "preparation"])
def test_the_english_table_shows_no_spanish_term(make_app, request, position, size):
    """"Preparación, pass 1" in the English prompt, "Conjuros 2/5" over the zone, "Boost with 1 Maná" on a button:
    the English table, its prompt, its buttons and its log say the English terms."""
    session = request.getfixturevalue(position)
    app, table = show_table(make_app(size=size), session, "en")
    words = [text.words for text in drawn_texts(table)]
    words.append(GAME.prompt(session.full_state_unsafe_for_bots(), "en", session.names))
    words += [GAME.describe_action(session.full_state_unsafe_for_bots(), action, "en", session.names)
              for action in session.legal_actions()]
    words += [entry.text for entry in table.log.entries()]
    assert not [said for said in words if SPANISH.search(said)]


@pytest.mark.parametrize("size", SIZES)
def test_the_leaders_chip_lies_clear_of_the_power_disc(make_app, reaction, size):
    """At 1920x1080 "♛ leads" sat half under the power circle, gold on gold: it now lies wholly under the disc."""
    app, table = show_table(make_app(size=size), reaction, "en")
    crowned = [column for column in table.view.columns.values() if column.crown is not None]
    assert crowned
    for column in crowned:
        assert column.crown.top >= column.disc.bottom
        assert all(not mark.rect.colliderect(column.crown) for mark in column.marks)


@pytest.mark.parametrize("lang, words", [("en", "Bo keeps its own invocation Ember Hound as a trophy."),
                                         ("es", "Bo se queda su propia invocación Sabueso de Brasas como trofeo.")])
def test_a_winner_keeping_its_own_invocation_says_so(lang, words):
    """"Bot 2 takes Obsidian Sentinel (from Bot 2) as a trophy" read as if it took it from someone."""
    from tabletop.engine.contract import Event

    line = GAME.describe_event(Event("combat.trophy", {"seat": 1, "card": "ember_hound", "target": 1}), lang,
                               ["Ana", "Bo"])
    assert line == words
