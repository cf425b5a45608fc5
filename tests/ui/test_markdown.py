"""The rules reader's Markdown: blocks, inline styles, layout."""
from __future__ import annotations

import pygame

from tabletop.ui import markdown
from tabletop.ui.theme import Fonts

DOC = """# Title

A paragraph with **bold**, *italic* and `code`
that continues here.

## Section

- one
- two
  continued
  - nested
1. first

| a | b |
|---|---|
| 1 | 2 |

---
> quoted
"""


def test_parse_blocks():
    kinds = [b.kind for b in markdown.parse(DOC)]
    assert kinds == ["h1", "p", "h2", "li", "li", "li", "li", "table", "hr", "quote"]
    items = [b for b in markdown.parse(DOC) if b.kind == "li"]
    assert items[1].text == "two continued" and items[2].depth == 1 and items[3].bullet == "1."


def test_inline_styles():
    Span = markdown.Span
    pieces = markdown.inline("a **b** *c* `d` [e](http://x)")
    assert Span("b", bold=True) in pieces and Span("c", italic=True) in pieces and Span("d", code=True) in pieces
    assert Span("e", href="http://x") in pieces


def test_styles_nest_and_code_loses_its_backticks():
    Span = markdown.Span
    assert markdown.inline("**`x` y**") == [Span("x", bold=True, code=True), Span(" y", bold=True)]
    assert markdown.inline("[the `target` option](#options)") == [
        Span("the ", href="#options"), Span("target", code=True, href="#options"), Span(" option", href="#options")]


def test_heading_anchors_follow_github():
    text = "# Rune Duel (Duelo de Runas)\n## Pieces, orientation and targets\n## Quién empieza\n## Notes\n## Notes"
    assert markdown.heading_anchors(text) == ["rune-duel-duelo-de-runas", "pieces-orientation-and-targets",
                                              "quién-empieza", "notes", "notes-1"]


def test_layout_wraps_to_width():
    pygame.font.init()
    lines = markdown.layout(markdown.parse(DOC + "word " * 300), Fonts(1.0), 400)
    assert len(lines) > 20
    for line in lines:
        for surf, x in line.pieces:
            assert x + surf.get_width() <= 400 + 60  # one long word may overhang a little
    ys = [line.y for line in lines]
    assert ys == sorted(ys)
