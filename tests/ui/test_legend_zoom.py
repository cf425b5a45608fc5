"""The icon legend (key L, the "?" button) and the card zoom of every game (issue 28 §1)."""
from __future__ import annotations

import pygame
import pytest

from tabletop.data.legend import legend_of
from tabletop.ui.card_zoom import overlap, zoom_places, zoom_size
from tabletop.engine.registry import get_game

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def icon_names() -> set:
    from tabletop.ui.cards import icons
    return set(icons.names())


def open_table(make_app, game_id: str, size=(1280, 720), lang: str = "en"):
    """A human-vs-bot table of `game_id` part-way through."""
    from tabletop.ui.i18n import set_language
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table
    app = make_app(size=size)
    set_language(lang)
    return show_table(app, midgame_session(get_game(game_id), seed=11, fraction=0.4))


def press(app, key: int, mod: int = 0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.update(0.02)
    app.draw()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_legend_in_both_languages(make_app, game_id):
    """'An icon legend one key away ... for each game: every icon, chip and number on its cards and table, in
    both languages' (issue 28 §1)."""
    make_app()
    legend = legend_of(game_id, icon_names())
    assert legend is not None and len(legend.entries) >= 10
    for entry in legend.entries:
        assert entry.text["en"] and entry.text["es"] and entry.text["en"] != entry.text["es"]


#: the icons each game's tiles and table draw, which its legend must explain
DRAWN_ICONS = {
    "runes": {"moon", "sun", "wave", "leaf", "wyrm", "knot", "excuse", "eye"},
    "gnostica": {"cup", "rod", "disc", "sword", "major", "pip"},
    "invocacion": {"fire", "earth", "water", "air", "pillar", "scroll", "gem", "eye", "hourglass", "crossed_swords"},
    "invoke": {"fire", "gem", "wall"},
    "ecg": {"crown", "crossed_swords", "line_infantry", "gem", "arcanum_judgement", "scroll", "orient", "arcanum_star",
            "prayer", "pillar", "water", "hourglass", "morale", "renown", "madness", "hand_size"},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_legend_explains_every_icon_its_tiles_draw(make_app, game_id):
    """'... every icon, chip and number on its cards and table.'"""
    make_app()
    legend = legend_of(game_id, icon_names())
    assert DRAWN_ICONS[game_id] <= {entry.icon for entry in legend.entries}
    assert any(entry.mark for entry in legend.entries)  # the numbers and chips too


@pytest.mark.parametrize("game_id", ["invocacion", "ecg"])
def test_english_gives_the_spanish_term_in_brackets(make_app, game_id):
    """'English gives the Spanish term in brackets on first mention, e.g. "Preparation (Preparación)"'."""
    make_app()
    words = " ".join(entry.text["en"] for entry in legend_of(game_id).entries)
    for term in {"invocacion": ("Preparation (Preparación)", "Power (Poder)", "Supports (Apoyos)"),
                 "ecg": ("Morale (Moral)", "Renown (Renombre)", "Madness (Locura)")}[game_id]:
        assert term in words


def test_validate_names_the_file_and_line_of_a_broken_legend(tmp_path):
    """'`tabletop validate` checks the files.'"""
    from tabletop.data.validate import validate_game
    folder = tmp_path / "runes"
    folder.mkdir()
    (folder / "legend.yaml").write_text(
        "title: {en: A, es: B}\nentries:\n  - {icon: no_such_icon, text: {en: x, es: y}}\n"
        "  - {mark: '#1', text: {en: only English}}\n", encoding="utf-8")
    from tabletop.cli import icon_names
    problems = validate_game("runes", tmp_path, icon_names=icon_names())
    assert any("legend.yaml:3" in p and "no_such_icon" in p for p in problems)
    assert any("legend.yaml:4" in p and "'en' and 'es'" in p for p in problems)
    assert not validate_game("runes")  # the shipped files are whole


@pytest.mark.parametrize("lang", ["en", "es"])
def test_key_l_and_the_question_button_open_the_legend(make_app, lang):
    """'... opened with key L and from a "?" button on the table.'"""
    from tabletop.ui.scenes.legend import LegendScene
    app, table = open_table(make_app, "invocacion", lang=lang)
    press(app, pygame.K_l)
    assert isinstance(app.top, LegendScene)
    legend = legend_of("invocacion")
    assert app.top.words() == [entry.text[lang] for entry in legend.entries]
    press(app, pygame.K_l)
    assert app.top is table
    button = table.legend_button
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    for event in pygame.event.get():
        app.handle_event(event)
    app.update(0.02)
    assert isinstance(app.top, LegendScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def zoom_avoids(table) -> list:
    """What the zoom should leave uncovered: the refs that glow on a human's turn and what the view keeps clear."""
    lit = table.by_ref() if table.human_turn() else {}
    return [rect for rect, ref in table.view.hits if ref in lit] + table.view.kept_clear()


def point_at(app, table, pos) -> None:
    """Move the mouse to `pos` the way the app does."""
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def card_points(table):
    """(ref, a point showing it) for every ref on the table, topmost first at that point."""
    seen = {}
    for rect, ref in table.view.hits:
        for fx, fy in ((0.5, 0.5), (0.15, 0.5), (0.5, 0.15)):
            point = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
            if ref not in seen and table.ref_at(point) == ref:
                seen[ref] = point
    return list(seen.items())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_hover_previews_cover_no_glowing_ref(make_app, game_id, size):
    """'... hover previews are placed where they cover no glowing ref' (brief, item 4; issue 28 §1)."""
    from tabletop.ui.card_zoom import preview_places
    app, table = open_table(make_app, game_id, size)
    shown = 0
    for ref, point in card_points(table):
        point_at(app, table, point)
        placed = table.preview_rect()
        if placed is None:
            continue
        shown += 1
        lit = [rect for rect, r in table.view.hits if r in table.by_ref() and r != ref]
        _card, rect = placed
        assert not rect.collidepoint(point)
        places = preview_places(rect.size, point, table._large_bounds(), table.px(36))
        if any(not overlap(p, lit) for p in places):
            assert overlap(rect, lit) == 0, (ref, rect)
        # ... nor what the view keeps clear (ECG's opposing court: the newcomer pass saw it covered), when it can
        kept, pointed = table.view.kept_clear(), [r for r, h in table.view.hits if h == ref and r.collidepoint(point)]
        if any(not overlap(p, lit + pointed[-1:] + kept) for p in places):
            assert not overlap(rect, kept), (ref, rect)
    assert shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_z_alt_or_right_click_zoom_a_visible_card_on_the_far_side(make_app, game_id, size):
    """'Zoom a card without covering what you choose: hold Z or Alt, or right-click, to see the card large in a
    fixed place on the side away from the pointer; face-down/hidden cards never zoom.'"""
    app, table = open_table(make_app, game_id, size)
    zoomed = hidden = 0
    for ref, point in card_points(table):
        point_at(app, table, point)
        press(app, pygame.K_z)
        card = table.view.hover_card(ref)
        got = table.zoomed()
        if card is None:
            assert got is None  # a face-down or hidden card never zooms
            hidden += 1
        else:
            zoomed += 1
            _card, rect = got
            assert not rect.collidepoint(point)
            bounds = table.zoom_bounds()  # the table and the log's column beside it
            first = zoom_places(zoom_size(table._large_bounds()), point, bounds, table.px(12))[0]
            if rect == first:  # the side away from the pointer, at middle height, when that covers nothing chosen
                assert (rect.centerx > bounds.centerx) == (point[0] < bounds.centerx)
                assert abs(rect.centery - bounds.centery) <= 1 or not bounds.contains(rect.inflate(2, 2))
            else:
                assert overlap(first, zoom_avoids(table)) or first.collidepoint(point)
            assert rect.height > table.preview_rect()[1].height  # larger than the hover preview
        app.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0))
        assert table.zoomed() is None
        if card is not None and zoomed == 1:  # right-click pins the zoom, a second right-click drops it
            for _ in range(2):
                app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=3))
                app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=3))
                if table.zoomed() is not None:
                    assert table.zoomed()[0] == card
            assert table.zoomed() is None
            app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode=""))
            assert table.zoomed() is not None
            app.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0))
    assert zoomed
