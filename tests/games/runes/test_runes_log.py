"""Log lines of Rune Duel read as sentences: who played what, and on whom a spell was cast."""
from tabletop.engine.contract import Event
from tabletop.games.runes.rules.game import GAME

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


def test_shield_stops_only_hit_drain_and_confusion_says_the_log():
    """Seed: "Shield: for the rest of this turn, Hit, Drain and Confusion have no effect on you." A Fireball at a
    shielded mage still hurts, and its log line says why the Shield did not stop it, in both languages."""
    from runes_helpers import position, run

    st = position([["desert"], ["ace_moons"]], [["ace_suns"], []])
    run(st, "play desert", "play ace_moons", "cast shield")
    events = run(st, "cast fireball", "energy 1")
    line = next(e for e in events if e.key == "spell")
    assert st.life == [6, 5]
    assert GAME.describe_event(line, "en", NAMES).endswith(", −1 (a Shield stops only Hit, Drain and Confusion)")
    assert GAME.describe_event(line, "es", NAMES).endswith(", −1 (un Escudo solo detiene Golpe, Drenaje y Confusión)")


def test_a_fireball_at_an_unshielded_mage_says_nothing_of_shields():
    from runes_helpers import position, run

    st = position([["desert"], ["end"]], [["ace_suns"], []])
    events = run(st, "play desert", "play end", "cast fireball", "energy 1")
    line = next(e for e in events if e.key == "spell")
    assert "Shield" not in GAME.describe_event(line, "en", NAMES)


def test_the_haste_round_is_said_in_plain_words():
    """Seed: Speed "from next turn, the target may play two cards a turn. The first is played in a haste round in
    which only hasted mages play and cast; then comes the normal round with everyone." The log says so."""
    event = Event("round", {"turn": 3, "round": "haste"})
    assert GAME.describe_event(event, "en", NAMES) == \
        "Turn 3: haste round: only mages under Speed play, one extra card before the normal round."
    assert "una carta extra antes de la ronda normal" in GAME.describe_event(event, "es", NAMES)


def test_the_legend_explains_the_excuse_place_and_the_haste_round():
    """Seed: "When a mage draws the Excuse, the discard pile and the rest of the deck are shuffled together";
    the track's "Excuse (reshuffle): card 11 from the top" and "Haste round" have legend lines in both languages."""
    from tabletop.data.legend import legend_of

    legend = legend_of("runes")
    marks = {entry.mark: entry.text for entry in legend.entries if entry.mark}
    assert "11th card down" in marks["Excuse"]["en"] and "baraja juntos" in marks["Excuse"]["es"]
    assert "extra card before the normal round" in marks["Haste round"]["en"]
    assert "carta extra antes de la ronda normal" in marks["Haste round"]["es"]
