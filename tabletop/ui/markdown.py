"""A small Markdown reader for the rules documents: blocks, inline styles, and layout into lines.

Supported: headings, paragraphs, bullet and numbered lists (nested by indent), block
quotes, fenced code, pipe tables, horizontal rules; inline **bold**, *italic*, `code`
and [links](...) (shown as their text).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from tabletop.ui.theme import Fonts

INLINE = re.compile(r"(\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|`[^`]+`|\[[^\]]+\]\([^)]*\))")


@dataclass
class Block:
    """One block of a document."""

    kind: str  # h1..h4, p, li, quote, code, table, hr
    text: str = ""
    depth: int = 0
    bullet: str = ""
    rows: list[list[str]] = field(default_factory=list)


def parse(text: str) -> list[Block]:
    """Split Markdown into blocks."""
    blocks: list[Block] = []
    lines = text.replace("\r\n", "\n").split("\n")
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", " ".join(s.strip() for s in para)))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            flush()
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(code)))
        elif not stripped:
            flush()
        elif m := re.match(r"^(#{1,6})\s+(.*)$", stripped):
            flush()
            blocks.append(Block(f"h{min(4, len(m.group(1)))}", m.group(2).strip().rstrip("#").strip()))
        elif re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("hr"))
        elif m := re.match(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$", line):
            flush()
            depth = len(m.group(1).expandtabs(4)) // 2
            bullet = "•" if m.group(2) in "-*+" else m.group(2)
            item = [m.group(3)]
            while i + 1 < len(lines) and lines[i + 1].strip() and lines[i + 1].startswith("  ") \
                    and not re.match(r"^\s*([-*+]|\d+[.)])\s+", lines[i + 1]):
                i += 1
                item.append(lines[i].strip())
            blocks.append(Block("li", " ".join(item), depth=min(depth, 4), bullet=bullet))
        elif stripped.startswith(">"):
            flush()
            quote = [stripped.lstrip(">").strip()]
            while i + 1 < len(lines) and lines[i + 1].strip().startswith(">"):
                i += 1
                quote.append(lines[i].strip().lstrip(">").strip())
            blocks.append(Block("quote", " ".join(quote)))
        elif stripped.startswith("|"):
            flush()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if not all(re.match(r"^:?-{2,}:?$", c) for c in cells if c):
                    rows.append(cells)
                i += 1
            i -= 1
            blocks.append(Block("table", rows=rows))
        else:
            para.append(line)
        i += 1
    flush()
    return blocks


def inline(text: str) -> list[tuple[str, str]]:
    """Split text into (piece, style) with style '', 'b', 'i' or 'code'."""
    out: list[tuple[str, str]] = []
    pos = 0
    for m in INLINE.finditer(text):
        if m.start() > pos:
            out.append((text[pos:m.start()], ""))
        token = m.group(0)
        if token.startswith(("**", "__")):
            out.append((token[2:-2], "b"))
        elif token.startswith("`"):
            out.append((token[1:-1], "code"))
        elif token.startswith("["):
            out.append((token[1:token.index("]")], "i"))
        else:
            out.append((token[1:-1], "i"))
        pos = m.end()
    if pos < len(text):
        out.append((text[pos:], ""))
    return out


@dataclass
class Line:
    """A laid-out line: pieces (surface, x) at height `y`, `height` tall."""

    y: int
    height: int
    pieces: list[tuple[pygame.Surface, int]] = field(default_factory=list)
    rule: tuple[int, int, tuple] | None = None  # (x, width, colour) for horizontal rules and table grid


STYLE = {
    "h1": (30, True, True, (232, 196, 104)),
    "h2": (24, True, True, (232, 196, 104)),
    "h3": (20, True, True, (240, 214, 150)),
    "h4": (18, True, False, (240, 214, 150)),
    "p": (16, False, False, (238, 232, 214)),
    "li": (16, False, False, (238, 232, 214)),
    "quote": (16, False, True, (200, 206, 190)),
    "code": (15, False, False, (210, 230, 200)),
    "table": (15, False, False, (238, 232, 214)),
}


def layout(blocks: list[Block], fonts: Fonts, width: int) -> list[Line]:
    """Lay the blocks out into lines `width` pixels wide."""
    lines: list[Line] = []
    y = 0
    unit = fonts.px(1)
    for block in blocks:
        if block.kind == "hr":
            y += fonts.px(10)
            lines.append(Line(y, fonts.px(10), rule=(0, width, (140, 122, 74))))
            y += fonts.px(14)
            continue
        if block.kind == "table":
            y = _layout_table(block, fonts, width, lines, y)
            continue
        size, bold, serif, colour = STYLE.get(block.kind, STYLE["p"])
        if block.kind.startswith("h"):
            y += fonts.px(18 if block.kind in ("h1", "h2") else 10)
        indent = 0
        first_prefix = None
        if block.kind == "li":
            indent = fonts.px(26) * (block.depth + 1)
            first_prefix = block.bullet
        elif block.kind == "quote":
            indent = fonts.px(20)
        if block.kind == "code":
            for raw in block.text.split("\n"):
                surf = fonts.text(raw or " ", size, colour)
                lines.append(Line(y, surf.get_height(), [(surf, fonts.px(16))]))
                y += surf.get_height()
            y += fonts.px(10)
            continue
        y = _layout_text(inline(block.text), fonts, size, bold, serif, colour, indent, width, lines, y,
                         first_prefix)
        if block.kind.startswith("h") and block.kind in ("h1", "h2"):
            lines.append(Line(y + unit * 2, unit * 2, rule=(0, width, (140, 122, 74))))
            y += unit * 6
        y += fonts.px(4 if block.kind == "li" else 10)
    return lines


def _layout_text(pieces, fonts: Fonts, size, bold, serif, colour, indent, width, lines, y, prefix=None) -> int:
    """Word-wrap styled pieces; return the new y."""
    line_h = fonts.get(size, bold, serif).get_linesize()
    x = indent
    current = Line(y, line_h)
    if prefix:
        bullet = fonts.text(prefix, size, (232, 196, 104), True, serif)
        current.pieces.append((bullet, indent - bullet.get_width() - fonts.px(8)))
    space = fonts.get(size, bold, serif).size(" ")[0]
    for text, style in pieces:
        b = bold or style == "b"
        italic = style == "i"
        col = (232, 196, 104) if style == "code" else colour
        for word in re.split(r"(\s+)", text):
            if not word:
                continue
            if word.isspace():
                x += space
                continue
            surf = fonts.text(word, size, col, b, serif, italic)
            if x + surf.get_width() > width and x > indent:
                lines.append(current)
                y += line_h
                current = Line(y, line_h)
                x = indent
            current.pieces.append((surf, x))
            x += surf.get_width()
    lines.append(current)
    return y + line_h


def _layout_table(block: Block, fonts: Fonts, width: int, lines: list[Line], y: int) -> int:
    """A simple grid: equal columns, header row bold, cells wrapped."""
    rows = block.rows
    if not rows:
        return y
    cols = max(len(r) for r in rows)
    col_w = max(1, width // cols)
    pad = fonts.px(8)
    size = STYLE["table"][0]
    y += fonts.px(6)
    for r, row in enumerate(rows):
        cell_lines = []
        for c in range(cols):
            text = row[c] if c < len(row) else ""
            tmp: list[Line] = []
            _layout_text(inline(text), fonts, size, r == 0, False,
                         (232, 196, 104) if r == 0 else STYLE["table"][3], 0, col_w - 2 * pad, tmp, 0)
            cell_lines.append(tmp)
        height = max(len(cl) for cl in cell_lines) * fonts.get(size).get_linesize() + 2 * pad
        lines.append(Line(y, 1, rule=(0, width, (110, 100, 70))))
        row_line_count = max(len(cl) for cl in cell_lines)
        line_h = fonts.get(size).get_linesize()
        for k in range(row_line_count):
            out = Line(y + pad + k * line_h, line_h)
            for c, cl in enumerate(cell_lines):
                if k < len(cl):
                    for surf, x in cl[k].pieces:
                        out.pieces.append((surf, c * col_w + pad + x))
            lines.append(out)
        y += height
    lines.append(Line(y, 1, rule=(0, width, (110, 100, 70))))
    return y + fonts.px(12)
