"""Bad art files are reported (validate, renderer problems) instead of silently becoming placeholders;
huge pictures are refused from their header, large ones are scaled on load."""
from __future__ import annotations

import struct
import time
import zlib

import pygame
import pytest

from tabletop.cli import main
from tabletop.data.artfile import MAX_ART_PIXELS, art_problem, art_size
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.cards.art import ART_MAX_SIDE, ArtCache

CARD = "ace_moons"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_header_only(width: int, height: int) -> bytes:
    """A structurally valid PNG claiming width x height, with almost no pixel data (never decode it)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", zlib.compress(b"\0")) + _chunk(b"IEND", b"")


def real_png(path, size=(40, 30)):
    """A real picture saved as PNG."""
    surf = pygame.Surface(size)
    surf.fill((200, 60, 40))
    pygame.image.save(surf, str(path))
    return path


@pytest.fixture
def bad_art(tmp_path):
    """An art folder with one of each kind of unusable file, named after runes cards."""
    folder = tmp_path / "art" / "runes"
    folder.mkdir(parents=True)
    good = real_png(tmp_path / "good.png").read_bytes()
    (folder / "ace_moons.png").write_text("this is not a picture\n")
    (folder / "ace_suns.png").write_bytes(b"")
    (folder / "ace_waves.png").write_bytes(good[: len(good) // 2])
    (folder / "ace_leaves.png").write_bytes(png_header_only(20000, 20000))
    real_png(folder / "ace_wyrms.png")
    return folder


def test_each_kind_of_bad_art_has_its_reason(bad_art):
    assert "holds text" in art_problem(bad_art / "ace_moons.png")
    assert "empty" in art_problem(bad_art / "ace_suns.png")
    assert "truncated" in art_problem(bad_art / "ace_waves.png")
    assert "too large: 20000 x 20000" in art_problem(bad_art / "ace_leaves.png")
    assert art_problem(bad_art / "ace_wyrms.png") is None
    assert art_size(bad_art / "ace_wyrms.png") == (40, 30)


def test_validate_names_every_bad_art_file_and_fails(bad_art, capsys):
    assert main(["validate", "runes", "--art-dir", str(bad_art.parent)]) == 1
    out = capsys.readouterr().out
    for name in ("ace_moons", "ace_suns", "ace_waves", "ace_leaves"):
        assert f"{bad_art / name}.png: E-ART: art: " in out
    assert "ace_wyrms" not in out
    assert "runes: 4 error(s), 0 warning(s)" in out


def test_a_huge_picture_is_refused_from_its_header_without_decoding(bad_art):
    cache = ArtCache()
    start = time.perf_counter()
    assert cache.load(bad_art / "ace_leaves.png") is None
    assert time.perf_counter() - start < 0.5
    assert f"at most {MAX_ART_PIXELS / 1e6:.0f} Mpx" in cache.problem(bad_art / "ace_leaves.png")


@pytest.mark.parametrize("depth", [8, 32])
def test_large_art_is_scaled_on_load_and_cached_scaled(tmp_path, depth):
    surf = pygame.Surface((ART_MAX_SIDE * 2, 600), depth=depth)
    surf.fill((200, 60, 40))
    path = tmp_path / "wide.png"
    pygame.image.save(surf, str(path))
    cache = ArtCache()
    img = cache.load(path)
    assert img.get_size() == (ART_MAX_SIDE, 300)
    assert cache.load(path) is img
    assert cache.problem(path) is None


def test_the_renderer_lists_bad_art_as_a_problem_of_the_card(bad_art):
    renderer = CardRenderer("runes", art_dir=bad_art.parent)
    problems = renderer.problems
    for card in ("ace_moons", "ace_suns", "ace_waves", "ace_leaves"):
        assert any(f"art {card}.png:" in m and "placeholder" in m for m in problems.get(card, [])), card
    assert not any(m.startswith("art ") for m in problems.get("ace_wyrms", []))
    face = renderer.render("ace_leaves", (126, 176))  # draws the placeholder, fast
    assert face.get_size() == (126, 176)
