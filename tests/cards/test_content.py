"""Text fitting, art cover-crop, placeholders and live reload, on small temporary games."""
from __future__ import annotations


import pygame
import pytest

from tabletop.ui.cards import art, icons, text
from tabletop.ui.cards.cardface import CardRenderer

LAYOUT = """
card: {size_mm: [63, 88], bleed_mm: 3, corner_mm: 3}
fonts: {sans: DejaVuSans.ttf}
colours: {paper: "#f0e8d8", ink: "#202020"}
palettes:
  suits:
    moons: {colour: "#3050c0", icon: moon}
    suns: {colour: "#e0a020", icon: sun}
defaults: {font: sans, colour: ink}
front:
  - {name: frame, kind: frame, rect: [0, 0, 63, 88], fill: paper}
  - {name: art, kind: art, rect: [10, 10, 40, 60], colour_by: suits}
  - {name: text, kind: text, field: text, rect: [4, 72, 55, 12], size: 9, min_size: 6}
back:
  - {name: frame, kind: frame, rect: [0, 0, 63, 88], fill: ink}
"""

CARDS = """
cards:
  - {id: short, suits: [moons], text: {en: "Gain 1 {sun}.", es: "Gana 1 {sun}."}}
  - {id: medium, suits: [suns, moons], text: "%s"}
  - {id: long, suits: [suns], text: "%s"}
  - {id: focus_left, suits: [suns], art_focus: [0, 0.5]}
  - {id: focus_right, suits: [suns], art_focus: [1, 0.5]}
""" % ("word " * 22, "many words " * 120)


@pytest.fixture
def game(tmp_path):
    """A small game in a temporary folder: (renderer, folder)."""
    (tmp_path / "layout.yaml").write_text(LAYOUT)
    (tmp_path / "cards.yaml").write_text(CARDS)
    (tmp_path / "art").mkdir()
    r = CardRenderer("mini", art_dir=tmp_path / "art", layout_path=tmp_path / "layout.yaml", data_dir=tmp_path)
    assert r.errors == []
    return r, tmp_path


def test_text_that_fits_is_no_problem(game):
    r, _ = game
    assert "short" not in r.problems


def test_text_shrinks_and_records_a_problem(game):
    r, _ = game
    assert any("shrunk from 9pt" in m for m in r.problems["medium"])


def test_text_overflow_at_min_size_records_a_problem(game):
    r, _ = game
    assert any("overflows" in m and "6pt" in m for m in r.problems["long"])
    r.render("long", (110, 154))  # and still draws


def test_inline_icons_parse_and_unknown_ones_are_reported():
    words = text.parse("Gain 2{sun} and {wave}.\nThen {nothing}")
    assert words[0][1] == ["2", ("icon", "sun")]
    assert words[0][3] == [("icon", "wave"), "."]
    assert words[1][1] == ["{nothing}"]
    assert text.unknown_icons("a {sun} b {nothing}") == ["nothing"]


def test_inline_icon_is_drawn(game):
    r, tmp = game
    with_icon = r.render("short", (300, 419))
    (tmp / "cards.yaml").write_text(CARDS.replace("Gain 1 {sun}.", "Gain 1 sun."))
    r.reload()
    without = r.render("short", (300, 419))
    box = pygame.Rect(0, 340, 300, 60)
    assert pygame.image.tobytes(with_icon.subsurface(box), "RGBA") != pygame.image.tobytes(without.subsurface(box), "RGBA")


def test_cover_rect_keeps_aspect_and_focus():
    # a wide image into a tall window: full height, a slice of the width
    crop = art.cover_rect((1000, 500), (100, 200))
    assert crop.height == 500 and crop.width == 250
    assert crop.centerx == 500
    assert art.cover_rect((1000, 500), (100, 200), (0.0, 0.5)).left == 0
    assert art.cover_rect((1000, 500), (100, 200), (1.0, 0.5)).right == 1000
    # a tall image into a wide window: full width, a slice of the height
    crop = art.cover_rect((300, 900), (300, 100))
    assert (crop.width, crop.height) == (300, 100)
    assert crop.width / crop.height == pytest.approx(3.0)


def _two_tone(path, size=(400, 200)):
    img = pygame.Surface(size)
    img.fill((255, 0, 0))
    img.fill((0, 0, 255), pygame.Rect(size[0] // 2, 0, size[0] // 2, size[1]))
    pygame.image.save(img, str(path))


def test_art_is_cover_cropped_around_the_focus(game):
    r, tmp = game
    for card in ("focus_left", "focus_right"):
        _two_tone(tmp / "art" / f"{card}.png")
    r.reload()
    centre = (round(30 * 400 / 63), round(40 * 400 / 63))  # middle of the art window
    left = r.render("focus_left", r.size_for_width(400)).get_at(centre)
    right = r.render("focus_right", r.size_for_width(400)).get_at(centre)
    assert (left.r, left.b) == (255, 0)
    assert (right.r, right.b) == (0, 255)


def test_placeholder_when_art_is_missing(game):
    r, _ = game
    surf = r.render("focus_left", r.size_for_width(300))
    window = surf.subsurface(pygame.Rect(round(10 * 300 / 63), round(10 * 300 / 63), 180, 280))
    colours = {tuple(window.get_at((x, y))) for x in range(0, 180, 6) for y in range(0, 280, 6)}
    assert len(colours) > 20  # gradient, pattern and symbol: never a flat fill
    avg = pygame.transform.average_color(window)
    assert avg[0] > avg[2]  # the suns' gold, not the moons' blue


def test_reload_keeps_the_last_good_layout(game):
    r, tmp = game
    before = r.render("short", (110, 154))
    good = (tmp / "layout.yaml").read_text()
    (tmp / "layout.yaml").write_text(good.replace("size: 9,", "size: huge,"))
    errors = r.reload()
    assert errors and "layout.yaml:" in errors[0] and "box 'text'" in errors[0] and "'size'" in errors[0]
    assert r.errors == errors
    assert r.layout.front[2].size == 9
    assert pygame.image.tobytes(r.render("short", (110, 154)), "RGBA") == pygame.image.tobytes(before, "RGBA")
    (tmp / "layout.yaml").write_text(good.replace("size_mm: [63, 88]", "size_mm: [70, 120]"))
    assert r.reload() == []
    assert r.card_size_mm == (70.0, 120.0)


def test_reload_keeps_the_last_good_cards(game):
    r, tmp = game
    (tmp / "cards.yaml").write_text(CARDS + "  - {id: short, suits: [moons]}\n")
    errors = r.reload()
    assert errors and "duplicate id" in errors[0]
    assert "medium" in r.card_ids
    (tmp / "cards.yaml").write_text(CARDS + "  - {id: extra, suits: [moons]}\n")
    assert r.reload() == []
    assert "extra" in r.card_ids


def test_reload_sees_new_art(game):
    r, tmp = game
    before = r.render("short", (110, 154))
    _two_tone(tmp / "art" / "short.png")
    r.reload()
    assert r.render("short", (110, 154)) is not before


def test_bleed_adds_the_bleed_around(game):
    r, _ = game
    surf = r.render("short", (630, 880), bleed=True)
    assert surf.get_size() == (630 + 60, 880 + 60)
    assert surf.get_at((0, 0)).a == 255  # full-bleed background, no rounded corners


def test_broken_layout_at_start_uses_a_plain_layout(tmp_path, is_blank):
    (tmp_path / "layout.yaml").write_text("card: {size_mm: [63, 88]}\nfront: 3\n")
    (tmp_path / "cards.yaml").write_text(CARDS)
    r = CardRenderer("mini", layout_path=tmp_path / "layout.yaml", data_dir=tmp_path)
    assert r.errors and "layout.yaml:2" in r.errors[0]
    assert not is_blank(r.render("short", (110, 154)))


@pytest.mark.parametrize("name", sorted(icons.DRAWERS))
def test_every_icon_draws_something(name):
    for px in (12, 64):
        surf = icons.icon(name, px, (0, 0, 0))
        assert surf.get_size() == (px, px)
        alphas = [surf.get_at((x, y)).a for x in range(px) for y in range(px)]
        assert 0.05 < sum(a > 128 for a in alphas) / len(alphas) < 0.9, name


def test_png_in_assets_icons_adds_an_icon(tmp_path, monkeypatch):
    blob = pygame.Surface((40, 40), pygame.SRCALPHA)
    pygame.draw.circle(blob, (255, 255, 255), (20, 20), 15)
    pygame.image.save(blob, str(tmp_path / "blob.png"))
    monkeypatch.setattr(icons, "ICONS_DIR", tmp_path)
    icons.clear_cache()
    assert icons.exists("blob") and "blob" in icons.names()
    surf = icons.icon("blob", 20, (255, 0, 0))
    assert surf.get_at((10, 10)).r == 255 and surf.get_at((10, 10)).a > 200
    assert surf.get_at((0, 0)).a == 0
    icons.clear_cache()
