"""The rules reader: contents, links, search, no backticks, the hint off the text, F1 at the current decision."""
from __future__ import annotations

import pygame
import pytest

from tabletop import paths
from tabletop.engine.registry import game_ids
from tabletop.ui import markdown


def click(app, pos) -> None:
    """A left click at `pos`."""
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, code, mod=0) -> None:
    """A key press (and the widget events it posts, as the app's loop delivers them)."""
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pump(app)


def pump(app) -> None:
    """Deliver the events widgets posted (text changed, entry finished)."""
    for posted in pygame.event.get():
        app.handle_event(posted)


def open_reader(make_app, game_id="gnostica", **kwargs):
    """An app showing the rules of `game_id`, drawn once (so the contents have their places)."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.rules import RulesScene
    app = make_app(**kwargs)
    scene = RulesScene(app, game_id)
    app.reset_to(MenuScene(app), scene)
    app.update(0.02)
    app.draw()
    return app, scene


def heading_y(scene, anchor: str) -> int:
    return next(h.y for h in scene.headings if h.anchor == anchor)


def test_contents_list_the_sections_of_the_document(make_app):
    _app, scene = open_reader(make_app)
    listed = [anchor for _rect, anchor in scene.toc_hits]
    text = paths.rules_doc("gnostica").read_text(encoding="utf-8")
    sections = [line[3:].strip() for line in text.splitlines() if line.startswith("## ")]
    assert listed == [markdown.slug(title) for title in sections]
    assert "interpretations" in listed and "the-suit-powers" in listed


def test_clicking_a_contents_entry_scrolls_to_its_heading(make_app):
    app, scene = open_reader(make_app)
    rect = next(rect for rect, anchor in scene.toc_hits if anchor == "scoring-and-the-end")
    click(app, rect.center)
    for _ in range(60):
        app.update(1 / 30)
    assert scene.scroll == scene.target == pytest.approx(heading_y(scene, "scoring-and-the-end") - scene.px(8))
    app.draw()
    assert scene.section_at_top() == "scoring-and-the-end"


def test_clicking_an_internal_link_scrolls_to_the_section_it_names(make_app):
    app, scene = open_reader(make_app)
    index, line = next((k, ln) for k, ln in enumerate(scene.lines) if any(h == "#interpretations"
                                                                          for _x, _w, h in ln.links))
    x, width, _href = line.links[0]
    area = scene.text_rect()
    click(app, (area.x + x + width // 2, area.y + line.y - int(scene.scroll) + line.height // 2))
    assert index >= 0 and scene.target == min(scene.max_scroll(), heading_y(scene, "interpretations") - scene.px(8))
    assert scene.target > 0


def test_a_link_to_another_rules_file_opens_it_at_its_anchor(make_app):
    _app, scene = open_reader(make_app)
    other = next(g for g in game_ids() if g != "gnostica")
    scene.follow(f"{other}.md#interpretations")
    assert scene.game_id == other
    assert scene.doc_path == paths.rules_doc(other)
    assert scene.target == min(scene.max_scroll(), heading_y(scene, "interpretations") - scene.px(8))


def test_a_web_link_is_shown_not_opened_and_a_broken_one_is_reported(make_app):
    app, scene = open_reader(make_app)
    scene.follow("https://example.org/rules")
    scene.follow("nowhere.md")
    shown = [text for text, _until, _kind in app.toasts]
    assert "https://example.org/rules" in shown[-2] and "nowhere.md" in shown[-1]
    assert scene.game_id == "gnostica" and scene.path is None and not app.errors


def test_search_finds_a_word_highlights_it_and_moves_between_matches(make_app):
    from pygame_gui import UI_TEXT_ENTRY_FINISHED
    app, scene = open_reader(make_app)
    scene.search.set_text("Hierophant")
    scene.set_query("hierophant")  # what typing does
    assert len(scene.matches) >= 2 and scene.current == 0
    first = scene.lines[scene.matches[0].line]
    assert "Hierophant" in first.text and scene.target <= first.y <= scene.target + scene.text_rect().height
    app.handle_event(pygame.event.Event(UI_TEXT_ENTRY_FINISHED, ui_element=scene.search, text="Hierophant"))
    assert scene.current == 1
    key(app, pygame.K_F3, pygame.KMOD_SHIFT)
    assert scene.current == 0
    scene.set_query("zzqq no such words")
    assert scene.matches == [] and scene.current == -1


def test_search_ignores_case_and_accents():
    pygame.font.init()
    from tabletop.ui.theme import Fonts
    lines = markdown.layout(markdown.parse("Elige la **orientación** de la pieza.\n\nOTRA Orientacion."), Fonts(1.0),
                            600)
    assert len(markdown.find(lines, "orientacion")) == 2
    assert len(markdown.find(lines, "la pieza")) == 1


@pytest.mark.parametrize("game_id", game_ids())
def test_inline_code_is_drawn_without_backticks(game_id):
    pygame.font.init()
    from tabletop.ui.theme import Fonts
    for lang in ("en", "es"):
        text = paths.rules_doc(game_id, lang).read_text(encoding="utf-8")
        assert "`" in text
        lines = markdown.layout(markdown.parse(text), Fonts(1.0), 900)
        words = [word for line in lines for word, _x, _w in line.words]
        assert not [w for w in words if "`" in w]
        assert sum(len(line.boxes) for line in lines) > 5  # code has its own background


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.5)])
def test_the_scroll_hint_sits_below_the_text_never_on_it(make_app, size, scale):
    app, scene = open_reader(make_app, size=size)
    app.settings.ui_scale = scale
    app.relayout()
    scene = app.top
    assert not scene.footer().colliderect(scene.text_rect())
    assert not scene.search_row().colliderect(scene.text_rect())
    assert scene.text_rect().height > 100


def test_f1_on_the_table_opens_the_rules_at_the_current_decision(make_app, sessions):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.rules import RulesScene
    from tabletop.ui.scenes.table import TableScene
    app = make_app()
    session = sessions.make()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.update(0.02)
    key(app, pygame.K_F1)
    reader = app.top
    assert isinstance(reader, RulesScene)
    anchor = session.game.rules_anchor(session.observation(0), "en")
    assert anchor == "a-turn" and reader.section_at_top() == anchor
    assert reader.scroll == pytest.approx(heading_y(reader, anchor) - reader.px(8))


def test_the_pause_menus_rules_open_at_the_current_decision_too(make_app, sessions):
    import pygame_gui
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.pause import PauseScene
    from tabletop.ui.scenes.table import TableScene
    app = make_app()
    table = TableScene(app, sessions.make())
    app.reset_to(MenuScene(app), table)
    app.update(0.02)
    pause = PauseScene(app, table)
    app.push(pause)
    button = next(b for k, b in pause.buttons.items() if k == "rules")
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    assert app.top.section_at_top() == "a-turn"


def test_the_keyboard_alone_searches_and_leaves_the_reader(make_app):
    from tabletop.ui.scenes.rules import RulesScene
    app, scene = open_reader(make_app)
    key(app, pygame.K_f, pygame.KMOD_CTRL)
    assert scene.search.is_focused
    for char in "Hermit":
        app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=char))
    pump(app)
    assert scene.query == "Hermit" and len(scene.matches) >= 2
    first = scene.current
    key(app, pygame.K_RETURN)
    assert scene.current == (first + 1) % len(scene.matches)
    key(app, pygame.K_BACKSPACE)  # typing: edits the query, does not close the reader
    assert isinstance(app.top, RulesScene) and scene.query == "Hermi"
    key(app, pygame.K_ESCAPE)  # leaves the box
    assert not scene.search.is_focused and isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)  # leaves the reader
    assert not isinstance(app.top, RulesScene)
