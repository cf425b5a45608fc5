"""Invocación's table at 1280x720: every card's name reads whole on its tile without hovering, in letters at least
11 px tall, in English and Spanish; the hand fills its panel; pointing at a card still shows its printed face.
Your own area's cards never lie over one another and their names are whole, at every table; with three to eight
players no card lies over another anywhere (the others' areas compact), and every Maná label is clear of its pile.
Every word the table draws is at least 10 px and whole (the power column's parts too); a pile's count covers no
Apoyo chip."""
from __future__ import annotations

import pygame
import pytest

from invocacion_audit import audit, overlaps, show_table
from invocacion_texts import MIN_TEXT_PX, drawn_texts, text_audit
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import Part, Power
from tabletop.games.invocacion.view.view_own import READABLE_W
from tabletop.games.invocacion.view.view_power import power_column
from tabletop.games.invocacion.view.view_tile import PRINTED_FACE_PX, body_top, tile
from tabletop.ui import card_tile
from tabletop.games.invocacion.view import shots as shots_invocacion
from tests.ui.test_teach_and_log import open_table

CARD_REFS = ("hand:", "invocation:", "conjuros:", "apoyos:", "trophies:", "discard:")


@pytest.fixture(scope="module")
def reaction():
    """Three seats in combat (the screenshot's position): cards in every zone, four in Ana's hand."""
    return shots_invocacion.reaction_session()


@pytest.fixture(scope="module")
def full_areas():
    """Four seats, every area full (the benchmark's table): the narrowest areas."""
    return shots_invocacion.full_areas_session()


def tile_sizes(table) -> set[tuple[int, int]]:
    """The size of every card the table draws face up as a tile."""
    return {rect.size for rect, ref in table.view.hits if ref.startswith(CARD_REFS)}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("position", ["reaction", "full_areas"])
def test_invocacion_names_read_whole_on_the_tiles_at_1280x720(make_app, request, position, lang):
    """At 1280x720 the printed faces' names were about 5 px tall: now every card of the set, at every tile size
    the table uses (three seats, and four with full areas), shows its whole name (or its head before an epithet:
    "Sabueso" of "Sabueso de Brasas")."""
    _app, table = open_table(make_app, request.getfixturevalue(position))
    sizes = tile_sizes(table)
    assert len(sizes) >= 3  # the areas' cards, the discard, the hand
    for w, h in sizes:
        for card in deck().cards.values():
            name = card.name.get(lang) or card.name["en"]
            lines, px, _bold = card_tile.fit_name(name, card_tile.name_px(h), card_tile.name_width(w))
            said = " ".join(lines).replace("- ", "")
            assert not any(line.endswith("…") for line in lines), (name, (w, h), lines)
            assert said in card_tile.short_forms(name), (name, lines)
            assert 1 <= len(lines) <= 2


def name_size(name: str, rect: pygame.Rect) -> tuple[int, int]:
    """The pixel size a tile of `rect` writes `name` at, and the height of its first line as drawn."""
    lines, px, bold = card_tile.fit_name(name, card_tile.name_px(rect.height), card_tile.name_width(rect.width))
    return px, card_tile.text_surface(lines[0], px, (0, 0, 0), bold, rect.width).get_height()


def test_every_face_up_card_is_drawn_as_its_tile_with_a_name_at_least_11_px_high(make_app, reaction):
    from tests.ui.test_invocacion_view import context
    app, table = open_table(make_app, reaction)
    ctx = context(app, reaction.observation(0), 0)
    palettes = ctx.cards.layout.palettes["elements"]
    checked = 0
    for rect, ref in table.view.hits:
        if not ref.startswith(CARD_REFS):
            continue
        card = deck()[ref.partition(":")[2]]
        assert table.view.card_image(card.id, rect.size, ctx) is tile(card, rect.size, "en", palettes), ref
        px, height = name_size(card.name["en"], rect)
        assert px >= card_tile.MIN_NAME_PX and height >= 11, (card.id, rect.size, px)
        checked += 1
    assert checked >= 12


def test_the_hand_fills_its_panel_with_tiles_larger_than_the_tables(make_app, reaction):
    _app, table = open_table(make_app, reaction)
    lay = table.view.lay
    hand = lay.hand
    assert len(hand) == 4
    area_w, area_h = lay.areas[0].card
    assert all(r.width > area_w and r.height > area_h for r in hand)
    assert all(lay.hand_zone.contains(r) for r in hand)
    assert sum(r.width * r.height for r in hand) >= 0.55 * lay.hand_zone.width * lay.hand_zone.height
    assert not any(a.colliderect(b) for k, a in enumerate(hand) for b in hand[k + 1:])  # none under another


def test_a_table_sized_card_is_its_tile_and_the_large_preview_its_printed_face(make_app, reaction):
    from tests.ui.test_invocacion_view import context
    app, table = open_table(make_app, reaction)
    obs = reaction.observation(0)
    ctx = context(app, obs, 0)
    card_id = obs.board.area(0).hand[0]
    palettes = ctx.cards.layout.palettes["elements"]
    assert table.view.card_image(card_id, (90, 100), ctx) is tile(deck()[card_id], (90, 100), "en", palettes)
    large = table.view.card_image(card_id, (240, PRINTED_FACE_PX + 45), ctx)
    assert large is ctx.cards.render(card_id, size=(240, PRINTED_FACE_PX + 45), lang="en")
    assert table.view.card_image(None, (90, 100), ctx, back=True) is ctx.cards.render("", size=(90, 100), lang="en",
                                                                                    back=True)


def test_hovering_a_tile_still_shows_the_whole_printed_face(make_app, reaction):
    app, table = open_table(make_app, reaction)
    checked = 0
    for rect, ref in list(table.view.hits):
        if not ref.startswith(CARD_REFS) or table.view.ref_at((rect.centerx, rect.bottom - 3)) != ref:
            continue
        point = (rect.centerx, rect.bottom - 3)
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
        shown = table._preview_request()
        assert shown is not None and shown[0] == ref.partition(":")[2], ref
        assert shown[1][1] >= PRINTED_FACE_PX  # drawn as the printed face
        checked += 1
    assert checked >= 8


def test_elements_frame_their_tiles_in_their_own_colour(make_app):
    from tabletop.ui.cardface import CardRenderer
    make_app()
    palettes = CardRenderer.for_game("invocacion").layout.palettes["elements"]
    frames = {}
    for element in ("fire", "earth", "water", "air"):
        card = next(c for c in deck().cards.values() if c.elements == (element,))
        frames[element] = tile(card, (76, 84), "en", palettes).get_at((38, 1))[:3]
        assert frames[element] == tuple(palettes[element].colour[:3])
    assert len(set(frames.values())) == 4


def test_your_own_face_down_cards_carry_the_closed_eye_and_others_stay_backs(make_app, monkeypatch):
    from tabletop.games.invocacion.view import table as view_module
    from tests.ui.test_invocacion_view import GAME, drawn, preparing
    app = make_app()
    state = preparing(3, 4, 40)
    viewer = state.to_move()
    drawn_tiles = []
    real = view_module.tile
    monkeypatch.setattr(view_module, "tile", lambda card, *args: drawn_tiles.append((card.id, args[-1]))
                        or real(card, *args))
    drawn(app, GAME.observe(state, viewer), viewer)
    area = state.area(viewer)
    own_down = {s.card for s in area.conjuros + area.apoyos if not s.face_up}
    assert own_down and own_down <= {card for card, secret in drawn_tiles if secret}
    face_up_elsewhere = {s.card for a in state.board.areas if a.seat != viewer for s in a.conjuros + a.apoyos
                         if s.face_up}
    assert not face_up_elsewhere & {card for card, secret in drawn_tiles if secret}
    for card_id in sorted(own_down):  # every one of them: a full top row must not crowd the eye out
        card = deck()[card_id]
        for size in ((93, 104), (76, 84), (120, 150)):
            plain, secret = real(card, size, "en", None), real(card, size, "en", None, True)
            assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(secret, "RGBA"), (card_id, size)


@pytest.fixture(scope="module")
def crowds():
    """Armagedón tables (5 and 8 players), early and late (every area full), built once."""
    return {(seats, late): shots_invocacion.armageddon_session(seats, late) for seats in (5, 8)
            for late in (False, True)}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [5, 8])
def test_a_full_armageddon_table_keeps_every_card_apart_and_inside_its_area(make_app, crowds, seats, size):
    """Eight full areas at 1280x720 once drew their Conjuros and Apoyos over one another (44x49 tiles): now no
    card, pile or power column overlaps another of its area or leaves it, and no hand card hides another's name."""
    _app, table = open_table(make_app, crowds[(seats, True)], size=size)
    assert overlaps(table.view, crowds[(seats, True)].observation(0)) == []


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("seats", [5, 8])
def test_with_five_to_eight_players_your_own_names_read_whole_and_the_others_too(make_app, crowds, seats, late,
                                                                                 lang):
    """Your own area and hand: every name whole (no ellipsis, nothing over it); the other seats' face-up cards
    too (their face-down ones lie on a pile with their count)."""
    session = crowds[(seats, late)]
    _app, table = open_table(make_app, session)
    found = audit(table.view, session.observation(0), lang)
    assert found.own_cut == [] and found.cut == []
    assert found.names >= (4 if not late else 25)


def test_every_name_reads_whole_on_a_tile_as_wide_as_the_crowded_tables_narrowest():
    """READABLE_W (the narrowest tile of a crowded table) holds every card's name whole, English and Spanish, at
    every tile height the table uses."""
    pygame.font.init()
    for card in deck().cards.values():
        for lang in ("en", "es"):
            name = card.name.get(lang) or card.name["en"]
            for h in (50, 70, 100, 140):
                lines, _px, _bold = card_tile.fit_name(name, card_tile.name_px(h), card_tile.name_width(READABLE_W))
                assert not any(line.endswith("…") for line in lines), (name, h, lines)


@pytest.fixture(scope="module")
def tables():
    """Two, three, four, five and eight players, early (the first Preparación) and late (every area full), built
    once."""
    return {(seats, late): shots_invocacion.table_session(seats, late) for seats in (2, 3, 4, 5, 8)
            for late in (False, True)}


def open_in(make_app, session, lang: str, size=(1280, 720)):
    """`session`'s table at `size`, the app in `lang`."""
    return show_table(make_app(size=size), session, lang)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_with_two_to_four_players_your_own_cards_lie_apart_and_their_names_read_whole(make_app, tables, seats, late,
                                                                                     size, lang):
    """Your own Conjuros and Apoyos were a fan of overlapping tiles late in a round ("Burning C…" under "Pyre
    Dan…"): now each has a place of its own, no card of your area lies over another or leaves it, and every name
    in your area and hand reads whole, at two to four players, early and late, at both sizes."""
    session = tables[(seats, late)]
    _app, table = open_in(make_app, session, lang, size)
    view, obs = table.view, session.observation(0)
    mine = [found for found in overlaps(view, obs) if found.startswith((f"seat {view.viewer}:", "hand"))]
    assert mine == []
    found = audit(view, obs, lang)
    assert found.own_cut == []
    hand = obs.board.area(view.viewer).hand
    for rect, card in zip(view.lay.hand, hand):  # the hand gave the area room, its names still 11 px or more
        name = deck()[card].name.get(lang) or deck()[card].name["en"]
        px, height = name_size(name, rect)
        assert px >= card_tile.MIN_NAME_PX and height >= 11, (name, rect.size, px)
    own = view.lay.areas[view.viewer]
    assert min(rect.width for rect in own.conjuros + own.apoyos) >= READABLE_W
    if late:  # the table at its fullest
        area = obs.board.area(view.viewer)
        assert len(area.conjuros) + len(area.apoyos) == 8 and len(view.lay.hand) >= 6


@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_click_anywhere_on_one_of_your_own_cards_finds_that_card(make_app, tables, seats, late):
    """Your own cards' hit areas follow their places: every corner of a card of your area (its name band too, once
    under the next card of the fan) is that card, and every choice you have (pick a card up in Preparación,
    reveal or support in combat) is clickable."""
    from viewhelp import clickable
    session = tables[(seats, late)]
    _app, table = open_in(make_app, session, "en")
    view = table.view
    box, area = view.lay.areas[view.viewer], session.observation(0).board.area(view.viewer)
    checked = 0
    for zone in ("conjuros", "apoyos"):
        for rect, slot in zip(getattr(box, zone), getattr(area, zone)):
            for point in (rect.center, (rect.x + 2, rect.y + 2), (rect.right - 3, rect.bottom - 3)):
                assert view.ref_at(point) == f"{zone}:{slot.card}", (zone, slot.card, point)
            checked += 1
    assert checked >= (8 if late else 1)
    legal = {action.ref for action in session.legal_actions() if action.ref}
    assert legal and all(clickable(view, ref, legal) for ref in legal)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("seats", [2, 4, 5, 8])
def test_every_word_on_the_table_is_at_least_10_px_and_whole_at_1280x720(make_app, tables, seats, late, lang):
    """The power column's lines were about 8 px and ended in "…" ("-2  Tremo…"), the zone labels and the headers'
    chips 8-9 px: now every word the table draws is at least 10 px, none is cut, the power column's least of all."""
    _app, table = open_in(make_app, tables[(seats, late)], lang)
    found = text_audit(table)
    assert found.texts >= 30
    assert found.small == [] and found.cut == [] and found.power_cut == []


@pytest.mark.parametrize("seats", [2, 4, 5, 8])
def test_a_face_up_piles_count_covers_no_apoyo_chip(make_app, tables, seats):
    """The Victorias pile's count sat in its lower right corner, over its top card's Apoyo chip (two to four
    players): now no word lies on the lower right quarter of any face-up pile's top card."""
    _app, table = open_in(make_app, tables[(seats, True)], "en")
    texts = drawn_texts(table)
    piles = [rect for rect, ref in table.view.hits if ref.startswith("trophies:")]
    assert len(piles) >= seats - 1
    for rect in piles:
        top = body_top(rect)
        apoyo = pygame.Rect(rect.centerx, (top + rect.bottom) // 2, rect.right - rect.centerx, (rect.bottom - top) // 2)
        assert not [text.words for text in texts if text.rect.colliderect(apoyo)], rect


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("seats", [2, 4, 5, 8])
def test_a_power_of_many_parts_stays_whole_in_its_column(make_app, tables, seats, lang):
    """Six parts (the printed Poder, an "equal to", four effects with long names) in every area's column: each
    part is written whole inside the column at 10 px or more, or all but the printed one stand as their sum."""
    app, table = open_in(make_app, tables[(seats, True)], lang)
    names = sorted(deck().cards, key=lambda card: -len(deck()[card].name[lang]))[:5]
    parts = (Part("printed", names[0], 4, "power.printed"), Part("set", names[0], 3, "power.set", {"value": 7}),
             *(Part("effect", card, amount, "power.add") for card, amount in zip(names[1:], (2, -3, 1, 0))))
    power = Power(0, 7, parts)
    for box in table.view.lay.areas.values():
        column = power_column(box, power, True, table.view._px, lang)
        room = box.power.inflate(0, table.view._px(8))
        assert column.text_px >= MIN_TEXT_PX and column.crown_px >= MIN_TEXT_PX
        assert column.marks and all(room.contains(mark.rect) for mark in column.marks), box.power
        assert not any("…" in mark.words for mark in column.marks)
        shown = {mark.part for mark in column.marks}
        assert shown == set(range(len(parts))) or shown == {0, None}


def others(view) -> list:
    """The areas of the seats other than the viewer's."""
    return [box for seat, box in view.lay.areas.items() if seat != view.viewer]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("seats", [3, 4])
def test_with_three_or_four_players_the_others_cards_lie_apart_and_their_names_read_whole(make_app, tables, seats,
                                                                                          late, size, lang):
    """The other seats' full Conjuros and Apoyos were fans of overlapping tiles at three and four players (12 and
    30 overlaps, "Pea…" under a back): now their areas are compact, as from five players on (face-down cards on one
    counted pile, face-up ones side by side), no card of theirs lies over another or leaves its area and every
    face-up name reads whole, early and late, at both sizes, in both languages."""
    session = tables[(seats, late)]
    _app, table = open_in(make_app, session, lang, size)
    view, obs = table.view, session.observation(0)
    assert overlaps(view, obs) == []
    found = audit(view, obs, lang)
    assert found.cut == []
    if late:  # every face-up card of the others' Conjuros and Apoyos has a tile of its own, READABLE_W or wider
        shown = {ref for _rect, ref in view.hits if ref.startswith(("conjuros:", "apoyos:"))}
        for box in others(view):
            area = obs.board.area(box.seat)
            for zone in ("conjuros", "apoyos"):
                ups = [(rect, slot.card) for rect, slot in zip(getattr(box, zone), getattr(area, zone)) if slot.face_up]
                assert ups and {f"{zone}:{card}" for _rect, card in ups} <= shown
                assert len({tuple(rect) for rect, _card in ups}) == len(ups), (box.seat, zone)
                assert min(rect.width for rect, _card in ups) >= READABLE_W


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_mana_label_stays_clear_of_its_pile(make_app, tables, seats, size):
    """At 1920x1080 the cards fanned up-left under another seat's Maná pile reached over its label ("Maná 4" cut
    by the pile's edges): now every area's "Maná" label lies clear of its whole pile, at two to four players."""
    from tabletop.games.invocacion.view.view_layout import pile_fan
    from tabletop.games.invocacion.view.view_words import t
    session = tables[(seats, True)]
    _app, table = open_in(make_app, session, "en", size)
    view, obs = table.view, session.observation(0)
    texts = drawn_texts(table)
    checked = 0
    for seat, box in view.lay.areas.items():
        mana = len(obs.board.area(seat).mana)
        fan = pile_fan(view._px) * (min(mana, 3) - 1)
        pile = box.mana.union(box.mana.move(-fan, -fan))
        words = {t("mana.count", "en", n=mana), t("mana.short", "en")}
        labels = [text.rect for text in texts if text.words in words and box.rect.contains(text.rect)]
        assert len(labels) == 1, (seat, words)
        assert not labels[0].colliderect(pile), (seat, labels[0], pile)
        checked += mana > 0
    assert checked >= seats


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4])
def test_pointing_at_an_others_face_up_card_shows_its_printed_face(make_app, tables, seats, size):
    """The others' compact areas keep their cards' hover: pointing at each face-up Conjuro or Apoyo (or, on a
    face-up pile, at its top card) shows that card's whole printed face."""
    session = tables[(seats, True)]
    app, table = open_in(make_app, session, "en", size)
    view, obs = table.view, session.observation(0)
    checked = 0
    for box in others(view):
        area = obs.board.area(box.seat)
        for zone in ("conjuros", "apoyos"):
            places = list(zip(getattr(box, zone), getattr(area, zone)))
            for rect, slot in places:
                if not slot.face_up:
                    continue
                top = [other.card for place, other in places if place == rect][-1]  # a pile shows its last card
                point = (rect.centerx, rect.bottom - 3)
                assert view.ref_at(point) == f"{zone}:{top}", (box.seat, zone, slot.card)
                app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
                shown = table._preview_request()
                assert shown is not None and shown[0] == top and shown[1][1] >= PRINTED_FACE_PX, (zone, top)
                checked += 1
    assert checked >= 2 * (seats - 1)
