"""ECG's table read by a newcomer (issue 28): a table tile's words read whole, the zoom covers neither the choices
nor the opponent's court, and hovering explains during the opponent's turn too."""
from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import short_text

#: the tile sizes of the table at 1920x1080 and at 1600x900
TABLE_1920, TABLE_1600 = (112, 141), (94, 118)
#: (card, zone, lang, the words its tile must show whole)
READ_WHOLE = [
    ("lobo_ulfra", None, "en", "[x1] Madness +2: a troop of yours gets +2 Strength this turn."),
    ("lobo_ulfra", None, "es", "[x1] Locura +2: una tropa tuya obtiene +2 de Fuerza este turno."),
    ("lobo_cazadora", "battle", "en", "[x1] Recovery: 1 wound to an enemy troop."),
    ("lobo_cazadora", "court", "es", "[x1] Paga 1: mira la mano rival."),
    ("lobo_chaman", "court", "en", "[x1] Pay 1: Madness -2."),
    ("lobo_chaman", "battle", "es", "[x1] Locura +1: cura 2 heridas de una tropa tuya."),
]


@pytest.mark.parametrize("card_id, zone, lang, words", READ_WHOLE)
def test_a_table_tile_reads_its_ability_whole_at_1920(make_app, card_id, zone, lang, words):
    """'card text cut on tiles ("[x1] Pay 1…")': a tile on the table gives its body to the words and says only the
    abilities of the zone it lies in (a troop in battle its Battle ones), so they read whole at 1920x1080."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    make_app()
    card_tile._tiles.clear()
    short_text.forget_shown()
    view_tile.tile(lookup.card(card_id), TABLE_1920, lang, None, zone=zone)
    assert [shown for shown, _rect in short_text.SHOWN] == [words]
    assert not short_text.CUT


@pytest.mark.parametrize("size", [(130, 119), (162, 109)])
def test_a_hand_tile_with_a_short_name_gives_its_words_the_band_it_does_not_need(make_app, size):
    """The hand at 1280x720 (130x119 tiles) and 1600x900: a one-line name leaves its band's second line to the
    words, so "Heal 2 wounds of a troop of yours; draw 1." reads whole, and the plate stays under the cost badge."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    make_app()
    card_tile._tiles.clear()
    short_text.forget_shown()
    feast = lookup.card("lobo_festin")
    view_tile.tile(feast, size, "en", None, view_tile.cost_for(feast, "lobo"), hand=True)
    assert [words for words, _rect in short_text.SHOWN] == ["Heal 2 wounds of a troop of yours; draw 1."]
    assert not short_text.CUT
    (_words, plate), = short_text.SHOWN
    badge_bottom = view_tile.body_top(feast, pygame.Rect((0, 0), size), "en") + size[1] * 0.2
    assert plate.top >= badge_bottom


WINDOWS = [(1280, 720), (1600, 900), (1920, 1080)]
#: where each kind of card lies on the table (None: the hero's place and the legacy zone)
TABLE_ZONES = {"troop": ("battle", "court"), "resource": ("court",), "hero": (None,), "general": (None,),
               "legacy": (None,), "blessing": (None,)}
MOST_IN_HAND = 10


@pytest.fixture(scope="module")
def full_lines():
    """Ana's Acción phase, every line and court full."""
    from tabletop.games.ecg.view import shots as shots_ecg
    return shots_ecg.full_lines_session()


@pytest.fixture
def fitted(monkeypatch):
    """(words, lines, letter size) of every caption laid out from now on."""
    found: list = []
    real = short_text.fit

    def noting(words, *args, **kwargs):
        lines, size = real(words, *args, **kwargs)
        found.append((words, lines, size))
        return lines, size
    monkeypatch.setattr(short_text, "fit", noting)
    return found


def tile_sizes(make_app, session, window, scale: float) -> tuple[tuple[int, int], set]:
    """(the table's card size, the sizes of the hand's cards for every hand of 1 to MOST_IN_HAND cards laid side by
    side) at `window` and interface size `scale`."""
    from tabletop.games.ecg.view.view_layout import hand_rects
    from tests.ui.table_scene import show_table

    app = make_app(size=window)
    app.settings.ui_scale = scale
    app.relayout()
    _app, table = show_table(app, session)
    lay = table.view.lay
    hands = set()
    for count in range(1, MOST_IN_HAND + 1):
        rects = hand_rects(lay.hand_zone, count, lay.card, lay.label_h)
        if all(a.right <= b.x for a, b in zip(rects, rects[1:])):  # overlapping cards hide each other's words
            hands.add(rects[0].size)
        else:
            assert count > 8, (window, count)  # a hand of up to eight lies side by side
    return lay.card, hands


@pytest.mark.parametrize("window", WINDOWS)
def test_every_card_reads_its_short_form_whole_wherever_it_lies_at_every_size(make_app, full_lines, fitted, window):
    """'Each card on the table and in the hand shows its effect in a short form ... wherever it is at least ~90 px
    wide, in the current language' (issue 28 §1): ECG's tiles at 1600x900 and its hand at 1280x720 ended their
    words in "…". At 1280x720, 1600x900 and 1920x1080, at interface size 100, 150 and 200 % (the table's cards
    keep their size), in English and Spanish, every card of the set in every place it may lie - the table's lines
    and court, the hero's place and the legacy zone, the hand at any size up to ten cards - shows its words whole
    (the printed sentence, else the short form written from its abilities), in letters of at least 10 px."""
    from tabletop.games.ecg.rules.cards import load_deck
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    table, hands = tile_sizes(make_app, full_lines, window, 1.0)
    for scale in (1.5, 2.0):
        assert tile_sizes(make_app, full_lines, window, scale) == (table, hands)
    places = [(table, zone, False) for zone in (None, "battle", "court")] + [(size, None, True) for size in hands]
    places = [place for place in places if short_text.shows_text(place[0][0])]
    assert any(hand for _size, _zone, hand in places)  # the hand shows words at every window size
    drawn = 0
    for lang in ("en", "es"):
        for card in load_deck().cards.values():
            for size, zone, hand in places:
                if not hand and zone not in TABLE_ZONES.get(card.kind, ()):
                    continue
                card_tile._tiles.clear()
                short_text.forget_shown()
                fitted.clear()
                cost = view_tile.cost_for(card, "lobo") if hand else None
                view_tile.tile(card, size, lang, None, cost, hand=hand, zone=zone)
                assert len(short_text.SHOWN) == 1, (card.id, size, zone, lang)
                words, lines, px = [found for found in fitted if found[0] == short_text.SHOWN[0][0]][-1]
                assert not short_text.CUT and not lines[-1].endswith("…"), (card.id, size, zone, lang, lines)
                assert px >= view_tile.TEXT_PX, (card.id, size, zone, lang, px)
                drawn += 1
    assert drawn >= 2 * len(load_deck().cards) * len(hands)  # every card in every hand size, both languages


def test_a_long_effect_gives_way_to_its_short_form_only_where_the_printed_one_does_not_fit(make_app):
    """The printed sentence where it fits (1920x1080's hand), the short form written from the abilities where it
    does not (1600x900's table), in both languages."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    make_app()
    bearer = lookup.card("leon_portaestandarte")
    said = {}
    for lang in ("en", "es"):
        for size, hand in (((194, 131), True), (TABLE_1600, False)):
            card_tile._tiles.clear()
            short_text.forget_shown()
            view_tile.tile(bearer, size, lang, None, "2" if hand else None, hand=hand, zone=None if hand else "battle")
            said[lang, hand] = short_text.SHOWN[0][0]
    assert said["en", True] == ("Battle — At the start of your Preparation phase: a troop of yours gets +1 Strength "
                                "this turn.")
    assert said["en", False] == "Your turn starts: your troop +1 Strength this turn"  # "this turn" kept (a newcomer missed it)
    assert said["es", False] == "Al empezar tu turno: tropa tuya +1 Fuerza este turno"


def test_a_zone_without_abilities_of_its_own_keeps_the_printed_heading():
    """A troop in the court whose only ability works in battle still says so, heading and all."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view.view_tile import zone_short

    scout = lookup.card("lobo_explorador")
    assert zone_short(scout, "en", "court") == "Battle — [x1] Recovery: 1 wound to an adjacent enemy troop."
    assert zone_short(scout, "en", "battle") == "[x1] Recovery: 1 wound to an adjacent enemy troop."
    assert zone_short(scout, "es", None).startswith("Batalla — ")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_zoom_covers_neither_the_choices_nor_the_opponents_court(make_app, size):
    """'the zoom (Z / Alt / right-click) can cover the opponent's court': wherever the pointer is, the zoomed card
    goes where it covers neither a glowing ref (what you may choose) nor the opponent's court."""
    from tests.ui.test_legend_zoom import card_points, open_table, point_at, press, zoom_avoids

    app, table = open_table(make_app, "ecg", size)
    court = [half.court_zone for seat, half in table.view.lay.halves.items() if seat != table.view.bottom]
    assert court and table.view.kept_clear() == court
    zoomed = 0
    for ref, point in card_points(table):
        point_at(app, table, point)
        press(app, pygame.K_z)
        got = table.zoomed()
        if got is not None:
            zoomed += 1
            rect = got[1]
            assert not rect.colliderect(court[0]), (ref, rect)
            mine = [lit for lit in zoom_avoids(table) if not lit.collidepoint(point)]
            assert not any(rect.colliderect(lit) for lit in mine), (ref, rect)
        app.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0))
    assert zoomed


def their_turn_with_troops(seed: int = 5):
    """A position where Bo (seat 1) decides and both seats have a troop in battle."""
    import random

    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.games.ecg.rules import battle

    session = Session(get_game("ecg"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    for _ in range(4000):
        state = session.observation(0)
        if session.to_move() == 1 and all(list(battle.troops(state, seat)) for seat in (0, 1)):
            return session
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    pytest.fail("no position with troops on both sides during Bo's turn")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_hovering_lines_and_troops_explains_during_the_opponents_turn(make_app, lang):
    """'tips over lines and troops are hidden by "not your turn" during the opponent's turn': the line says what it
    is, a troop what its number means (one's own troop says whose turn it is too), as on one's own turn."""
    from tabletop.games.ecg.rules import battle
    from tabletop.ui.i18n import set_language
    from tests.ui.table_scene import show_table

    session = their_turn_with_troops()
    app = make_app()
    set_language(lang)
    _app, table = show_table(app, session)
    state = session.observation(0)
    mine, theirs = next(battle.troops(state, 0))[1], next(battle.troops(state, 1))[1]
    said = {}
    for ref in ("line:0:infantry", "line:1:support", f"troop:{mine['uid']}", f"troop:{theirs['uid']}"):
        table.hovered = ref
        said[ref] = table.why.current()
    strength = {"en": "Strength (Fuerza) after wounds", "es": "Fuerza tras las heridas"}[lang]
    assert said["line:0:infantry"].startswith({"en": "Infantry (Infantería): the front line",
                                               "es": "Infantería: la línea del frente"}[lang])
    assert said["line:1:support"].startswith({"en": "Support (Soporte)", "es": "Soporte: la línea de atrás"}[lang])
    assert strength in said[f"troop:{theirs['uid']}"]
    assert strength in said[f"troop:{mine['uid']}"] and "Bo" in said[f"troop:{mine['uid']}"]



@pytest.mark.parametrize("window", WINDOWS)
def test_the_discard_shows_its_top_cards_name_whole(make_app, full_lines, window):
    """Played from the screen at 1280x720: the discard's top card read "White Wolf Sc…" (the pile was narrower than
    the table's cards). Every card's name fits its tile there whole, in both languages."""
    from tabletop.games.ecg.rules.cards import load_deck
    from tabletop.ui.card_tile import fit_name, name_px, name_width
    from tests.ui.table_scene import show_table

    _app, table = show_table(make_app(size=window), full_lines)
    for half in table.view.lay.halves.values():
        width, height = half.discard.size
        assert width >= table.view.lay.card[0]
        for card in load_deck().cards.values():
            for lang in ("en", "es"):
                lines, _px, _bold = fit_name(card.name[lang], name_px(height), name_width(width))
                assert not any(line.endswith("…") for line in lines), (card.name[lang], half.discard.size)
