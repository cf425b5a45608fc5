"""What a newcomer meets on screen: one log line per own draw in Invoke, arrows clear of the haste banner, ECG's
long names whole on a tile."""
from __future__ import annotations

import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invoke.rules.game import GAME as INVOKE
from tests.ui.test_teach_and_log import open_table


@pytest.mark.parametrize("lang, mine, theirs", [("en", "You draw ", " draws from "), ("es", "Robas ", " roba de ")])
def test_invoke_log_tells_each_own_draw_in_one_line_with_its_pile(make_app, lang, mine, theirs):
    from tabletop.ui.i18n import set_language

    session = Session(INVOKE, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3)
    while session.full_state_unsafe_for_bots().phase == "setup":  # both first hands, drawn pile by pile
        session.play(session.legal_actions()[0])
    app, _table = open_table(make_app, session)
    set_language(lang)
    app.relayout()
    lines = [e.text for e in app.top.log.entries() if not e.header]
    own = [line for line in lines if line.startswith(mine)]
    piles = [INVOKE.text(f"pile.{p}", lang) for p in ("manifest", "thaumaturgy", "focus")]
    assert len(own) == 7  # Ana's first hand: one line a card, each naming its pile
    assert all(any(line.endswith(f" {pile}.") for pile in piles) for line in own), own
    chaos = [line for line in lines if line.startswith("Ana") and "chaos" in line.lower().replace("caos", "chaos")]
    assert len(chaos) == 2 and all(f" {piles[1]}:" in line for line in chaos), chaos  # a chaos card says its pile too
    assert not [line for line in lines if line.startswith("Ana" + theirs)]  # not told twice
    assert len([line for line in lines if line.startswith("Bo" + theirs)]) >= 1  # Bo's draws: the pile only


@pytest.mark.parametrize("viewer", [1, 2])
@pytest.mark.parametrize("size, area", [((1280, 720), (14, 66, 960, 640)), ((1920, 1080), (14, 66, 1440, 990))])
def test_invoke_arrows_go_round_the_haste_banner_and_show_their_heads(make_app, viewer, size, area):
    """An attack reaching the mage at the bottom ran its arrow through the banner's words (and its head hid under
    the mage's panel)."""
    import pygame

    from tabletop.engine.contract import apply_all
    from tabletop.games.invoke.view.table import View
    from tabletop.ui.theme import seat_colour
    from tabletop.ui.view_base import ViewContext
    from tests.games.invoke.test_invoke_turns import _at_build, _give

    app = make_app(size=size)
    state = _at_build(3)
    _give(state, 0, "move_left", "fire", "plus_2", "air")
    _give(state, 1, "target_current", "water")
    apply_all(INVOKE, state, ["add plus_2", "add move_left", "add fire", "add air", "cast"])  # Ana's attack, Bea asked
    obs = INVOKE.observe(state, viewer)
    view = View(INVOKE)
    ctx = ViewContext(game=INVOKE, viewer=viewer, names=("Ana", "Bea", "Carl"), lang="en", theme=app.theme,
                      fonts=app.fonts, time=1.0, scale=app.scale, highlighted=frozenset(), to_move=1,
                      bots=[False] * 3, anim_speed=0.0)
    view.sync(obs, ctx)
    view.layout(pygame.Rect(area), obs)
    app.window.fill((0, 0, 0))
    view.draw(app.window, obs, ctx)
    banner = view.haste_banner[0]
    ends = {tuple(map(round, path[-1])) for path in view.arrows}
    assert len(view.arrows) == 3  # to every mage the attack moves through
    arrow = seat_colour(0)
    crossed = [(x, y) for x in range(banner.left, banner.right) for y in range(banner.top, banner.bottom)
               if sum(abs(a - b) for a, b in zip(app.window.get_at((x, y))[:3], arrow)) < 40]
    assert not crossed
    for path in view.arrows:  # neither under the banner nor over it
        assert not any(banner.clipline(a, b) for a, b in zip(path, path[1:])), path
    boxes = view.lay.seats.values()
    assert not [end for end in ends if any(box.collidepoint(end) for box in boxes)]  # heads outside the panels


@pytest.fixture(scope="module")
def ecg_full_lines():
    from tabletop.games.ecg.view import shots as shots_ecg
    return shots_ecg.full_lines_session()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_ecg_names_read_whole_on_the_tiles_at_1280x720(make_app, ecg_full_lines, lang):
    """"Portaestandarte" and "Timely Reinforcements" ended in "…" on a table tile: a word too long for a line now
    breaks with a hyphen at a syllable."""
    from tabletop.games.ecg.view import view_tile
    from tabletop.games.ecg.rules.cards import load_deck

    _app, table = open_table(make_app, ecg_full_lines)
    sizes = {rect.size for rect, ref in table.view.hits if ref.startswith(("card:", "hand:"))}
    assert sizes
    for w, h in sizes:
        band = w - 2 * max(2, round(w * 0.04))
        width = band - 2 * max(2, band // 28)
        for card in load_deck().cards.values():
            name = card.name.get(lang) or card.name["en"]
            lines, px, _bold = view_tile.fit_name(name, view_tile.name_px(h), width)
            said = " ".join(lines).replace("- ", "")
            assert not any(line.endswith("…") for line in lines) and said in view_tile.short_forms(name), (name, lines)
            assert px >= view_tile.MIN_NAME_PX
    assert view_tile.fit_name("Portaestandarte", 12, 66)[0] == ["Porta-", "estandarte"]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_new_game_screen_shows_every_games_whole_title(make_app, lang, size):
    """"Invocación: Fronter…" and "ECG: Tales of Creat…" were cut on their buttons at 1280x720."""
    from tabletop.engine.registry import get_game
    from tabletop.ui.i18n import set_language, title_of
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    app = make_app(size=size)
    set_language(lang)
    setup = SetupScene(app, "runes")
    app.reset_to(MenuScene(app), setup)
    app.frame([], 0.02)
    shown = {gid: button.text for gid, button in setup.widgets["games"].items()}
    assert shown == {gid: title_of(get_game(gid).info.title, gid) for gid in shown}
    for button in setup.widgets["games"].values():
        assert button.font.size(button.text)[0] <= button.rect.width - 4


def test_option_help_on_the_new_game_screen_speaks_the_screens_words_not_the_command_lines():
    """Rune Duel's Solitaire said "(use bot:guide)": the screen offers a bot level "Guide" instead."""
    from tabletop.engine.registry import all_games

    said = [(game.info.id, option.key, words) for game in all_games() for option in game.info.options
            for words in (option.help or {}).values()]
    assert said and not [entry for entry in said if "bot:" in entry[2]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_invoke_hand_cards_show_every_name_whole_inside_the_card(make_app, monkeypatch, lang):
    """"Mover a / la / izquierda" took three lines on a hand card at 1280x720, its longest word edge to edge."""
    import pygame

    from tabletop.games.invoke.view import view_cards
    from tabletop.games.invoke.rules.cards import deck
    from tabletop.games.invoke.view.table import View

    app = make_app()
    state = INVOKE.setup({}, 2, 1)
    state.hands[0] = ["move_left", "move_right", "target_established", "target_current", "build_wall", "golem", "fire"]
    view = View(INVOKE)
    view.viewer, view.scale = 0, app.scale
    view.layout(pygame.Rect(14, 66, 960, 640), INVOKE.observe(state, 0))
    rect = min((rect for rect, _ref in view.hand), key=lambda r: r.width)
    drawn: list = []  # (where, words) of each line of the name
    real = view_cards.blit_text

    def noting(surface, fonts, words, *args, **kwargs):
        box = real(surface, fonts, words, *args, **kwargs)
        drawn.append((box, words))
        return box
    monkeypatch.setattr(view_cards, "blit_text", noting)
    for card in deck().cards:
        drawn.clear()
        view_cards.draw_card(app.window, app.fonts, card, rect, lang, 12)
        boxes, lines = [box for box, _ in drawn], [words for _, words in drawn]
        name = view_cards.card_name(card, lang)
        assert " ".join(lines) == name and len(lines) <= 3, (name, lines)
        assert all(rect.x + 3 <= box.x and box.right <= rect.right - 3 for box in boxes), (name, lines)
        assert not [line for line in lines[1:] if len(line) <= 2], (name, lines)  # no line of a lone "la"


def test_a_bots_default_name_speaks_the_ui_language(make_app):
    """In Spanish every line about a bot said "Bot 2 (random)"; a name someone chose stays as it is."""
    from tabletop.engine.seats import bot_name
    from tabletop.games.runes.rules.game import GAME as RUNES
    from tabletop.ui.i18n import seat_names, set_language

    session = Session(RUNES, [Seat("human", "Ana"), Seat("bot", bot_name("random", 1), "random")], 4)
    while session.to_move() != 0 or len(session.actions) < 6:
        session.play(session.legal_actions()[0])
    app, _table = open_table(make_app, session)
    set_language("es")
    app.relayout()
    table = app.top
    assert table.names == ["Ana", "Bot 2 (al azar)"]
    lines = " ".join(entry.text for entry in table.log.entries())
    assert "Bot 2 (al azar)" in lines and "(random)" not in lines
    assert table.context().names == ["Ana", "Bot 2 (al azar)"]
    assert seat_names([Seat("bot", "Merlin", "hard"), Seat("human", "Player 2")], "es") == ["Merlin", "Jugador 2"]
    assert seat_names(session.seats, "en") == ["Ana", "Bot 2 (random)"]  # the English default, as it was


def test_a_bots_target_choice_reads_as_a_choice_not_as_two_names(make_app):
    """The banner said "Bot 2: Bot 2" when Bot 2 aimed a Counterspell at himself."""
    import random

    from tabletop.games.runes.rules.game import GAME as RUNES
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    session = Session(RUNES, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 2)
    rnd = random.Random(2)
    while not (session.to_move() == 1 and any(a.kind == "target" for a in session.legal_actions())):
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    aim = next(a for a in session.legal_actions() if a.kind == "target" and a.args[0] in (0, 1))
    assert table.play(aim, by_bot=True)
    target = ("Ana", "Bo")[aim.args[0]]
    assert table.flash[0] == f"Bo chooses {target}"


def test_ecg_log_tells_an_own_draw_once(make_app):
    """"Ana draws 6 cards." was followed by "You draw Ira, …": one line now; the opponent's draws keep their count."""
    from tabletop.games.ecg.rules.game import GAME as ECG
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    session = Session(ECG, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 5)
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    lines = [entry.text for entry in table.log.entries() if not entry.header]
    assert any(line.startswith("You draw ") for line in lines)
    assert not [line for line in lines if line.startswith("Ana draws ")], lines
    assert [line for line in lines if line.startswith("Bo draws ")]


@pytest.mark.parametrize("game_id", ["runes", "invocacion", "ecg", "invoke"])
def test_the_viewers_own_draw_is_one_line_in_every_game(make_app, game_id):
    """Each game's log said a draw twice for the one who drew ("Ana draws a card." then "You drew The Sea.")."""
    from tests.ui.test_teach_and_log import session_of

    session = session_of(game_id, 60)
    app, table = open_table(make_app, session)
    log = session.log
    game = session.game
    shown = {entry.position for entry in table.log.entries() if not entry.header}
    told_twice = [log[p][1].key for p in shown if p + 1 < len(log) and log[p][0] == log[p + 1][0]
                  and (log[p][1].key, log[p + 1][1].key) in game.joined and log[p + 1][1].audience == 0
                  and log[p][1].params.get("seat") == 0]
    joined = [p for p in shown if p > 0 and (log[p - 1][1].key, log[p][1].key) in game.joined
              and log[p][1].params.get("seat") == 0 and log[p - 1][0] == log[p][0]]
    assert joined and not told_twice


def test_ecg_log_says_turn_1_once(make_app):
    """The header "Turn 1: Bo" opened ECG's log and the line "Turn 1: Bo." followed a few lines later."""
    from tabletop.games.ecg.rules.game import GAME as ECG
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    session = Session(ECG, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 5)
    while len([e for _i, e in session.log if e.key == "turn.start"]) < 2:
        session.play(session.legal_actions()[0])
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    entries = table.log.entries()
    headers = [e.text for e in entries if e.header]
    assert headers[0] == "Set-up" and headers[1].startswith("Turn 1") and "Turn 2" in headers[2]
    assert not [e.text for e in entries if not e.header and e.text.startswith("Turn ")]


def test_ecg_phase_names_are_english_on_the_english_table():
    """The English strip read "Turn 18 · Bo · Acción" (and "Reforzar (draw)"): the rules call them Action, Reinforce."""
    from tabletop.games.ecg.view.view_words import STRINGS

    phases = {key: words for key, words in STRINGS["en"].items() if key.startswith("phase.")}
    assert phases and not [key for key, words in phases.items() if words == STRINGS["es"][key]]
    assert phases["phase.action"] == "Action" and phases["phase.reinforce"].startswith("Reinforce")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_prompt_keeps_its_end_at_150_percent(make_app, monkeypatch, size):
    """ECG's Spanish prompt "…: reacciona o deja que se resuelva." lost its end in the top bar at 150 %."""
    from tabletop.games.runes.rules.game import GAME as RUNES
    from tabletop.ui.scenes import table as table_module

    said = ("Ana: Mariscal Bram Melena de Oro (habilidad) de tu oponente está pendiente: reacciona o deja que se "
            "resuelva; Ulfra, Madre de la Manada, espera.")
    monkeypatch.setattr(type(RUNES), "prompt", lambda self, state, lang, names: said)
    lines: list[str] = []  # the top bar's lines, as drawn
    real = table_module.blit_lines

    def noting(surface, fonts, shown, *args, **kwargs):
        lines.extend(shown)
        return real(surface, fonts, shown, *args, **kwargs)
    monkeypatch.setattr(table_module, "blit_lines", noting)
    session = Session(RUNES, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 4)
    app = make_app(size=size)
    app.settings.ui_scale = 1.5
    app.relayout()
    open_table(lambda size: app, session, size=size)
    assert " ".join(lines[-2:]) == said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_empty_fields_on_the_new_game_screen_read_as_hints_not_values(make_app, lang):
    """The seed said "blank = random" and the handicap "none" in the colour of typed text: they looked filled in."""
    from tabletop.ui.i18n import set_language
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    app = make_app()
    set_language(lang)
    setup = SetupScene(app, "runes")
    app.reset_to(MenuScene(app), setup)
    app.frame([], 0.02)
    seed, handicap = setup.widgets["seed"], setup.widgets["options"]["handicap"]
    for field in (seed, handicap):
        assert field.get_text() == "" and field.placeholder_text.startswith("(") and field.placeholder_text.endswith(")")


@pytest.mark.parametrize("lang, setup, turn", [("en", "Set-up", "Turn"), ("es", "Antes de empezar", "Turno")])
def test_invoke_log_opens_with_the_set_up_and_heads_every_turn_with_its_number_and_mage(make_app, lang, setup, turn):
    """Invoke's log was empty until the first draw, and the first mage's turn was headed "Turn 2": the set-up now
    has a header and a line of its own from the start, and the turns count from 1, each headed "Turn n: name" (as in
    ECG), answers out of turn starting none."""
    import random

    from tabletop.ui.i18n import set_language

    session = Session(INVOKE, [Seat("human", "Ana"), Seat("bot", "Bo", "random"), Seat("bot", "Cai", "random")], 3)
    app, table = open_table(make_app, session)
    set_language(lang)
    app.relayout()
    entries = app.top.log.entries()
    assert [e.header for e in entries] == [True, False] and entries[0].text == setup
    assert entries[1].text == INVOKE.text("setup.start", lang, count=7) and "7" in entries[1].text
    rnd = random.Random(3)
    while len([e for _i, e in session.log if e.key == "turn.start"]) < 4:
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    headers = [e for e in app.top.log.entries() if e.header]
    starts = [e.params["seat"] for _i, e in session.log if e.key == "turn.start"]
    names = ("Ana", "Bo", "Cai")
    assert [h.text for h in headers] == [setup] + [f"{turn} {k + 1}: {names[seat]}" for k, seat in enumerate(starts)]


@pytest.mark.parametrize("game_id", ["runes", "gnostica", "invocacion", "invoke", "ecg"])
def test_the_log_tells_the_set_up_under_its_own_header_before_turn_1(make_app, game_id):
    """Gnostica's log put "You drew …" (your opening hand) under "Turn 1: Bo": the set-up has a header of its own,
    and turn 1's header comes with the first move."""
    from tabletop.engine.registry import get_game

    session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3)
    app, _table = open_table(make_app, session)
    opening = app.top.log.entries()
    assert opening[0].header and opening[0].text == "Set-up"
    assert not any(e.text.startswith("Turn 1") for e in opening)
    while not any(index >= 0 for index, _event in session.log):
        session.play(session.legal_actions()[0])
    app.frame([], 0.02)
    headers = [e.text for e in app.top.log.entries() if e.header]
    assert headers[0] == "Set-up" and (len(headers) == 1 or headers[1].startswith("Turn 1")), headers
