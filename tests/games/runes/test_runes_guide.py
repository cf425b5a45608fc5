"""Rune Duel: the seed's guide table for the solitaire opponent, clause by clause.

Seed (Variantes, Solitario), the guide for each activation rune:
  1-3 pv: Lunas "curación, despues protección"; Serpientes "atacar solo si no puede usar lunas o
  nudos de forma defensiva"; Nudos "solo si no puede curarse: invisibilidad luego velocidad. Si no,
  usar Serpientes y si no puede Amnesia/Confusion".
  4-6 pv: Serpientes "atacar si es posible con el hechizo que más daño haga".
"""
from tabletop.engine.rng import Rng
from tabletop.games.runes.bots.bot import GuideBot
from tabletop.games.runes.rules.game import GAME

from runes_helpers import position, run


def guide_choice(st) -> str:
    """What the guide (seat 2) does at the current decision."""
    return str(GuideBot(GAME).choose(GAME.observe(st, 1), GAME.legal_actions(st), Rng(1)))


def test_low_life_attack_only_if_it_cannot_use_knots_defensively():
    """1-3 pv, Serpientes: "atacar solo si no puede usar lunas o nudos de forma defensiva".

    The Battle (Wyrms, Knots) with a Wave in the sequence: Invisibility is castable in the
    Knots phase, so the guide holds back its attack in the Wyrms phase and casts it then.
    """
    st = position([["end"], ["battle"]], [[], ["ace_waves"]], life=[6, 2])
    run(st, "play end", "play battle")
    assert st.pending["rune"] == "wyrms" and "cast ice_ray" in [str(a) for a in GAME.legal_actions(st)]
    assert guide_choice(st) == "pass"
    run(st, "pass")
    assert st.pending["rune"] == "knots"
    assert guide_choice(st) == "cast invisibility"


def test_low_life_attacks_when_no_defensive_spell_is_castable_later():
    """1-3 pv, Serpientes: "atacar solo si no puede usar lunas o nudos de forma defensiva" (it cannot: it attacks)."""
    st = position([["end"], ["battle"]], [[], ["ace_leaves"]], life=[6, 2])
    run(st, "play end", "play battle")
    assert guide_choice(st) in ("cast drain", "cast hit")


def test_four_to_six_life_attack_with_the_spell_that_does_most_damage():
    """4-6 pv, Serpientes: "atacar si es posible con el hechizo que más daño haga".

    Three Suns and two Leaves: a 3-point Fireball beats a 2-point Drain, whatever Drain heals.
    """
    st = position([["ace_moons"], ["savage"]], [[], ["ace_leaves", "ace_suns", "bard", "desert"]], life=[6, 4])
    run(st, "play ace_moons", "play savage")
    while st.pending and st.pending["rune"] != "wyrms":
        run(st, "pass")
    assert {"cast fireball", "cast drain"} <= {str(a) for a in GAME.legal_actions(st)}
    assert guide_choice(st) == "cast fireball"


def test_low_life_knots_amnesia_or_confusion_only_if_it_could_not_use_its_wyrms():
    """1-3 pv, Nudos: "Si no, usar Serpientes y si no puede Amnesia/Confusion".

    The guide attacked with its Wyrm this turn: it casts no Confusion with its Knot.
    """
    st = position([["end"], ["battle"]], [[], ["ace_leaves"]], life=[6, 2])
    run(st, "play end", "play battle")
    run(st, guide_choice(st))
    while st.pending and st.pending["rune"] == "wyrms":
        run(st, guide_choice(st))
    assert st.pending["rune"] == "knots" and "cast confusion" in [str(a) for a in GAME.legal_actions(st)]
    assert guide_choice(st) == "pass"


def test_low_life_knots_confusion_when_it_has_no_wyrms():
    """1-3 pv, Nudos: "... y si no puede Amnesia/Confusion": a card without Wyrms confuses."""
    st = position([["end"], ["windfall"]], [[], []], life=[6, 2])
    run(st, "play end", "play windfall")
    assert guide_choice(st) == "cast confusion"
