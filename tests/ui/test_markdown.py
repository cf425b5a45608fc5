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
    pieces = markdown.inline("a **b** *c* `d` [e](http://x)")
    assert ("b", "b") in pieces and ("c", "i") in pieces and ("d", "code") in pieces and ("e", "i") in pieces


def test_layout_wraps_to_width():
    pygame.font.init()
    lines = markdown.layout(markdown.parse(DOC + "word " * 300), Fonts(1.0), 400)
    assert len(lines) > 20
    for line in lines:
        for surf, x in line.pieces:
            assert x + surf.get_width() <= 400 + 60  # one long word may overhang a little
    ys = [line.y for line in lines]
    assert ys == sorted(ys)
