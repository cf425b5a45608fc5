"""Rune Duel hidden information, snapshots, words, solitaire and bots."""
import json

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.runes.bots.bot import BOTS, GuideBot
from tabletop.games.runes.rules.messages import SPELL_NAMES
from tabletop.games.runes.rules.game import GAME
from tabletop.games.runes.rules.spells import SPELLS

from runes_helpers import effect, legal, position, run

NAMES = ["Ana", "Bo", "Cy"]


# --- hidden information --------------------------------------------------------------------
def test_observation_hides_hands_deck_order_and_commitments_but_keeps_counts():
    st = GAME.setup({}, 3, 4)
    run(st, legal(st)[0])
    seen = GAME.observe(st, 1)
    assert seen.hands[1] == st.hands[1]
    assert seen.hands[0] == ["?"] * 4 and seen.hands[2] == ["?"] * 5
    assert seen.commits[0]["card"] == "?" and GAME.observe(st, 0).commits[0] == st.commits[0]
    assert len(seen.deck) == len(st.deck) and set(seen.deck) == {"?", "excuse"}
    assert seen.deck.index("excuse") == st.deck.index("excuse")  # the Excuse's place is public
    spectator = GAME.observe(st, None)
    assert all(set(h) == {"?"} for h in spectator.hands)


def test_legal_actions_are_the_same_from_the_movers_observation():
    st = position([["watchman", "bard"], ["end"]], [["ace_leaves"], []])
    run(st, "play watchman", "play end")
    assert legal(GAME.observe(st, 0)) == legal(st)


def test_determinize_fills_only_cards_the_seat_has_not_seen():
    st = GAME.setup({}, 2, 9)
    run(st, legal(st)[0])
    seen = GAME.observe(st, 1)
    sample = GAME.determinize(seen, 1, Rng(3))
    GAME.check_invariants(sample)
    assert sample.hands[1] == st.hands[1]
    visible = set(st.hands[1]) | set(st.discard)
    assert not visible & (set(sample.hands[0]) | {sample.commits[0]["card"]} | set(sample.deck) - {"excuse"})
    assert GAME.observation_key(sample, 1) == GAME.observation_key(st, 1)


def test_snapshot_round_trip_and_short_written_positions():
    st = position([["desert"], ["end"]], [["ace_suns"], []], life=[5, 3])
    again = GAME.from_dict(json.loads(json.dumps(GAME.to_dict(st))))
    assert GAME.to_dict(again) == GAME.to_dict(st)
    short = GAME.from_dict({"num_seats": 2, "life": [4, 6], "hands": [["bard"], ["sea"]]})
    assert short.max_life == [6, 6] and short.to_move() == 0 and legal(short) == ["play bard"]
    assert [s["seat"] for s in short.slots] == [0, 1]


def test_clone_is_deep():
    st = position([["desert"], ["end"]], [["ace_suns"], []], effects=[[effect("speed", 2, fresh=True)], []])
    copy = st.clone()
    copy.effects[0][0]["turns"] = 9
    copy.sequences[0][0]["face_down"] = True
    copy.hands[0].append("x")
    assert st.effects[0][0]["turns"] == 2 and not st.sequences[0][0]["face_down"] and st.hands[0] == ["desert"]


# --- words ------------------------------------------------------------------------------
def test_every_spell_has_english_and_spanish_names():
    for spell in [*SPELLS, "counter_spell"]:
        assert set(SPELL_NAMES[spell]) == {"en", "es"}


def test_prompts_and_labels_in_both_languages():
    st = position([["desert", "bard"], ["end", "sea"], ["mill"]], [["ace_suns"], [], []])
    assert GAME.prompt(st, "en", NAMES) == "Ana: choose in secret the card to play."
    assert GAME.prompt(st, "es", NAMES) == "Ana: elige en secreto la carta que juegas."
    assert GAME.describe_action(st, GAME.legal_actions(st)[0], "es", NAMES) == "Jugar El Desierto"
    run(st, "play desert", "play end", "play mill")
    assert GAME.prompt(st, "en", NAMES) == "Ana: cast a spell with the Wyrm rune of The Desert, or pass."
    run(st, "cast fireball")
    assert GAME.prompt(st, "es", NAMES) == "Ana: ¿cuántas runas de Soles para Bola de Fuego?"
    assert GAME.describe_action(st, GAME.legal_actions(st)[0], "en", NAMES) == "2 Suns"
    run(st, "energy 2")
    assert GAME.prompt(st, "en", NAMES) == "Ana: choose the target of Fireball."
    assert [GAME.describe_action(st, a, "en", NAMES) for a in GAME.legal_actions(st)] == ["Bo", "Cy", "Back"]


def test_draws_are_private_events_and_undo_barriers():
    st = position([["bard"], ["end"]])
    events = run(st, "play bard", "play end")
    drew = [e for e in events if e.key == "drew"]
    assert [e.audience for e in drew] == [0, 1] and all(e.reveals for e in drew)
    public = [e for e in events if e.key == "draw"]
    assert all(e.audience is None and "cards" not in e.params for e in public)
    assert GAME.describe_event(drew[0], "en", NAMES).startswith("You drew ")


# --- solitaire ------------------------------------------------------------------------
def test_solitaire_opponent_plays_the_top_card_of_the_deck():
    st = position([["bard", "sea"], []], options={"solitaire": True}, deck_top=["calamity", "end"])
    assert st.slots == [{"seat": 0, "by": 0}]
    run(st, "play bard")
    assert st.played == ["bard", "calamity"] and st.hands[1] == []
    assert st.pending["caster"] == 1 and st.to_move() == 1  # the guide decides its spells
    run(st, "cast hit")
    assert st.life[0] == 5 and st.hands[1] == []


def test_guide_heals_when_low():
    st = position([["end"], ["forest"]], [[], ["ace_leaves", "ace_suns"]], life=[6, 2])
    run(st, "play end", "play forest")
    choice = GuideBot(GAME).choose(GAME.observe(st, 1), GAME.legal_actions(st), Rng(1))
    assert str(choice) == "cast heal"


def test_guide_plays_fair_against_a_visible_protection():
    st = position([["end"], ["borderland"]], [[], ["ace_suns", "ace_waves"]],
                  effects=[[effect("resist_heat", 2)], []])
    run(st, "play end", "play borderland")
    choice = GuideBot(GAME).choose(GAME.observe(st, 1), GAME.legal_actions(st), Rng(1))
    assert str(choice) == "cast ice_ray"  # Fireball would be stopped by Resist Heat


# --- bots ---------------------------------------------------------------------------------
def test_bot_levels_are_provided():
    assert set(BOTS) == {"random", "easy", "normal", "guide"}
    assert set(GAME.info.bot_levels) >= set(BOTS)


def test_normal_bot_finishes_off_a_wounded_mage():
    st = position([["desert"], ["end"]], [["ace_suns", "bard"], []], life=[6, 3])
    run(st, "play desert", "play end")
    bot = make_bot(GAME, "normal")
    assert str(bot_action(GAME, bot, GAME.observe(st, 0), Rng(0))) == "cast fireball"
    run(st, "cast fireball")
    assert str(bot_action(GAME, bot, GAME.observe(st, 0), Rng(0))) == "energy 3"


def test_normal_bot_beats_random():
    wins = 0
    for seed in range(20):
        levels = ["normal", "random"] if seed % 2 == 0 else ["random", "normal"]
        session = Session(GAME, [Seat("bot", lv, lv) for lv in levels], seed)
        bots = [make_bot(GAME, lv) for lv in levels]
        rng = Rng(seed)
        while not session.is_over():
            seat = session.to_move()
            session.play(bot_action(GAME, bots[seat], session.observation(seat), rng))
        wins += levels.index("normal") in session.result().winners
    assert wins >= 17
