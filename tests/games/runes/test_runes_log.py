"""Log lines of Rune Duel read as sentences: who played what, and on whom a spell was cast."""
from tabletop.engine.contract import Event
from tabletop.games.runes.rules import GAME

NAMES = ["Ana", "Bot 2 (hard)"]


def test_revealed_cards_say_who_plays_what():
    event = Event("reveal", {"cards": {"0": "calamity", "1": "windfall"}})
    assert GAME.describe_event(event, "en", NAMES) == \
        "Cards revealed: Ana plays The Calamity, Bot 2 (hard) plays The Windfall."
    assert GAME.describe_event(event, "es", NAMES).startswith("Se revelan las cartas: Ana juega ")


def test_a_spell_that_could_target_anyone_says_when_its_caster_took_it():
    on_self = Event("spell", {"spell": "confusion", "caster": 1, "target": 1})
    assert GAME.describe_event(on_self, "en", NAMES) == "Bot 2 (hard): Confusion on themself"
    assert GAME.describe_event(on_self, "es", NAMES) == "Bot 2 (hard): Confusión sobre sí mismo"
    at_rival = Event("spell", {"spell": "confusion", "caster": 1, "target": 0})
    assert GAME.describe_event(at_rival, "en", NAMES) == "Bot 2 (hard): Confusion at Ana"


def test_a_spell_only_for_its_caster_names_no_target():
    shield = Event("spell", {"spell": "shield", "caster": 0, "target": 0})
    assert GAME.describe_event(shield, "en", NAMES) == "Ana: Shield"
