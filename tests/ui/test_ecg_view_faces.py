"""ECG's card faces: every kind prints the seed's statistics, each kingdom has its own emblem and colour."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.games.ecg.view.faces import KINGDOMS, face_fields
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.cards import icons


def card(**fields):
    """A card shaped like tabletop.games.ecg.rules.cards.Card (statistics the kind lacks are None)."""
    base = dict(text={"en": "Draw 1.", "es": "Roba 1."}, flavour=None, strength=None, cost=None, costs=None, copies=2,
                line=None, preparation=None, titles=frozenset(), madness=0, school=None, morale=None, renown=None,
                hand=None, general_type=None, abilities=(), prayer=())
    base.update(fields)
    base.setdefault("name", {"en": base["id"].title(), "es": base["id"].title()})
    return SimpleNamespace(**base)


TROOP = card(id="scout", kind="troop", kingdom="lobo", strength=3, cost=2, line="support", preparation=1,
             titles=frozenset({"salvaje", "locura"}), madness=2)
HERO = card(id="herald", kind="hero", kingdom="sol", morale=20, renown=3, hand=6, copies=1)
SPELL = card(id="counsel", kind="spell", kingdom="lechuza", school="luna",
             costs={"sol": None, "lechuza": 1, "ciervo": None, "lobo": 3, "leon": None, "devoto": 0})
PRAYER = card(id="oracion", kind="blessing", kingdom=None, text=None, copies=4,
              costs={k: 1 for k in KINGDOMS}, prayer=("discard 1", "renown -2", "wound own_troop 2", "morale -3"))
RESOURCE = card(id="devotion", kind="resource", kingdom="devoto", text=None, copies=1)


def test_a_troop_prints_cost_strength_line_preparation_titles_and_copies():
    fields = face_fields(TROOP)
    assert fields["cost"] == "2" and fields["strength"] == "3"
    assert "{line_support}" in fields["stats"]["en"] and "Support" in fields["stats"]["en"]
    assert "Soporte" in fields["stats"]["es"] and "{prepare} 1" in fields["stats"]["es"]
    assert fields["titles"] == {"en": "Madness 2 · Savage", "es": "Locura 2 · Salvaje"}
    assert fields["copies"] == "{copies} 2"
    assert fields["kingdom"] == "lobo" and fields["emblem"] == "realm_lobo"
    assert "costs_row" not in fields


def test_a_hero_prints_morale_renown_and_starting_hand():
    fields = face_fields(HERO)
    assert fields["stats"]["en"].split() == ["{morale}", "20", "{renown}", "3", "{hand_size}", "6"]
    assert "cost" not in fields and "copies" not in fields


def test_a_spell_prints_a_cost_per_kingdom_with_a_dash_where_it_cannot_be_played():
    fields = face_fields(SPELL)
    assert fields["costs_row"] is True
    assert [fields[f"cost_{k}"] for k in KINGDOMS] == ["–", "1", "–", "3", "–", "0"]
    assert fields["school"] == "luna"


def test_the_prayer_prints_its_four_stages_and_mercenaries_read_neutral():
    fields = face_fields(PRAYER)
    lines = fields["text"]["es"].split("\n")
    assert len(lines) == 4 and lines[0].startswith("Con 1:") and lines[3].startswith("Con 4:")
    assert fields["kingdom"] == "neutral" and fields["emblem"] == "prayer"
    assert fields["kind_line"]["es"] == "Oración · Neutral"


def test_a_resource_says_what_it_produces():
    assert face_fields(RESOURCE)["text"]["es"].startswith("Produce 1 de Devoción")


def test_every_kingdom_has_its_own_emblem():
    pictures = []
    for kingdom in (*KINGDOMS, "neutral"):
        assert icons.exists(f"realm_{kingdom}")
        surf = icons.icon(f"realm_{kingdom}", 48)
        pictures.append(pygame.image.tobytes(surf, "RGBA"))
        assert any(surf.get_at((x, y)).a > 200 for x in range(48) for y in range(48)), kingdom
    assert len(set(pictures)) == len(pictures)


@pytest.fixture
def renderer():
    """The ECG renderer with the sample cards above in place of the card set."""
    r = CardRenderer("ecg")
    r.cards = {c.id: face_fields(c) for c in (TROOP, HERO, SPELL, PRAYER, RESOURCE)}
    return r


def test_the_layout_loads_and_each_kingdom_frames_its_cards_in_its_own_colour(renderer):
    assert not [e for e in renderer.errors if "layout" in e]
    palette = renderer.layout.palettes["kingdom"]
    assert set(palette) == {*KINGDOMS, "neutral"}
    assert len({entry.colour for entry in palette.values()}) == len(palette)
    edge = renderer.render("scout", (126, 176)).get_at((3, 60))

    def distance(kingdom):
        return sum(abs(a - b) for a, b in zip(edge[:3], palette[kingdom].colour[:3]))
    assert min(palette, key=distance) == "lobo" and distance("lobo") < 40


def test_a_face_at_table_size_has_no_text_problem(renderer):
    for card_id in renderer.cards:
        renderer.render(card_id, (110, 154))
    assert renderer.check_card("scout", renderer.cards["scout"]) == []
    assert renderer.check_card("counsel", renderer.cards["counsel"]) == []
