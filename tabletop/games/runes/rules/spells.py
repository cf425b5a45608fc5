"""The spell tables of Duelo de Runas: which activation rune and energy each spell needs.

A spell is cast with one activation rune of the card just played (its phase) plus energy
runes. `scaled` suits are chosen by the caster (1 up to what is available, each rune
adds power or duration); `fixed` suits cost exactly one rune and only unlock the spell.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

PHASES = ("moons", "wyrms", "knots")

#: who a spell may target, by its activation rune
SELF, OPPONENT, ANY = "self", "opponent", "any"
TARGETING = {"moons": SELF, "wyrms": OPPONENT, "knots": ANY}


@dataclass(frozen=True)
class Spell:
    """One entry of a spell table."""

    id: str
    phase: str  # the activation rune: moons, wyrms or knots
    scaled: tuple[str, ...] = ()  # energy suits whose count the caster chooses (>= 1 each)
    fixed: tuple[str, ...] = ()  # suits that cost exactly one rune each
    advanced: bool = False
    physical: bool = False  # Fireball, Ice Ray, Hit: not stopped by a Counter-spell
    monsters: bool = False  # may target a monster (Wyrms spells, Remove Enchantment)
    aim: str = ""  # whom it may target when its text narrows its rune's rule (Amnesia: an opponent)

    @cached_property
    def suits(self) -> tuple[str, ...]:
        """Every suit the spell needs, scaled first."""
        return self.scaled + self.fixed


def _s(id, phase, scaled=(), fixed=(), **kw) -> Spell:
    return Spell(id, phase, tuple(scaled), tuple(fixed), **kw)


BASIC = (
    _s("resist_cold", "moons", ["suns"]),
    _s("resist_heat", "moons", ["waves"]),
    _s("heal", "moons", ["leaves"]),
    _s("shield", "moons"),
    _s("fireball", "wyrms", ["suns"], physical=True, monsters=True),
    _s("ice_ray", "wyrms", ["waves"], physical=True, monsters=True),
    _s("drain", "wyrms", ["leaves"], monsters=True),
    _s("hit", "wyrms", physical=True, monsters=True),
    _s("speed", "knots", ["suns"]),
    _s("invisibility", "knots", ["waves"]),
    _s("amnesia", "knots", ["leaves"], aim=OPPONENT),  # "del oponente elegido"
    _s("confusion", "knots"),
)

ADVANCED = (
    _s("summon_troll", "moons", ["suns", "waves"], advanced=True),
    _s("summon_fire_elemental", "moons", ["suns", "leaves"], advanced=True),
    _s("summon_ice_elemental", "moons", ["waves", "leaves"], advanced=True),
    _s("protection", "moons", ["suns", "waves", "leaves"], advanced=True),
    _s("lightning_bolt", "wyrms", ["suns"], ["waves"], advanced=True, monsters=True),
    _s("fear", "wyrms", ["leaves"], ["suns"], advanced=True, monsters=True),
    _s("poison", "wyrms", ["waves", "leaves"], advanced=True, monsters=True),
    _s("charm", "wyrms", ["leaves"], ["suns", "waves"], advanced=True, monsters=True),
    _s("electric_touch", "knots", ["waves"], ["suns"], advanced=True),
    _s("remove_enchantment", "knots", (), ["suns", "leaves"], advanced=True, monsters=True),
    _s("magic_mirror", "knots", (), ["waves", "leaves"], advanced=True),
    _s("dispel_magic", "knots", (), ["suns", "waves", "leaves"], advanced=True),
)

COUNTER = "counter_spell"
SPELLS: dict[str, Spell] = {s.id: s for s in BASIC + ADVANCED}


def aim_of(spell: str, rune: str) -> str:
    """Whom `spell` cast with `rune` may target: SELF, OPPONENT or ANY (a Counter-spell: anyone)."""
    if spell == COUNTER:
        return ANY
    return SPELLS[spell].aim or TARGETING[rune]

#: spells that target no one in particular (no target step)
UNTARGETED = {"dispel_magic"}

#: monsters: summoning spell -> (kind, suit giving attack, suit giving life, protection that stops it)
MONSTERS = {
    "summon_troll": ("troll", "suns", "waves", "shield"),
    "summon_fire_elemental": ("fire_elemental", "suns", "leaves", "resist_heat"),
    "summon_ice_elemental": ("ice_elemental", "waves", "leaves", "resist_cold"),
}

#: effects that last several turns (kept per mage with turns left)
DURATION_EFFECTS = ("resist_cold", "resist_heat", "speed", "invisibility", "protection",
                    "fear", "poison", "charm", "electric_touch")


@lru_cache(maxsize=None)
def spells_for(phase: str, advanced: bool) -> tuple[Spell, ...]:
    """The spells of one activation rune, table order, advanced ones last when enabled."""
    return tuple(s for s in BASIC + (ADVANCED if advanced else ()) if s.phase == phase)
