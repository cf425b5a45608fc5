"""ECG's set-up reads its card pool once per card set and words nothing through the UI (no face text in rules)."""
from __future__ import annotations

from tabletop.engine.registry import get_game
from tabletop.games.ecg.rules import deck_rules
from tabletop.games.ecg.view import faces
from tabletop.games.ecg.rules.cards import card_set


def test_setting_up_a_game_builds_no_face_text_and_no_ui_words(monkeypatch):
    """Set-up (the seats' decks read and checked) asks neither the card faces nor the UI's translation for words."""
    worded = []
    monkeypatch.setattr(faces, "face_fields", lambda card: worded.append(card.id) or {})
    from tabletop.ui import i18n

    monkeypatch.setattr(i18n, "tr", lambda *a, **k: worded.append(a) or "")
    monkeypatch.setattr(deck_rules, "_POOL", [None, []])  # as in a fresh process
    game = get_game("ecg")
    for seed in range(3):
        game.setup(game.info.resolve_options(None), 2, seed)
    assert worded == []


def test_the_pool_is_built_once_per_card_set_and_the_editor_filters_on_its_faces():
    """The editor's pool is the same cards on every call; its filter reads each card's face words (from the view)
    with the kind's words, cost and strength the rules give."""
    from tabletop.ui.deck_edit import DeckEditing

    first, again = deck_rules.pool(), deck_rules.pool()
    assert [a is b for a, b in zip(first, again)] == [True] * len(first) == [True] * len(card_set().cards)
    troop = next(card for card in first if card.group == "troop")
    assert set(troop.group_label) == {"en", "es"}
    read = DeckEditing("ecg", deck_rules.DECK_RULES).search_fields(troop)
    assert read["kind"] == "troop"
    assert read == faces.face_fields(card_set()[troop.id]) | {"type": dict(troop.group_label), "cost": troop.cost,
                                                               "power": troop.power}
