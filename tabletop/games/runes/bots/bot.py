"""Rune Duel bots: `normal` (one-ply heuristic), `easy` (the same with noise), `guide`
(the seed's solitaire guide table) and `random`. Bots only read observations.

The heuristic values a spell by its immediate effect on life (damage, healing, what a
protection is likely to stop) plus a rough worth of lasting effects; a card by the best
plan of spells it enables over the three phases (energy is shared between them), plus the
energy runes it leaves in the sequence for later turns.
"""
from __future__ import annotations

import math
from operator import sub
from typing import Sequence

from tabletop.bots.base import RandomBot
from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.runes.rules.cards import ACTIVATION, ENERGY, SUITS, card
from tabletop.games.runes.rules.model import RunesState
from tabletop.games.runes.rules.resolve import MONSTER_CARD, feared, protected, shielded
from tabletop.games.runes.rules.game import aim_group, available, can_activate, rune_pool, targets
from tabletop.games.runes.rules.spells import COUNTER, MONSTERS, PHASES, SPELLS, UNTARGETED, spells_for

KILL_BONUS = 6.0
BENEFICIAL = {"resist_cold": 0.5, "resist_heat": 0.5, "speed": 0.9, "invisibility": 0.8, "protection": 0.6,
              "electric_touch": 0.3}
HARMFUL = {"fear": 0.7, "poison": 0.0, "charm": 1.2}


# --- valuation helpers -------------------------------------------------------------
def life_worth(st: RunesState, seat: int) -> float:
    """How much one life point of this mage matters (more when low)."""
    return 1.0 + (0.6 if st.life[seat] <= 3 else 0.0)


def damage_value(st: RunesState, me: int, target, amount: int) -> float:
    """Worth to `me` of `amount` damage to a mage or monster."""
    if amount <= 0:
        return 0.0
    if isinstance(target, str):
        m = st.monster(target)
        if m is None:
            return 0.0
        sign = -1.0 if m["owner"] == me else 1.0
        return sign * (min(amount, m["life"]) * 0.5 + (m["attack"] * 1.5 if amount >= m["life"] else 0.0))
    if target == me:
        return -amount * life_worth(st, me) - (100.0 if amount >= st.life[me] else 0.0)
    value = min(amount, st.life[target]) * life_worth(st, target)
    if amount >= st.life[target]:
        value += 100.0 if len(st.living()) == 2 else KILL_BONUS
    return value


def heal_value(st: RunesState, me: int, seat: int, amount: int) -> float:
    """Worth to `me` of healing `seat`."""
    gained = max(0, min(amount, st.max_life[seat] - st.life[seat]))
    return gained * life_worth(st, seat) * (1.0 if seat == me else -1.0)


def threat(st: RunesState, seat: int, suit: str, now: bool) -> float:
    """Expected energy of `suit` opponents can throw at `seat` (this round if `now`)."""
    total = 0.0
    for o in st.living():
        if o == seat:
            continue
        if now:
            played = st.played[o]
            if played and card(played).has("wyrms") and [played, "wyrms"] not in st.used[o]:
                total = max(total, available(st, o, suit) if suit != "hit" else 1)
        else:
            runes = sum(1 for c in st.sequences[o] if not c["face_down"] and card(c["card"]).has(suit))
            total = max(total, 0.5 + runes * 0.6)
    return total


def pool_of(st: RunesState, seat: int, extra: str | None = None, memo: dict | None = None) -> dict:
    """Unused runes per suit on the mage's face-up cards (plus a card about to be played).

    A `memo` shared by calls on the same state keeps the mage's rune pool.
    """
    if memo is None:
        pool = dict(rune_pool(st, seat))
    else:
        base = memo.get(("pool", seat))
        if base is None:
            base = memo[("pool", seat)] = rune_pool(st, seat)
        pool = dict(base)
    if extra:
        for s in card(extra).suits:
            pool[s] += 1
    return pool


#: damaging spell -> the suit its damage counts (None: always one)
_DAMAGE_SUIT = {"fireball": "suns", "ice_ray": "waves", "lightning_bolt": "suns", "hit": None, "drain": "leaves"}


def estimate(st: RunesState, me: int, caster: int, spell: str, energy: dict, target, attack: int) -> float:
    """Worth to `me` of `caster` casting `spell` with `energy` at `target` (immediate + lasting)."""
    if isinstance(target, int) and target != caster and st.countered[target] and _COUNTERED_BY_SHIELD[spell]:
        return 0.0
    worth = _WORTH.get(spell)
    return worth(st, me, caster, spell, energy, target, attack) if worth is not None else 0.0


# Each `_worth_*` values one spell family for `estimate` (same arguments), once a Counter-spell
# on the target has been ruled out.
def damage_dealt(st: RunesState, spell: str, energy: dict, target, attack: int) -> int:
    """Life a damaging spell takes from `target` now (0 when a protection the caster can see stops it)."""
    if spell not in _DAMAGE_SUIT:
        return 0
    if isinstance(target, int) and st.countered[target] and _COUNTERED_BY_SHIELD[spell]:
        return 0
    suit = _DAMAGE_SUIT[spell]
    amount = energy.get(suit, 0) if suit else 1
    if isinstance(target, int):
        effs = st.effects[target]
        if spell == "fireball" and protected(effs, "resist_heat", attack) or \
                spell == "ice_ray" and protected(effs, "resist_cold", attack) or \
                spell in ("hit", "drain") and shielded(st, target, attack):
            return 0
    return amount


def _worth_damage(st, me, caster, spell, energy, target, attack):
    amount = damage_dealt(st, spell, energy, target, attack)
    if not amount:
        return 0.0
    value = damage_value(st, me, target, amount)
    if spell == "drain":
        value += heal_value(st, me, caster, amount)
    return value


def _worth_heal(st, me, caster, spell, energy, target, attack):
    return heal_value(st, me, caster, energy.get("leaves", 0))


def _worth_shield(st, me, caster, spell, energy, target, attack):
    friend = 1.0 if target == me else -1.0
    return 0.6 * max(threat(st, caster, "leaves", True), threat(st, caster, "hit", True)) * friend


def _worth_resist(st, me, caster, spell, energy, target, attack):
    friend = 1.0 if target == me else -1.0
    suit = "suns" if spell == "resist_heat" else "waves"
    turns = energy.get("waves", 0) if spell == "resist_heat" else energy.get("suns", 0)
    return friend * (0.5 * threat(st, caster, suit, True) + 0.3 * min(turns, 3) * threat(st, caster, suit, False))


def _worth_beneficial(st, me, caster, spell, energy, target, attack):
    get = energy.get
    friend = 1.0 if target == me else -1.0
    if spell == "protection":
        turns = get("suns", 0) + get("waves", 0) + get("leaves", 0)
    else:
        turns = get("waves", 0) if spell in ("invisibility", "electric_touch") else get("suns", 0)
    return friend * BENEFICIAL[spell] * min(turns, 4) * (1.0 if isinstance(target, int) else 0.0)


def _worth_amnesia(st, me, caster, spell, energy, target, attack):
    if not isinstance(target, int):
        return 0.0
    friend = 1.0 if target == me else -1.0
    runes = sorted((sum(1 for s in card(c).suits if s in ENERGY) for c in st.face_up(target)), reverse=True)
    return -friend * 0.45 * sum(runes[:energy.get("leaves", 0)])


def _worth_confusion(st, me, caster, spell, energy, target, attack):
    return 0.0 if shielded(st, target, attack) else -(1.0 if target == me else -1.0) * 0.8


def _worth_poison(st, me, caster, spell, energy, target, attack):
    leaves, waves = energy.get("leaves", 0), energy.get("waves", 0)
    if isinstance(target, str):
        return damage_value(st, me, target, leaves * waves)
    return -(1.0 if target == me else -1.0) * 0.8 * leaves * min(waves, 3)


def _worth_harmful(st, me, caster, spell, energy, target, attack):
    if isinstance(target, str):
        m = st.monster(target)
        return (1.0 if m and m["owner"] != me else -1.0) * (3.0 if spell == "charm" else 1.0)
    return -(1.0 if target == me else -1.0) * HARMFUL[spell] * min(energy.get("leaves", 0), 4)


def _worth_summon(st, me, caster, spell, energy, target, attack):
    kind, attack_suit, life_suit, _ = MONSTERS[spell]
    side = 1.0 if caster == me else -1.0
    return side * 0.7 * energy.get(attack_suit, 0) * min(energy.get(life_suit, 0), 3)


def _worth_counter(st, me, caster, spell, energy, target, attack):
    return 0.4 * (1.0 if target == me else -1.0)


def _worth_remove_enchantment(st, me, caster, spell, energy, target, attack):
    if isinstance(target, str):
        m = st.monster(target)
        return (1.0 if m and m["owner"] != me else -1.0) * 2.0 if m else 0.0
    friend = 1.0 if target == me else -1.0
    good = sum(BENEFICIAL.get(e["kind"], 0) * e["turns"] for e in st.effects[target])
    bad = sum(HARMFUL.get(e["kind"], 0.5) * e["turns"] for e in st.effects[target] if e["kind"] not in BENEFICIAL)
    return friend * (bad - good)


def _worth_magic_mirror(st, me, caster, spell, energy, target, attack):
    friend = 1.0 if target == me else -1.0
    back = sum(e["lost"] + e["gained"] for e in st.round_log if e["target"] == target and not e["mirrored"])
    return friend * back * 1.5


def _worth_dispel_magic(st, me, caster, spell, energy, target, attack):
    return sum((-1.0 if m["owner"] == me else 1.0) * m["attack"] for m in st.monsters)


def _worth_table() -> dict:
    """spell id -> its `_worth_*` function (the families in the order `estimate` used to test them)."""
    table = {spell: _worth_damage for spell in _DAMAGE_SUIT}
    table["heal"] = _worth_heal
    table["shield"] = _worth_shield
    table["resist_heat"] = table["resist_cold"] = _worth_resist
    for spell in BENEFICIAL:
        table.setdefault(spell, _worth_beneficial)
    table.update(amnesia=_worth_amnesia, confusion=_worth_confusion, poison=_worth_poison)
    for spell in HARMFUL:
        table.setdefault(spell, _worth_harmful)
    for spell in MONSTERS:
        table.setdefault(spell, _worth_summon)
    table.setdefault(COUNTER, _worth_counter)
    table.setdefault("remove_enchantment", _worth_remove_enchantment)
    table.setdefault("magic_mirror", _worth_magic_mirror)
    table.setdefault("dispel_magic", _worth_dispel_magic)
    return table


_WORTH = _worth_table()
#: spell id -> True when a Counter-spell on its target stops it (every spell but the physical ones)
_COUNTERED_BY_SHIELD = {spell: spell == COUNTER or not SPELLS[spell].physical for spell in [*SPELLS, COUNTER]}


def _energy_options(st: RunesState, caster: int, spell: str, pool: dict, rune: str) -> list[dict]:
    """A few sensible energy choices: fixed suits 1, scaled suits at most (and just enough to heal)."""
    if spell == COUNTER:
        others = _COUNTER_SUITS[rune]
        return [{a: 1 for a in others}] if all(pool.get(a, 0) >= 1 for a in others) else []
    s = SPELLS[spell]
    for suit in s.suits:
        if pool.get(suit, 0) < 1:
            return []
    energy = {suit: 1 for suit in s.fixed}
    for suit in s.scaled:
        energy[suit] = pool[suit]
    options = [energy]
    if spell == "heal":
        missing = st.max_life[caster] - st.life[caster]
        if 1 <= missing < pool["leaves"]:
            options.append({"leaves": missing})
    return options


#: activation rune -> the other activation suits (what a Counter-spell costs)
_COUNTER_SUITS = {rune: [a for a in ACTIVATION if a != rune] for rune in ACTIVATION}
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_SUNS, _WAVES, _LEAVES = (_SUIT_INDEX[suit] for suit in ENERGY)
#: (activation rune, advanced game) -> what the plan tries: (spell, suits it needs, fixed, scaled), Counter last
_SPELL_ENTRIES: dict[tuple[str, bool], tuple] = {}


def _spell_entries(rune: str, advanced: bool) -> tuple:
    """(spell, suits it needs, rune counts its fixed suits use, scaled suits, untargeted) per spell."""
    entries = _SPELL_ENTRIES.get((rune, advanced))
    if entries is None:
        def entry(spell: str, needs: tuple, fixed: tuple, scaled: tuple) -> tuple:
            used = tuple(1 if i in fixed else 0 for i in range(len(SUITS)))
            return spell, needs, used, scaled, spell in UNTARGETED

        entries = [entry(s.id, tuple(_SUIT_INDEX[x] for x in s.suits), tuple(_SUIT_INDEX[x] for x in s.fixed),
                         tuple(_SUIT_INDEX[x] for x in s.scaled)) for s in spells_for(rune, advanced)]
        counter = tuple(_SUIT_INDEX[x] for x in _COUNTER_SUITS[rune])
        entries.append(entry(COUNTER, counter, counter, ()))
        entries = _SPELL_ENTRIES[(rune, advanced)] = tuple(entries)
    return entries


def best_target(st: RunesState, me: int, caster: int, spell: str, energy: dict, rune: str, attack: int,
                memo: dict | None = None):
    """(value, target) of the best target for a spell.

    A `memo` shared by calls on the same state, `me` and `caster` remembers the answers: the value
    depends on the spell, the rune, the attack and the energy suits only (and not on the attack
    while no mage has an effect or a shield).
    """
    if memo is None:
        return _best_target(st, me, caster, spell, energy, rune, attack, {})
    get = energy.get
    key = (spell, rune, _attack_key(st, attack), get("suns", 0), get("waves", 0), get("leaves", 0))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _best_target(st, me, caster, spell, energy, rune, attack, memo)
    return found


def _best_target(st: RunesState, me: int, caster: int, spell: str, energy: dict, rune: str, attack: int,
                 memo: dict):
    if spell in UNTARGETED:
        return estimate(st, me, caster, spell, energy, None, attack), None
    key = ("targets", aim_group(spell, rune))
    options = memo.get(key)
    if options is None:
        options = memo[key] = targets(st, caster, spell, rune)
    best = (float("-inf"), None)
    for t in options:
        v = estimate(st, me, caster, spell, energy, t, attack)
        if v > best[0]:
            best = (v, t)
    return best


def _attack_key(st: RunesState, attack: int) -> int | None:
    """The attack as far as a spell's worth depends on it: None while no mage has an effect or a shield."""
    return attack if any(st.effects) or any(st.shielded) else None


def plan(st: RunesState, me: int, caster: int, pool: dict, runes: Sequence[str], attack: int,
         memo: dict | None = None, shared: dict | None = None) -> float:
    """Best total worth of the spells still to cast with `runes`, sharing the energy `pool`.

    A `memo` may be shared by calls with the same state, `me`, `caster`, `runes` and `attack`;
    `shared` (default: the memo) keeps the targets and best targets, which only need the same
    state, `me` and `caster`.
    """
    if not runes:
        return 0.0
    counts = tuple(pool.get(suit, 0) for suit in SUITS)
    memo = {} if memo is None else memo
    shared = memo if shared is None else shared
    return _plan(st, me, caster, counts, tuple(runes), attack, memo, shared, _attack_key(st, attack))


def _plan(st: RunesState, me: int, caster: int, pool: tuple, runes: tuple, attack: int, memo: dict,
          shared: dict, attack_key: int | None) -> float:
    """`plan` on a pool of rune counts in `SUITS` order (the memo key)."""
    key = (pool, len(runes))
    found = memo.get(key)
    if found is not None:
        return found
    rune, rest = runes[0], runes[1:]
    best = _plan(st, me, caster, pool, rest, attack, memo, shared, attack_key) if rest else 0.0  # pass
    if rune != "wyrms" or not feared(st.effects[caster], attack):
        for spell, needs, fixed_used, scaled, untargeted in _spell_entries(rune, bool(st.options.get("advanced"))):
            for i in needs:
                if not pool[i]:
                    break
            else:
                used = fixed_used
                if scaled:
                    used = list(used)
                    for i in scaled:
                        used[i] = pool[i]
                for used in (_heal_options(st, caster, pool, used) if spell == "heal" else (used,)):
                    bt_key = (spell, rune, attack_key, used[_SUNS], used[_WAVES], used[_LEAVES])
                    found = shared.get(bt_key)
                    if found is None:
                        energy = {SUITS[i]: n for i, n in enumerate(used) if n}
                        found = shared[bt_key] = _best_target(st, me, caster, spell, energy, rune, attack, shared)
                    value, target = found
                    if target is None and not untargeted:
                        continue  # no one to aim at
                    if rest:
                        left = tuple(map(sub, pool, used))
                        value += _plan(st, me, caster, left, rest, attack, memo, shared, attack_key)
                    if value > best:
                        best = value
    memo[key] = best
    return best


def _heal_options(st: RunesState, caster: int, pool: tuple, used: list) -> list:
    """Heal with every Leaf, and with just enough to fill the caster's life when that is fewer."""
    missing = st.max_life[caster] - st.life[caster]
    if 1 <= missing < pool[_LEAVES]:
        return [used, [missing if i == _LEAVES else 0 for i in range(len(SUITS))]]
    return [used]


#: card id -> its activation runes in phase order
_CARD_RUNES: dict[str, tuple] = {}


def card_value(st: RunesState, seat: int, card_id: str, owner: int, memo: dict | None = None) -> float:
    """Worth to `seat` of `owner` playing `card_id` now (`memo`: shared by the cards of one decision)."""
    c = card(card_id)
    pool = pool_of(st, owner, card_id, memo)
    runes = _CARD_RUNES.get(card_id)
    if runes is None:
        runes = _CARD_RUNES[card_id] = tuple(r for r in PHASES if c.has(r))
    value = plan(st, seat, owner, pool, runes, c.order, None, memo)
    lasting = sum(1 for s in c.suits if s in ENERGY) * 0.35
    return value + lasting + c.order * 0.01


# --- the bots ------------------------------------------------------------------------
class NormalBot:
    """One-ply heuristic: each choice is valued with `estimate` and the spell plan that follows."""

    def __init__(self, game: Game, noise: float = 0.0):
        self.game = game
        self.noise = noise

    def choose(self, observation: RunesState, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The best-valued legal action (noise blurs the values for the easy level)."""
        if len(legal) == 1:
            return legal[0]
        me = observation.to_move()
        best, best_value = legal[0], float("-inf")
        memo: dict = {}  # the spell plans the actions of one decision share
        for action in legal:
            value = self.value(observation, action, me, memo)
            if self.noise:
                value += (rng.random() * 2 - 1) * self.noise
            if value > best_value:
                best, best_value = action, value
        return best

    def value(self, st: RunesState, action: Action, me: int, memo: dict | None = None) -> float:
        """Worth of one legal action to the deciding seat (`memo`: shared by the actions of one decision)."""
        kind = action.kind
        if kind == "back":
            return -1000.0
        if kind == "play":
            slot = st.slots[0]
            return card_value(st, me, action.args[0], slot["seat"], memo)
        if kind == "hold":
            return 0.0  # no extra card: nothing cast, nothing left in the sequence
        memo = {} if memo is None else memo
        step = memo.get("step")
        if step is None:
            step = memo["step"] = _spell_step(st, memo)
        p, caster, attack, later, pool = step
        if kind == "pass":
            return plan(st, me, caster, pool, later, attack, memo)
        if kind == "cast":
            spell = action.args[0]
            best = float("-inf")
            for energy in _energy_options(st, caster, spell, pool, p["rune"]):
                v, _ = best_target(st, me, caster, spell, energy, p["rune"], attack, memo)
                left = {s: n - energy.get(s, 0) for s, n in pool.items()}
                best = max(best, v + plan(st, me, caster, left, later, attack, memo))
            return best
        if kind == "energy":
            energy = dict(p["energy"])
            energy[p["suit"]] = action.args[0]
            spell = p["spell"]
            s = SPELLS.get(spell)
            if s:
                for suit in s.scaled:
                    energy.setdefault(suit, pool[suit])
            v, _ = best_target(st, me, caster, spell, energy, p["rune"], attack, memo)
            left = {x: n - energy.get(x, 0) for x, n in pool.items()}
            return v + plan(st, me, caster, left, later, attack, memo)
        if kind == "target":
            target = action.args[0]
            if p["step"] == "monster":
                m = st.monster(p["monster"])
                return damage_value(st, me, target, m["attack"] if m else 0)
            return estimate(st, me, caster, p["spell"], p["energy"], target, attack)
        if kind == "flip":
            c = card(action.args[0])
            position = [x["card"] for x in st.sequences[p["target"]]].index(action.args[0])
            return sum(1 for s in c.suits if s in ENERGY) + position * 0.1
        return 0.0


def _spell_step(st: RunesState, memo: dict) -> tuple:
    """(pending, caster, attack, runes still to come, caster's pool): what every action of a spell step shares."""
    p = st.pending
    caster = p["caster"]
    played = st.played[caster]
    attack = card(played).order if played else MONSTER_CARD
    later = [r for r in PHASES[PHASES.index(p["rune"]) + 1:] if played and card(played).has(r)] \
        if p["rune"] in PHASES else []
    return p, caster, attack, later, pool_of(st, caster, None, memo)


class GuideBot:
    """The seed's guide for the solitaire opponent: random cards, spells by a fixed priority table.

    Life 1-3: Moons heal, else protect against what the opponent's sequence threatens; Wyrms
    attack only when the card can cast no defensive spell in a later phase of this turn;
    Knots Invisibility, then Speed on itself, else (only when it cast no Wyrms spell)
    Amnesia/Confusion on the opponent. Life 4+: Moons only when the card has no Wyrms or
    Knots (heal if hurt, else protect); Wyrms the attack doing the most damage (at any
    life); Knots only when the card has no Wyrms, aggressive first (Amnesia, Confusion),
    then defensive. It never wastes a spell on a protection it can see (fair play).
    """

    #: Knots spells cast "de forma defensiva" (on the guide itself), the head of its low-life Knots list
    DEFENSIVE_KNOTS = ("invisibility", "speed", "electric_touch")
    LOW = {"moons": ["heal", "protection", "resist_heat", "resist_cold", "shield", "summon_troll",
                     "summon_fire_elemental", "summon_ice_elemental"],
           "knots": [*DEFENSIVE_KNOTS, "amnesia", "confusion", "remove_enchantment", "magic_mirror",
                     "dispel_magic"]}
    HIGH = {"moons": LOW["moons"],
            "knots": ["amnesia", "confusion", "remove_enchantment", "dispel_magic", "magic_mirror",
                      "invisibility", "speed", "electric_touch"]}

    def __init__(self, game: Game):
        self.game = game

    def choose(self, observation: RunesState, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The action the guide table prescribes (random card choice, like the deck)."""
        if len(legal) == 1:
            return legal[0]
        st = observation
        me = st.to_move()
        if legal[0].kind == "play":
            return legal[rng.randrange(len(legal))]
        p = st.pending
        caster = p["caster"]
        played = st.played[caster]
        attack = card(played).order if played else MONSTER_CARD
        if p["step"] == "spell":
            spell = self.pick_spell(st, me, caster, p["rune"], [a.args[0] for a in legal if a.kind == "cast"], attack)
            for a in legal:
                if (a.kind == "cast" and a.args[0] == spell) or (spell is None and a.kind == "pass"):
                    return a
            return legal[-1]
        if p["step"] == "energy":
            return legal[0]  # the most energy
        scorer = NormalBot(self.game)
        choices = [a for a in legal if a.kind != "back"]
        return max(choices, key=lambda a: scorer.value(st, a, me))

    def pick_spell(self, st: RunesState, me: int, caster: int, rune: str, options: list[str], attack: int):
        """The spell the table chooses among `options`, or None to pass."""
        c = card(st.played[caster])
        low = st.life[caster] <= 3

        def useful(spell: str) -> bool:
            if spell not in options:
                return False
            pool = pool_of(st, caster)
            return any(best_target(st, me, caster, spell, e, rune, attack)[0] > 0
                       for e in _energy_options(st, caster, spell, pool, rune))

        if rune == "wyrms":
            if low and self.defends_later(st, me, caster, rune, attack):
                return None
            attacks = [s for s in options if s != COUNTER and useful(s)]
            return max(attacks, key=lambda s: (self.damage(st, caster, s, rune, attack),
                                                self.worth(st, me, caster, s, rune, attack)), default=None)
        table = (self.LOW if low else self.HIGH)[rune] if rune in ("moons", "knots") else []
        if rune == "moons" and not low and (c.has("wyrms") or c.has("knots")):
            return None
        if rune == "knots" and not low and c.has("wyrms"):
            return None
        if rune == "moons":  # heal first when hurt, then the protection that stops the most
            if st.life[caster] < st.max_life[caster] and useful("heal"):
                return "heal"
            guards = [s for s in table if s != "heal" and useful(s)]
            return max(guards, key=lambda s: self.worth(st, me, caster, s, rune, attack), default=None)
        for spell in table:
            if rune == "knots" and low and spell not in self.DEFENSIVE_KNOTS and self.used_wyrms(st, caster):
                return None  # "Si no, usar Serpientes y si no puede Amnesia/Confusion"
            if useful(spell):
                return spell
        return None

    def defends_later(self, st: RunesState, me: int, caster: int, rune: str, attack: int) -> bool:
        """True when a later phase of this turn can still cast a defensive Knots spell worth casting."""
        if "knots" not in PHASES[PHASES.index(rune) + 1:] or not can_activate(st, caster, "knots"):
            return False  # Moons come first: by the Wyrms phase only the Knots phase is still to come
        pool = pool_of(st, caster)
        return any(spell.id in self.DEFENSIVE_KNOTS and
                   any(best_target(st, me, caster, spell.id, e, "knots", attack)[0] > 0
                       for e in _energy_options(st, caster, spell.id, pool, "knots"))
                   for spell in spells_for("knots", bool(st.options.get("advanced"))))

    @staticmethod
    def used_wyrms(st: RunesState, caster: int) -> bool:
        """True when the caster's card has used its Wyrms rune this round."""
        return [st.played[caster], "wyrms"] in st.used[caster]

    @staticmethod
    def damage(st: RunesState, caster: int, spell: str, rune: str, attack: int) -> int:
        """The most life `spell` can take from one target now (0 for spells that do no damage)."""
        pool = pool_of(st, caster)
        return max((damage_dealt(st, spell, e, t, attack) for e in _energy_options(st, caster, spell, pool, rune)
                    for t in targets(st, caster, spell, rune)), default=0)

    @staticmethod
    def worth(st: RunesState, me: int, caster: int, spell: str, rune: str, attack: int) -> float:
        """The best estimated worth of casting `spell` now."""
        pool = pool_of(st, caster)
        return max((best_target(st, me, caster, spell, e, rune, attack)[0]
                    for e in _energy_options(st, caster, spell, pool, rune)), default=float("-inf"))


# --- ISMCTS hooks (the hard level) ----------------------------------------------------------
def mage_worth(st: RunesState, seat: int) -> float:
    """A mage's standing: life (dearer when low), monsters, energy runes on the table, effects."""
    if not st.alive(seat):
        return -20.0
    worth = st.life[seat] * 1.5 + (1.5 if st.life[seat] > 3 else 0.0)
    for m in st.monsters:
        if m["owner"] == seat:
            worth += 0.5 * m["life"] + 1.2 * m["attack"]
    worth += 0.3 * sum(1 for c in st.face_up(seat) for s in card(c).suits if s in ENERGY)
    for effect in st.effects[seat]:
        kind, turns = effect["kind"], min(effect.get("turns") or 1, 4)
        if kind in BENEFICIAL:
            worth += BENEFICIAL[kind] * turns
        elif kind == "poison":
            worth -= (effect.get("power") or 1) * turns
        elif kind in HARMFUL or kind == "confusion":
            worth -= HARMFUL.get(kind, 0.8) * turns
    return worth


def evaluate(game: Game, state: RunesState, seat: int) -> float:
    """The ISMCTS hook: the seat's standing against its strongest rival, squashed into [0, 1]."""
    result = state.result()
    if result is not None:
        return (1.0 / len(result.winners) if seat in result.winners else 0.0) if result.winners else 0.5
    rivals = [mage_worth(state, other) for other in range(state.num_seats) if other != seat]
    return 1.0 / (1.0 + math.exp(-(mage_worth(state, seat) - max(rivals)) / 4.0))


#: the hard level: the normal bot's choice tried first (and kept unless the search clearly prefers
#: another), play-outs by the normal bot cut after 20 actions
ISMCTS_SETTINGS = {"guide_prior": True, "guide_rollout": 1.0, "rollout_depth": 20, "exploration": 0.3,
                   "prior_keep": 0.8}
#: the hard level before issue 13 (ladder level `hard_prev`): the same, with 20 guided play-out moves
ISMCTS_SETTINGS_PREVIOUS = {"guide_prior": True, "guide_rollout": 1.0, "rollout_depth": 20, "exploration": 0.3,
                            "prior_keep": 0.8}


def _normal(game: Game) -> NormalBot:
    return NormalBot(game)


def _easy(game: Game) -> NormalBot:
    return NormalBot(game, noise=2.5)


BOTS = {
    "random": RandomBot,
    "easy": _easy,
    "normal": _normal,
    "guide": GuideBot,
}


def round_mark(game: Game, state: RunesState) -> tuple:
    """The ISMCTS hook: which round the position is in (play-outs may stop where a round ends)."""
    return state.turn, state.round
