"""ECG's legal actions, worked out from facts kept per card and per listing, equal a listing made from scratch.

The reference below reads every card's abilities, costs and the payment plan afresh at each position, the way
the rules did before their speed-up; the rules' own answers must be the very same actions in the same order
(seeded bots choose by index), over random-play positions under the default rules and under every variant.
"""
from __future__ import annotations

import os
import random

import pytest

from tabletop.engine.contract import Action
from tabletop.engine.decks import user_decks_dir
from tabletop.engine.registry import get_game
from tabletop.games.ecg.rules import battle, deckchoice, economy, effects, lookup, play, stack
from tabletop.games.ecg.rules.state import ACTION, BOTH, COURT_LIMIT, LINE_LIMIT, LINES, EcgState

GAME = get_game("ecg")
VARIANTS = ({}, {"decks": "devoto, sol", "windows": "able", "court_renown": True, "recovery_rule": "ready",
                 "any_devoto_devotion": True, "reshuffle": "always"},
            {"decks": "ciervo, lechuza", "public_lists": True}, {"decks": "leon, devoto"})
ZONES_AT = {"hero": ("hero",), "legacy": ("legacy",), "court": ("court", "any"), "battle": ("battle", "any")}


# --- the reference: every fact worked out afresh ---------------------------------------------------------

def scratch_cost(state: EcgState, seat: int, card_id: str) -> dict | None:
    """What `card_id` costs `seat`, read from the card's printed numbers."""
    card = lookup.card(card_id)
    kingdom = state.seats[seat]["kingdom"]
    if card.kind in ("troop", "general"):
        amount = int(card.cost or 0)
        if "mercenario" in card.titles:
            return {economy.ANY: amount} if amount else {}
        return {lookup.RESOURCES[card.kingdom or kingdom]: amount} if amount else {}
    amount = (card.costs or {}).get(kingdom)
    if amount is None:
        return None
    return {lookup.RESOURCES[kingdom]: amount} if amount else {}


def scratch_plan(state: EcgState, seat: int, cost: dict) -> list[int] | None:
    """The payment plan through its walk of several resources (a second resource of amount 0 takes no producer)."""
    return economy._plan(state, seat, {**cost, "no_resource": 0})


def scratch_can_pay(state: EcgState, seat: int, cost: dict | None) -> bool:
    """The payment plan finds producers for `cost`."""
    return cost is not None and scratch_plan(state, seat, cost) is not None


def scratch_cost_payable(state: EcgState, ctx: effects.Context, cost: tuple, spare: int) -> bool:
    """Each step of a cost read in turn, as the rules read them before the CostCheck."""
    data = state.seats[ctx.seat]
    resources = 0
    for step in cost:
        word, amount = step.word, step.amount or 0
        if word == "pay":
            resources += amount
        elif word == "discard" and step.target != "opponent":
            if spare < amount:
                return False
            spare -= amount
        elif word == "renown" and amount < 0 and step.target != "opponent" and data["renown"] < -amount:
            return False
        elif word == "morale" and amount < 0 and step.target != "opponent" and data["morale"] < -amount:
            return False
        elif word == "sacrifice" and not effects.troop_choices(state, ctx, "own_troop"):
            return False
        elif word == "draw" and effects._drawable(state.seats[effects._player(state, ctx, step)]) < amount:
            return False
        elif step.target == "self" and (ctx.source is None or battle.find_troop(state, ctx.source) is None):
            return False
        elif word == "recovery" and step.target == "self" and \
                not effects.recovery_payable(state, ctx.seat, ctx.source):
            return False
        elif step.target in effects.TROOP_CHOICES + effects.LINE_CHOICES and not effects.choices_for(state, ctx, step):
            return False
    return resources == 0 or scratch_can_pay(state, ctx.seat, {economy.ANY: resources})


def scratch_playable(state: EcgState, seat: int, ability, source: int | None, from_hand: bool) -> bool:
    spare = len(state.seats[seat]["hand"]) - (1 if from_hand else 0)
    entering = source if ability is not None and ability.trigger == "on_enter" else None
    ctx = effects.Context(seat, source, None, None, entering)
    return scratch_cost_payable(state, ctx, ability.cost if ability else (), spare)


def scratch_abilities(state: EcgState, seat: int) -> list[tuple[int, int]]:
    found = []
    for uid, card_id, where in play.ability_sources(state, seat):
        for index, ability in enumerate(lookup.card(card_id).abilities):
            if ability.zone not in ZONES_AT[where] or ability.trigger is not None:
                continue
            if ability.once_per_turn and f"{card_id}#{index}" in state.seats[seat]["used_x1"]:
                continue
            if scratch_playable(state, seat, ability, uid if where == "battle" else None, from_hand=False):
                found.append((uid, index))
    return found


def scratch_maneuvers(state: EcgState, seat: int) -> list[tuple[str, int, int]]:
    """Every troop asks for its adjacent enemies along the four lines of the formation."""
    choices = []
    order = battle.formation(seat, 1 - seat)
    for line in LINES:
        for troop in state.seats[seat]["lines"][line]:
            if troop["prep"] > 0 or troop["moved"] or battle.strength(troop) <= 0:
                continue
            enemies: list[dict] = []
            for owner, other in order[order.index((seat, line)) + 1:]:
                holding = [t for t in state.seats[owner]["lines"][other] if battle.strength(t) > 0]
                if holding:
                    enemies = holding if owner != seat else []
                    break
            for kind in battle.MANEUVERS:
                if kind != battle.CHARGE or line == "infantry":
                    choices += [(kind, troop["uid"], target["uid"]) for target in enemies]
    return choices


def scratch_action_phase(state: EcgState) -> list[Action]:
    seat = state.turn
    data = state.seats[seat]
    legacy = [lookup.card(entry["card"]).kind for entry in data["legacy"]]
    actions = []
    for card_id in dict.fromkeys(data["hand"]):
        card = lookup.card(card_id)
        ref = f"hand:{card_id}"
        lines = [ln for ln in (LINES if card.line == BOTH else (card.line,))
                 if ln in LINES and len(data["lines"][ln]) < LINE_LIMIT]
        payable = scratch_can_pay(state, seat, scratch_cost(state, seat, card_id))
        if card.kind in ("troop", "general") and not data["court_played"] and len(data["court"]) < COURT_LIMIT:
            actions.append(Action("court", (card_id,), ref))
        if card.kind == "troop" and lines and payable:
            actions.append(Action("train", (card_id,), ref))
        if card.kind == "general" and "general" not in legacy and "blessing" not in legacy and payable:
            actions.append(Action("general", (card_id,), ref))
        if card.kind in play.PLAYED_KINDS and payable:
            stage = legacy.count("blessing")
            if card.kind != "blessing":
                playable = scratch_playable(state, seat, next((a for a in card.abilities if a.zone == "play"), None),
                                            None, from_hand=True)
            else:
                playable = "general" not in legacy and stage < play.PRAYERS_TO_WIN and \
                    scratch_playable(state, seat, card.prayer[stage] if stage < len(card.prayer) else None, None,
                                     from_hand=True)
            if playable:
                actions.append(Action("play", (card_id,), ref))
    actions += [Action("ability", found, f"card:{found[0]}") for found in scratch_abilities(state, seat)]
    actions += [Action(kind, (uid, target), f"troop:{uid}") for kind, uid, target in scratch_maneuvers(state, seat)]
    return actions + [Action("end")]


def scratch_reactions(state: EcgState, seat: int) -> list[str]:
    if not state.stack or state.stack[-1]["seat"] == seat:
        return []
    answering = stack.ANSWERED_BY.get(state.stack[-1]["kind"], ())
    found = []
    for card_id in dict.fromkeys(state.seats[seat]["hand"]):
        card = lookup.card(card_id)
        effect = next((a for a in card.abilities if a.zone == "play"), None) if card.kind == "reaction" else None
        if effect is None or effect.trigger not in answering:
            continue
        ctx = effects.Context(seat, answered=len(state.stack) - 1)
        if scratch_can_pay(state, seat, scratch_cost(state, seat, card_id)) and \
                scratch_cost_payable(state, ctx, effect.cost, len(state.seats[seat]["hand"]) - 1):
            found.append(card_id)
    return found


# --- the positions --------------------------------------------------------------------------------------

def positions(options: dict, games: int, seed: int):
    """Every position of `games` seeded random games under `options`."""
    chooser = random.Random(seed)
    for game_seed in range(games):
        state = GAME.setup(GAME.info.resolve_options(options), 2, seed * 100 + game_seed)
        while not state.is_over():
            yield state
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[chooser.randrange(len(legal))])


def shown(actions: list[Action]) -> list[tuple]:
    return [(a.kind, a.args, a.ref) for a in actions]


@pytest.mark.parametrize("options", VARIANTS, ids=["default", "variants", "public", "leon"])
def test_the_acción_listing_equals_one_made_from_scratch(options):
    """Court, train, general, play, abilities and maneuvers: the same actions in the same order at each position."""
    listed = 0
    for state in positions(options, 6, 1):
        if state.phase == ACTION and state.pending is None and state.window is None:
            assert shown(GAME.legal_actions(state)) == shown(scratch_action_phase(state))
            listed += 1
        elif state.window is not None and state.pending is None:
            assert [a.args[0] for a in GAME.legal_actions(state) if a.kind == "react"] == \
                scratch_reactions(state, state.window)
    assert listed > 200


@pytest.mark.parametrize("options", VARIANTS[:2], ids=["default", "variants"])
def test_every_cost_payment_plan_and_resource_count_equals_its_reading_from_scratch(options):
    """Every ability of every card, from the hand, the court and each troop of both seats: `cost_payable` (its
    CostCheck) answers as reading each step afresh; `offers` counts as `offering`; prices as the printed costs;
    the payment plan of one resource chooses the producers the plan of several resources would."""
    cards = lookup.all_cards()
    abilities = [ability for card in cards.values() for ability in (*card.abilities, *card.prayer)]
    resources = sorted(set(lookup.RESOURCES.values())) + [economy.ANY]
    checked = 0
    for count, state in enumerate(positions(options, 3, 2)):
        if count % 12:
            continue
        for seat in range(2):
            offer = economy.offers(state, seat)
            assert [offer.get(r, 0) for r in resources] == [economy.offering(state, seat, r) for r in resources]
            for cost in [{r: n} for r in resources for n in range(5)] + [{"fe": 1, "devocion": 1, economy.ANY: 1}]:
                assert economy._plan(state, seat, cost) == scratch_plan(state, seat, cost), cost
            for card_id in cards:
                assert economy.card_cost(state, seat, card_id) == scratch_cost(state, seat, card_id)
            sources = [None] + [t["uid"] for line in LINES for t in state.seats[seat]["lines"][line]]
            for source in sources:
                for ability in abilities:
                    for spare in (0, 2):
                        ctx = effects.context_for(seat, source, ability)
                        assert effects.cost_payable(state, ctx, ability.cost, spare) == \
                            scratch_cost_payable(state, ctx, ability.cost, spare), (ability, source, spare)
                        checked += 1
    assert checked > 10_000


def test_each_cards_kept_facts_equal_its_abilities_read_afresh():
    """The effect, the abilities used at will and those triggered, per place, as scanning the card's abilities;
    the printed strength, the reaction's trigger, the price per kingdom, and each ability's asks and cost check."""
    for card_id, card in lookup.all_cards().items():
        assert card.effect is next((a for a in card.abilities if a.zone == "play"), None)
        for where, zones in ZONES_AT.items():
            assert [(i, a) for i, a, _mark in card.at_will[where]] == \
                [(i, a) for i, a in enumerate(card.abilities) if a.zone in zones and a.trigger is None]
            assert [mark for _i, a, mark in card.at_will[where]] == \
                [f"{card_id}#{i}" if a.once_per_turn else None for i, a, _m in card.at_will[where]]
            for trigger in {a.trigger for a in card.abilities if a.trigger}:
                assert list(card.triggered.get((trigger, where), ())) == \
                    [i for i, a in enumerate(card.abilities) if a.trigger == trigger and a.zone in zones]
        assert card.power == int(card.strength or 0)
        assert card.answers == (card.effect.trigger if card.kind == "reaction" and card.effect else None)
        for kingdom in lookup.KINGDOMS:
            assert card.charge[kingdom] == (None if card.price[kingdom] is None else
                                            next(iter(card.price[kingdom].items()), (economy.ANY, 0)))
        for ability in (*card.abilities, *card.prayer):
            assert list(ability.asks) == scratch_asks(ability), (card_id, ability)
            assert ability.checked == effects.cost_check(ability.cost)


def test_the_card_sets_kept_ids_and_hand_cards_equal_the_cards_read_afresh():
    """The ids kept per card set (abilities used at will per place, turn-start triggers, reactions) and the cost
    check of a troop's ability in battle (no look for the troop itself)."""
    cards = lookup.all_cards()
    facts = lookup.facts()
    assert facts.cards is cards
    for where in ("hero", "legacy", "court", "battle"):
        assert facts.at_will[where] == {card_id for card_id, card in cards.items() if card.at_will[where]}
    assert facts.turn_start == {card_id for card_id, card in cards.items()
                                if any(a.trigger == "on_turn_start" for a in card.abilities)}
    assert facts.reactions == {card_id for card_id, card in cards.items() if card.kind == "reaction" and card.effect}
    for ability in (a for card in cards.values() for a in card.abilities):
        in_battle = ability.checked_in_battle
        assert in_battle[:2] == ability.checked[:2]
        assert in_battle.steps == tuple((step, tuple(n for n in needs if n != "self"))
                                        for step, needs in ability.checked.steps if set(needs) - {"self"})


def test_the_kept_ids_follow_a_card_set_put_in_front_and_back():
    """A card set put in front (lookup.use_cards) has its own kept ids; the real one's come back after."""
    real = lookup.facts()
    hero = next(card for card in lookup.all_cards().values() if card.at_will["hero"])
    with lookup.use_cards({hero.id: hero}):
        assert lookup.facts().at_will["hero"] == {hero.id}
        assert lookup.facts().at_will["court"] == frozenset()
    assert lookup.facts().at_will == real.at_will


def scratch_asks(ability) -> list[dict]:
    """A chain's asks read from the ability's steps, as the rules read them before keeping them per ability."""
    asks: list[dict] = []
    for index, step in enumerate(ability.cost):
        if step.word == "discard" and step.target != "opponent":
            asks += [{"for": "discard", "cost": index}] * int(step.amount or 1)
        elif step.word == "sacrifice" or step.target in effects.TROOP_CHOICES + effects.LINE_CHOICES:
            asks.append({"for": "target", "cost": index})
    for index, step in enumerate(ability.steps):
        if step.target in effects.TROOP_CHOICES + effects.LINE_CHOICES:
            asks.append({"for": "target", "step": index})
    return asks


def test_a_deck_file_read_once_is_read_again_when_it_changes(tmp_path):
    """Set-ups reuse a deck file's reading while it is unchanged and read it afresh once it is written again."""
    source = (deckchoice.DECK_RULES.ready_dir / "lobo.txt").read_text(encoding="utf-8")
    mine = tmp_path / "mine.txt"
    mine.write_text(source, encoding="utf-8")
    options = GAME.info.resolve_options({"decks": f"{mine}, leon"})
    first = deckchoice.decks_from_options(options, 2)
    assert deckchoice.decks_from_options(options, 2) == first
    scout = next(line for line in source.splitlines() if line.startswith("3 "))
    changed = source.replace(scout, "2" + scout[1:]).replace("1 refuerzos ", "2 refuerzos ")
    mine.write_text(changed, encoding="utf-8")
    os.utime(mine, ns=(os.stat(mine).st_atime_ns, os.stat(mine).st_mtime_ns + 1_000_000_000))
    again = deckchoice.decks_from_options(options, 2)
    assert again[0]["cards"].count("refuerzos") == 2 and again[0]["cards"] != first[0]["cards"]
    assert again[1] == first[1]


def test_a_deck_saved_under_a_ready_made_name_is_the_one_read_once_saved():
    """Set-ups that found a name among the ready-made decks find the user's deck of that name once it is saved."""
    options = GAME.info.resolve_options({"decks": "lobo, leon"})
    first = deckchoice.decks_from_options(options, 2)
    source = (deckchoice.DECK_RULES.ready_dir / "lobo.txt").read_text(encoding="utf-8")
    scout = next(line for line in source.splitlines() if line.startswith("3 "))
    mine = user_decks_dir("ecg") / "lobo.txt"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text(source.replace(scout, "2" + scout[1:]).replace("1 refuerzos ", "2 refuerzos "), encoding="utf-8")
    again = deckchoice.decks_from_options(options, 2)
    assert again[0]["cards"].count("refuerzos") == 2 and first[0]["cards"].count("refuerzos") == 1
    assert again[1] == first[1]
