"""No text shown to a user keeps an unfilled `{placeholder}`, in any game or language.

Random games of every registered game (with varied options) describe every event, every
legal action, every prompt and the result in English and Spanish; a static pass checks
that every call of a message key with a literal key supplies all of its placeholders.
"""
from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

import pytest

from tabletop.engine.errors import OptionError
from tabletop.engine.registry import all_games, get_game
from tabletop.ui import i18n

ROOT = Path(__file__).resolve().parents[1]
GAMES = [g.info.id for g in all_games()]
LANGS = ("en", "es")
UNFILLED = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}")
SEEDS = range(4)


def options_for(game, seed: int) -> dict:
    """Each option with choices takes a different value per seed (the smallest turn limit comes up too)."""
    chosen = {}
    for option in game.info.options:
        if option.choices:
            chosen[option.key] = option.choices[seed % len(option.choices)]
        elif isinstance(option.default, bool):
            chosen[option.key] = seed == 2  # an even seed: two seats, as some variants need
    return chosen


def settable_options(game, seats: int, seed: int) -> dict:
    """`options_for`, with the switches off when the game refuses that mix for this many seats
    (Invocación's variants have their own seat counts)."""
    options = options_for(game, seed)
    try:
        game.setup(options, seats, seed)
    except OptionError:
        options = {key: value for key, value in options.items() if not isinstance(value, bool)}
    return options


def texts_of_a_random_game(game, seats: int, seed: int, options: dict | None = None):
    """Yield (what, text) for everything a random game shows, in both languages.

    Without `options`, `settable_options` chooses them.
    """
    state = game.setup(settable_options(game, seats, seed) if options is None else options, seats, seed)
    names = [f"P{i}" for i in range(seats)]
    chooser = random.Random(seed)
    for _ in range(game.info.max_actions):
        seat = state.to_move()
        if seat is None:
            break
        view = game.observe(state, seat)
        legal = game.legal_actions(state)
        for lang in LANGS:
            yield "prompt", game.prompt(view, lang, names)
            for action in legal:
                yield f"action {action}", game.describe_action(view, action, lang, names)
        for event in game.apply(state, legal[chooser.randrange(len(legal))]):
            for lang in LANGS:
                yield f"event {event.key}", game.describe_event(event, lang, names)
    for lang in LANGS:
        yield "prompt", game.prompt(state, lang, names)
        yield f"result {state.result()}", game.describe_result(state, lang, names)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_show_no_unfilled_placeholder(game_id):
    game = get_game(game_id)
    seen_results = set()
    for seed in SEEDS:
        seats = min(game.info.min_players + seed % 2, game.info.max_players)
        for what, text in texts_of_a_random_game(game, seats, seed):
            assert not UNFILLED.search(text), f"{game_id} seed {seed}: {what}: {text!r}"
            if what.startswith("result"):
                assert text.strip(), f"{game_id} seed {seed}: empty result reason"
                seen_results.add(what)
    assert seen_results


def test_every_results_reason_of_every_game_is_filled():
    """Each way a game can end is explained with names, never with the bare template."""
    from tabletop.engine.contract import Result

    class Over:  # a finished position with a given result, for describe_result
        def __init__(self, game, reason):
            self.options = game.info.resolve_options({})
            self.num_seats = 2
            self._result = Result((1.0, 0.0), (0,), reason)

        def to_move(self):
            return None

        def result(self):
            return self._result

    reasons = {"runes": ("last_standing", "most_life", "draw", "no_cards"),
               "gnostica": ("challenge", "last_standing", "turn_limit")}
    for game_id in GAMES:
        game = get_game(game_id)
        for reason in reasons.get(game_id, ()):
            for lang in LANGS:
                text = game.describe_result(Over(game, reason), lang, ["Ana", "Bruno"])
                assert "Ana" in text or reason in ("draw", "turn_limit"), (game_id, reason, lang, text)
                assert not UNFILLED.search(text), (game_id, reason, lang, text)


def fields(template: str) -> set[str]:
    """The {placeholders} of a template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def ui_catalogue() -> dict[str, str]:
    """The app's English strings, with those that game views register."""
    import tabletop.games.gnostica.view.view_panels  # noqa: F401 - registers its UI strings

    return dict(i18n.CATALOGUES["en"])


def template_of(path: Path, call: str, key: str) -> str | None:
    """The English template a call `call("key", ...)` in `path` shows, or None when it is no message key."""
    parts = path.relative_to(ROOT / "tabletop").parts
    game_id = parts[1] if parts[0] == "games" and parts[1] in GAMES else None
    uses_ui = "tabletop.ui.i18n import" in path.read_text(encoding="utf-8")
    if game_id and (call == "text" or not uses_ui):
        return get_game(game_id).messages.get("en", {}).get(key)
    ui = ui_catalogue()
    return ui.get(key) or (ui.get(f"{game_id}.{key}") if game_id else None)


def literal_key_calls(path: Path):
    """(line, call name, key, keyword names or None when **params is passed) of calls like t("key", ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        first = node.args[0]
        if name in ("t", "tr", "text") and isinstance(first, ast.Constant) and isinstance(first.value, str):
            keywords = None if any(k.arg is None for k in node.keywords) else {k.arg for k in node.keywords}
            yield node.lineno, name, first.value, keywords


def test_every_literal_key_is_called_with_all_its_placeholders():
    problems = []
    for path in sorted((ROOT / "tabletop").rglob("*.py")):
        for line, call, key, keywords in literal_key_calls(path):
            template = template_of(path, call, key)
            if keywords is not None and template and not fields(template) <= keywords:
                missing = sorted(fields(template) - keywords)
                problems.append(f"{path.relative_to(ROOT)}:{line}: {key} misses {missing}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_prompt_names_the_seat_that_decides(game_id):
    """Whoever looks at the table (a seat or a spectator), the prompt says who decides and what."""
    game = get_game(game_id)
    names = ["Ana", "Bruno", "Cai"]
    kinds = set()
    for seed in range(3):
        seats = min(game.info.min_players + seed % 2, game.info.max_players)
        state = game.setup(settable_options(game, seats, seed), seats, seed)
        chooser = random.Random(seed)
        while state.to_move() is not None:
            seat = state.to_move()
            legal = game.legal_actions(state)
            kinds.add(legal[0].kind)
            for viewer in (seat, None, (seat + 1) % seats):
                for lang in LANGS:
                    text = game.prompt(game.observe(state, viewer), lang, names[:seats])
                    assert names[seat] in text, (seed, viewer, lang, [str(a) for a in legal[:3]], text)
            game.apply(state, legal[chooser.randrange(len(legal))])
    assert len(kinds) > 3


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_explains_itself_in_both_languages(game_id):
    """Label and description of every option, and a name for every word-valued choice, in en and es."""
    for option in get_game(game_id).info.options:
        for lang in LANGS:
            assert option.label.get(lang, "").strip(), (option.key, lang, "label")
            assert option.help.get(lang, "").strip(), (option.key, lang, "help")
            for value in option.choices:
                if isinstance(value, str):
                    assert option.value_labels.get(value, {}).get(lang, "").strip(), (option.key, value, lang)
