"""Live reload: the watcher picks up changed art, card YAML and layout in temp folders; broken edits keep the last good version."""
from __future__ import annotations

import time

import pygame

from studiohelp import bump
from tabletop.ui.cards.watch import CardWatcher

SIZE = (126, 176)  # 2 px per mm on a 63 x 88 mm card
ART_CENTRE = (63, 75)  # inside the runes art window


def solid_png(path, colour, size=(40, 60)):
    surf = pygame.Surface(size)
    surf.fill(colour)
    before = path.stat().st_mtime_ns if path.exists() else 0
    pygame.image.save(surf, str(path))
    bump(path, before)


def test_nothing_changed_means_no_reload(runes_ws):
    watcher = CardWatcher("runes", renderer=runes_ws.renderer, interval=0)
    assert watcher.poll() is False
    assert watcher.poll() is False


def test_new_art_file_shows_at_once(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r, interval=0)
    before = r.render("ace_moons", SIZE).get_at(ART_CENTRE)
    assert before[:3] != (255, 0, 0)
    solid_png(runes_ws.art / "runes" / "ace_moons.png", (255, 0, 0))
    assert watcher.poll() is True
    assert r.render("ace_moons", SIZE).get_at(ART_CENTRE)[:3] == (255, 0, 0)
    # replacing the file again is seen too; removing it brings the placeholder back
    solid_png(runes_ws.art / "runes" / "ace_moons.png", (0, 0, 255))
    assert watcher.poll() is True
    assert r.render("ace_moons", SIZE).get_at(ART_CENTRE)[:3] == (0, 0, 255)
    (runes_ws.art / "runes" / "ace_moons.png").unlink()
    assert watcher.poll() is True
    assert r.render("ace_moons", SIZE).get_at(ART_CENTRE) == before


def test_overlay_folder_without_game_subfolder(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r, interval=0)
    solid_png(runes_ws.art / "author.png", (0, 255, 0))
    assert watcher.poll()
    assert r.render("author", SIZE).get_at(ART_CENTRE)[:3] == (0, 255, 0)


def test_card_text_edit_and_new_card(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r, interval=0)
    path = runes_ws.cards_file()
    text = path.read_text(encoding="utf-8")
    old = r.render("ace_moons", SIZE)
    edited = text.replace("name: {en: Ace of Moons, es: As de Lunas}",
                          "name: {en: Ace of the Silver Moons of Night, es: As de Lunas}")
    assert edited != text
    edited += ("  - id: studio_test_card\n    name: {en: Brand New, es: Nueva}\n    rank: \"3\"\n"
               "    suits: [moons, suns]\n")
    runes_ws.write(path, edited)
    assert watcher.poll()
    assert r.errors == []
    assert r.fields("ace_moons")["name"]["en"] == "Ace of the Silver Moons of Night"
    assert r.card_ids[-1] == "studio_test_card"
    assert r.render("ace_moons", SIZE) is not old


def test_broken_yaml_shows_file_and_line_and_keeps_last_good(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r, interval=0)
    path = runes_ws.cards_file()
    good = path.read_text(encoding="utf-8")
    ids = r.card_ids
    runes_ws.write(path, good.replace("  - id: author\n", "  - id: author\n   bad: [unclosed\n"))
    assert watcher.poll()
    assert watcher.errors and path.name in watcher.errors[0]
    assert ":" in watcher.errors[0].split(path.name, 1)[1][:8]  # file:line
    assert r.card_ids == ids  # the last good cards stay
    runes_ws.write(path, good)
    assert watcher.poll()
    assert watcher.errors == [] and r.card_ids == ids


def test_layout_edit_and_broken_layout(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r, interval=0)
    text = runes_ws.layout.read_text(encoding="utf-8")
    runes_ws.write(runes_ws.layout, text.replace("size_mm: [63, 88]", "size_mm: [70, 120]"))
    assert watcher.poll()
    assert r.errors == [] and r.card_size_mm == (70.0, 120.0)
    # a broken layout: clear error naming the file and line, the last good layout is kept
    broken = text.replace("size_mm: [63, 88]", "size_mm: [70, 120]").replace(
        "  - {name: paper, kind: frame", "  - {name: paper, kind: frme")
    runes_ws.write(runes_ws.layout, broken)
    assert watcher.poll()
    assert watcher.errors
    message = watcher.errors[0]
    assert "layout.yaml:" in message and "frme" in message
    line = int(message.split("layout.yaml:", 1)[1].split(":", 1)[0])
    assert "kind: frme" in broken.splitlines()[line - 1]
    assert r.card_size_mm == (70.0, 120.0)
    assert r.render("ace_moons", (140, 240)).get_size() == (140, 240)
    runes_ws.write(runes_ws.layout, "card: {size_mm: [63, 88]\n")  # a YAML syntax error
    assert watcher.poll()
    assert "layout.yaml" in watcher.errors[0] and r.card_size_mm == (70.0, 120.0)


def test_two_watchers_of_one_renderer_reload_once_and_both_report(runes_ws, monkeypatch):
    r = runes_ws.renderer
    a = CardWatcher("runes", renderer=r, interval=0)
    b = CardWatcher("runes", renderer=r, interval=0)
    calls = []
    real = r.reload
    monkeypatch.setattr(r, "reload", lambda: calls.append(1) or real())
    solid_png(runes_ws.art / "runes" / "origin.png", (9, 9, 9))
    assert a.poll() and b.poll()
    assert len(calls) == 1
    assert not a.poll() and not b.poll()


def test_latency_from_write_to_updated_render_is_under_a_second(runes_ws):
    r = runes_ws.renderer
    watcher = CardWatcher("runes", renderer=r)  # the default polling interval
    watcher.poll(force=True)
    solid_png(runes_ws.art / "runes" / "desert.png", (200, 10, 200))
    start = time.monotonic()
    while not watcher.poll():
        time.sleep(0.01)
        assert time.monotonic() - start < 1.0
    assert r.render("desert", SIZE).get_at(ART_CENTRE)[:3] == (200, 10, 200)
    assert time.monotonic() - start < 1.0


def test_shared_game_renderer_watcher(tmp_path):
    """CardWatcher(game, art_dir) watches the shared renderer the table uses."""
    from tabletop.ui.cardface import CardRenderer

    watcher = CardWatcher("runes", tmp_path, interval=0)
    assert watcher.renderer is CardRenderer.for_game("runes", art_dir=tmp_path)
    assert watcher.poll() is False
    solid_png(tmp_path / "bard.png", (1, 2, 3))
    assert watcher.poll() is True


def test_backs_of_hidden_cards_are_no_problem(runes_ws):
    r = runes_ws.renderer
    r.render("", (63, 88), back=True)
    assert "" not in r.problems
    r.render("no_such_card", (63, 88))
    assert "no_such_card" in r.problems
