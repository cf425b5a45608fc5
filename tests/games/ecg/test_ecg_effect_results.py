"""ECG's log says each effect's result, in English and Spanish: which troop was wounded, healed, destroyed,
exiled or returned, how much, by what; the events carry it (issue 28.3)."""
from __future__ import annotations

from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, do, field, give  # noqa: F401

NAMES = ["Ana", "Bo"]


def lines(events, lang: str) -> list[str]:
    """The log lines of `events` in `lang`."""
    return [line for line in (GAME.describe_event(e, lang, NAMES) for e in events) if line]


def test_a_wound_names_its_card_the_troop_how_many_and_the_strength_left(cards):
    state = action_table()
    give(state, 0, "bolt")  # wound enemy_troop 2
    guard = field(state, 1, "guard3")
    events = do(state, "play bolt", f"target {guard}", "pass")
    wounded = next(e for e in events if e.key == "troop.wounded")
    assert dict(wounded.params) == {"seat": 1, "card": "guard3", "uid": guard, "amount": 2, "strength": 1, "by": "bolt"}
    assert "bolt wounds guard3 of Bo: 2 wounds, Strength now 1." in lines(events, "en")
    assert "bolt hiere a guard3 de Bo: 2 heridas, ahora Fuerza 1." in lines(events, "es")
    assert "Bo's Morale: -2 (now 18) for the wounds to guard3." in lines(events, "en")
    assert "Moral de Bo: -2 (ahora 18) por las heridas de guard3." in lines(events, "es")


def test_a_maneuver_and_its_response_name_who_wounded_whom(cards):
    state = action_table()
    wolf, pike = field(state, 0, "scout2"), field(state, 1, "pike5")
    events = do(state, f"clash {wolf} {pike}", "pass")
    assert "scout2 wounds pike5 of Bo: 2 wounds, Strength now 3." in lines(events, "en")
    assert "pike5 hiere a scout2 de Ana: 3 heridas, ahora Fuerza 0." in lines(events, "es")


def test_destroyed_exiled_and_healed_troops_are_named_with_what_did_it(cards):
    state = action_table()
    give(state, 0, "smite", "banish", "mend")
    guard, pike = field(state, 1, "guard3"), field(state, 1, "pike5")
    hurt = field(state, 0, "wolf4", wounds=3)
    events = do(state, "play smite", f"target {guard}", "pass", "play banish", f"target {pike}", "pass",
                "play mend", f"target {hurt}", "pass")
    assert {"smite destroys guard3 of Bo.", "banish exiles pike5 of Bo.",
            "mend heals wolf4 of Ana: 2 wounds fewer, Strength now 3."} <= set(lines(events, "en"))
    assert {"smite destruye a guard3 de Bo.", "banish exilia a pike5 de Bo.",
            "mend cura a wolf4 de Ana: 2 heridas menos, ahora Fuerza 3."} <= set(lines(events, "es"))


def test_a_troop_fallen_at_strength_0_is_said_to_fall_in_the_resolution(cards):
    state = action_table()
    field(state, 1, "guard3", wounds=3)
    events = do(state, "end")
    assert "guard3 of Bo has Strength 0 and is destroyed." in lines(events, "en")
    assert "guard3 de Bo tiene Fuerza 0: se destruye." in lines(events, "es")
