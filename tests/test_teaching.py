"""Every registered game explains each of its decisions to a newcomer, in both languages.

Random games of every registered game (with their variants) visit its decisions; at each
one, seen from the deciding seat, the "Teach me" words exist in English and Spanish, say
more than the prompt, leave no {placeholder} unfilled, explain every option, and point to
a heading that exists in that language's rules document (the one F1 opens).
"""
from __future__ import annotations

import random
import re
import string
from functools import lru_cache

import pytest

from tabletop import paths
from tabletop.engine.contract import SETUP_MARK, TurnMark
from tabletop.engine.registry import all_games, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.markdown import heading_anchors

GAMES = [g.info.id for g in all_games()]
LANGS = ("en", "es")
NAMES = ["Ana", "Bo", "Cai", "Dee"]
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9.]*\}")
STEPS_PER_GAME = 1500
#: actions random play avoids, so that games last long enough to meet their rarer decisions
RUSHED = ("challenge",)


def variants(game) -> list[dict]:
    """The default options, then each on/off option switched on and each choice at its last value."""
    out: list[dict] = [{}]
    for option in game.info.options:
        if isinstance(option.default, bool):
            out.append({option.key: True})
        elif option.choices and option.choices[-1] != option.default:
            out.append({option.key: option.choices[-1]})
    return out


def decisions(game_id: str):
    """(kind, observation of the deciding seat) for the decisions random games meet."""
    game = get_game(game_id)
    for seed, options in enumerate(variants(game) * 2):
        seats = 2 + seed % 2
        try:
            session = Session(game, [Seat("bot", NAMES[i], "random") for i in range(seats)], seed, options)
        except ValueError:  # a variant this table size cannot play (e.g. solitaire with 3)
            continue
        rnd = random.Random(seed)
        for _ in range(STEPS_PER_GAME):
            seat = session.to_move()
            if seat is None:
                break
            observation = session.observation(seat)
            yield game.decision_kind(observation), observation
            legal = session.legal_actions()
            patient = [a for a in legal if a.kind not in RUSHED] or legal
            session.play(patient[rnd.randrange(len(patient))])


@lru_cache(maxsize=None)
def anchors(game_id: str, lang: str) -> frozenset[str]:
    """The heading anchors of a game's rules document in `lang`."""
    path = paths.rules_doc(game_id, lang)
    assert path is not None and (lang == "en" or path.name == f"{game_id}.{lang}.md"), (game_id, lang)
    return frozenset(heading_anchors(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_is_taught_in_both_languages_and_links_to_its_rules(game_id):
    game = get_game(game_id)
    seen: dict[str, int] = {}
    for kind, state in decisions(game_id):
        assert kind, "a decision in progress has a kind"
        if seen.get(kind, 0) >= 3:
            continue
        seen[kind] = seen.get(kind, 0) + 1
        for lang in LANGS:
            teaching = game.teach(state, lang, NAMES)
            assert teaching is not None, (kind, lang)
            assert teaching.text.strip() and teaching.text != game.prompt(state, lang, NAMES), (kind, lang)
            assert not PLACEHOLDER.search(teaching.text), (kind, lang, teaching.text)
            assert teaching.options, (kind, lang)
            for label, what in teaching.options:
                assert label.strip() and what.strip(), (kind, lang, label)
                assert not PLACEHOLDER.search(what), (kind, lang, what)
            anchor = game.rules_anchor(state, lang)
            assert anchor and teaching.anchor == anchor, (kind, lang)
            assert anchor in anchors(game_id, lang), f"{game_id} {kind}: no heading #{anchor} in the {lang} rules"
    assert len(seen) >= 4, f"random play met too few kinds of decision: {sorted(seen)}"


@pytest.mark.parametrize("game_id", GAMES)
def test_teaching_texts_have_the_same_keys_and_placeholders_in_both_languages(game_id):
    messages = get_game(game_id).messages

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    english = {k: v for k, v in messages["en"].items() if k.startswith("teach.")}
    spanish = {k: v for k, v in messages["es"].items() if k.startswith("teach.")}
    assert english and set(english) == set(spanish)
    for key, text in english.items():
        assert fields(text) == fields(spanish[key]), key
        assert text != spanish[key], f"{key} is not translated"


def test_runes_spell_choice_says_what_each_spell_does():
    game = get_game("runes")
    for kind, state in decisions("runes"):
        if kind == "spell" and len(game.legal_actions(state)) > 1:
            teaching = game.teach(state, "en", NAMES)
            spells = {label: what for label, what in teaching.options}
            assert "Pass" in spells and len(spells) == len(game.legal_actions(state))
            assert len(set(spells.values())) == len(spells), "every spell has its own words"
            assert all(what == game.explain_action(state, action, "en", NAMES)
                       for action, what in zip(game.legal_actions(state), spells.values()))
            return
    pytest.fail("no spell choice met")


@pytest.mark.parametrize("game_id", GAMES)
def test_turn_marks_start_at_the_first_entry_and_count_up(game_id):
    game = get_game(game_id)
    session = Session(game, [Seat("bot", n, "random") for n in NAMES[:2]], 3)
    rnd = random.Random(3)
    for _ in range(120):
        if session.is_over():
            break
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    marks = game.turn_marks(session.log, session.movers)
    assert marks and marks[0].position == 0 and marks[0].number in (SETUP_MARK, 1)
    turns = [m.number for m in marks if m.number != SETUP_MARK]
    assert turns[0] == 1 and turns == sorted(turns)
    assert len(marks) >= 3
    assert all(isinstance(m, TurnMark) and 0 <= m.position < len(session.log) for m in marks)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_kind_with_a_rules_section_has_words_and_back(game_id):
    """Decisions random play rarely meets (a Hierophant's swap) are covered by the game's own tables."""
    import importlib
    module = importlib.import_module(f"tabletop.games.{game_id}.rules.teach")
    messages = get_game(game_id).messages
    for lang in LANGS:
        sections = set(module.ANCHORS[lang])
        taught = {key[len("teach."):] for key in messages[lang] if key.startswith("teach.")}
        assert sections == taught, (lang, sections ^ taught)
        assert set(module.ANCHORS[lang].values()) <= anchors(game_id, lang)
