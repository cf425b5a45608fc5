"""A card's words never cover its number (issue 28, left-overs of the newcomer pass): Gnostica's long powers
(the Empress, the Emperor, Judgement, the Wands) covered the card's number in the hand, and a Rune Duel card with three suits
covered its name; the plate now stops under the number, and a plate that must cover the name repeats it."""
from __future__ import annotations

import pygame
import pytest

from tabletop.games.gnostica.rules.cards import deck as gnostica_deck
from tabletop.games.gnostica.rules.messages import card_name as gnostica_name
from tabletop.games.gnostica.view.table import NUMBER_BAND, TERRITORY_WORDS
from tabletop.games.runes.rules.cards import deck as runes_deck
from tabletop.games.runes.rules.explain import suit_spell_groups
from tabletop.games.runes.rules.messages import card_name as runes_name
from tabletop.games.runes.view.table import RANK_BAND
from tabletop.ui.cards import short_text, whole_caption
from tabletop.ui.cards.cardface import CardRenderer

HAND_WORDS = 0.64  # Gnostica's hand and tray captions stand over the foot of the picture (view.table._caption)
RUNES_NAME_TOP = 0.8  # whole_caption.ABOVE_NAME: a Rune Duel card's name lies below


def drawn(card: pygame.Rect, groups, **kwargs):
    """(lines, plate) of `groups` drawn on `card`."""
    whole_caption.SHOWN.clear()
    plate = whole_caption.draw(pygame.Surface((card.right + 1, card.bottom + 1)), card, groups, **kwargs)
    assert plate is not None
    return whole_caption.SHOWN[-1][0], plate


def names_itself(lines: list[str], name: str) -> bool:
    """True when the caption's last lines spell the card's name."""
    words = name.split()
    return " ".join(lines).split()[-len(words):] == words


@pytest.mark.parametrize("width", [90, 100, 114, 136])
@pytest.mark.parametrize("above", [HAND_WORDS, TERRITORY_WORDS])
def test_gnostica_words_stay_under_the_cards_number(make_app, width, above):
    """Every card's power, in both languages, on a card of `width`: whole, and its plate below the number band."""
    make_app()
    renderer = CardRenderer.for_game("gnostica")
    card = pygame.Rect(0, 0, width, int(width * 120 / 70))
    for card_id in gnostica_deck().cards:
        for lang in ("en", "es"):
            words = short_text.short_for(renderer, card_id, lang)
            if not words:
                continue
            lines, plate = drawn(card, [words], above=above, below=NUMBER_BAND, name=gnostica_name(card_id, lang))
            assert plate.top >= card.y + int(card.height * NUMBER_BAND), (card_id, lang)
            assert " ".join(lines).split()[:len(words.split())] == words.split()


def test_the_empress_in_spanish_no_longer_covers_her_number(make_app):
    """A case seen: the Empress's long power on a 114 px hand card in Spanish climbed over the card's numeral and
    value; it now stops under them and goes over the name, which it repeats in gold."""
    make_app()
    renderer = CardRenderer.for_game("gnostica")
    card = pygame.Rect(0, 0, 114, 195)
    words = short_text.short_for(renderer, "major_03_empress", "es")
    before = whole_caption.layout([words], card, HAND_WORDS)[2]
    assert before.top < card.y + int(card.height * NUMBER_BAND)  # the old placement, for the record
    lines, plate = drawn(card, [words], above=HAND_WORDS, below=NUMBER_BAND, name=gnostica_name("major_03_empress", "es"))
    assert plate.top >= card.y + int(card.height * NUMBER_BAND)
    if plate.bottom > card.y + int(card.height * 0.66):  # over the printed name (layout.yaml: y 79 of 120)
        assert names_itself(lines, gnostica_name("major_03_empress", "es"))


@pytest.mark.parametrize("width", [95, 100, 112, 130])
def test_a_rune_duel_caption_keeps_the_rank_and_repeats_a_name_it_covers(make_app, width):
    """Every card in every phase, both languages, from 95 px: the plate stays below the rank; a plate that reaches
    the name's band ends with the name (three suits in the secret choice at 95 px)."""
    make_app()
    card = pygame.Rect(0, 0, width, int(width * 88 / 63))
    for each in runes_deck().cards.values():
        for phase in ("commit", "moons", "wyrms", "knots"):
            for lang in ("en", "es"):
                groups = suit_spell_groups(each.suits, phase, lang, True)
                if not groups:
                    continue
                name = runes_name(each.id, lang)
                lines, plate = drawn(card, groups, below=RANK_BAND, name=name)
                assert plate.top >= card.y + int(card.height * RANK_BAND), (each.id, phase, lang)
                if plate.bottom > card.y + int(card.height * RUNES_NAME_TOP):
                    assert names_itself(lines, name), (each.id, phase, lang, lines)


def test_the_light_keeper_at_95_px_shows_its_spells_and_its_name(make_app):
    """The case seen: three suits in the secret choice on a narrow card covered 'The Light Keeper'."""
    make_app()
    card = pygame.Rect(0, 0, 95, 132)
    groups = suit_spell_groups(runes_deck().cards["light_keeper"].suits, "commit", "en")
    lines, plate = drawn(card, groups, below=RANK_BAND, name=runes_name("light_keeper", "en"))
    assert " ".join(lines).split()[:len(" ".join(groups).split())] == " ".join(groups).split()
    assert plate.bottom <= card.y + int(card.height * RUNES_NAME_TOP) or names_itself(lines, "The Light Keeper")


@pytest.mark.parametrize("width", [62, 64, 76])
def test_a_long_numeral_stays_clear_of_the_value_on_a_small_territory(make_app, width):
    """Newcomer pass (1280x720, Spanish): "XVIII" of the Moon ran into its value's pips on a 64 px territory; the
    numeral's last dark pixel now lies left of the pips' first coloured one, on every major arcana."""
    make_app()
    renderer = CardRenderer.for_game("gnostica")
    height = int(width * 120 / 70)
    band = range(int(height * 3 / 120), int(height * 14 / 120))
    stop = int(width * 55 / 70)  # the badge begins here
    for card_id, card in gnostica_deck().cards.items():
        if card.suit:
            continue
        face = renderer.render(card_id, size=(width, height), lang="es")
        dark, pips = [], []
        for x in range(stop):
            for y in band:
                r, g, b, *_ = face.get_at((x, y))
                if r + g + b < 200:
                    dark.append(x)
                elif b > r + 40 and b > g + 40:
                    pips.append(x)
        assert dark and pips and max(dark) < min(pips), (card_id, max(dark), min(pips))

