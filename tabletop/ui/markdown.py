"""A small Markdown reader for the rules documents: blocks, inline styles, and layout into lines.

Supported: headings (with GitHub's anchors), paragraphs, bullet and numbered lists (nested
by indent), block quotes, fenced code, pipe tables, horizontal rules; inline **bold**,
*italic*, `code` and [links](...) (kept with their target, for the reader to follow).
"""
from __future__ import annotations

import re
import unicodedata
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


@dataclass(frozen=True)
class Span:
    """A run of text with one style: bold, italic, code, and the target of a link (`href`)."""

    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False
    href: str | None = None


def inline(text: str, bold: bool = False, italic: bool = False, href: str | None = None) -> list[Span]:
    """Split text into styled spans; styles nest (a link or bold text may hold `code`)."""
    out: list[Span] = []
    pos = 0
    for m in INLINE.finditer(text):
        if m.start() > pos:
            out.append(Span(text[pos:m.start()], bold, italic, href=href))
        token = m.group(0)
        if token.startswith("`"):
            out.append(Span(token[1:-1], bold, italic, code=True, href=href))
        elif token.startswith(("**", "__")):
            out += inline(token[2:-2], True, italic, href)
        elif token.startswith("["):
            label, target = token[1:].split("](", 1)
            out += inline(label, bold, italic, target[:-1].strip() or None)
        else:
            out += inline(token[1:-1], bold, True, href)
        pos = m.end()
    if pos < len(text):
        out.append(Span(text[pos:], bold, italic, href=href))
    return out


def plain(text: str) -> str:
    """The text of inline Markdown without its markup (for headings in a table of contents)."""
    return "".join(span.text for span in inline(text))


def slug(text: str) -> str:
    """The anchor of a heading, as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    words = plain(text).strip().lower()
    words = "".join(c for c in words if c.isalnum() or c in " -_")
    return words.replace(" ", "-")


def anchors(blocks: list[Block]) -> list[tuple[Block, str]]:
    """Every heading with its unique anchor (a repeated heading gets -1, -2... as on GitHub)."""
    seen: dict[str, int] = {}
    out = []
    for block in blocks:
        if block.kind.startswith("h") and block.kind != "hr":
            base = slug(block.text)
            count = seen.get(base, 0)
            seen[base] = count + 1
            out.append((block, base if count == 0 else f"{base}-{count}"))
    return out


def heading_anchors(text: str) -> list[str]:
    """The anchors of every heading of a Markdown document."""
    return [anchor for _block, anchor in anchors(parse(text))]


@dataclass
class Line:
    """A laid-out line: pieces (surface, x) at height `y`, `height` tall.

    `words` (text, x, width) serve search, `links` (x, width, href) clicks, `boxes` (x, width)
    the backgrounds of inline code; `heading` (level, title, anchor) marks a heading's first line.
    """

    y: int
    height: int
    pieces: list[tuple[pygame.Surface, int]] = field(default_factory=list)
    rule: tuple[int, int, tuple] | None = None  # (x, width, colour) for horizontal rules and table grid
    words: list[tuple[str, int, int]] = field(default_factory=list)
    links: list[tuple[int, int, str]] = field(default_factory=list)
    boxes: list[tuple[int, int]] = field(default_factory=list)
    heading: tuple[int, str, str] | None = None

    @property
    def text(self) -> str:
        """The words of the line, one space apart (what search looks through)."""
        return " ".join(word for word, _x, _w in self.words)


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
CODE_COLOUR = (214, 226, 170)
CODE_BOX = (44, 52, 46)
LINK_COLOUR = (132, 196, 255)


def layout(blocks: list[Block], fonts: Fonts, width: int) -> list[Line]:
    """Lay the blocks out into lines `width` pixels wide."""
    lines: list[Line] = []
    y = 0
    unit = fonts.px(1)
    anchor_of = {id(block): anchor for block, anchor in anchors(blocks)}
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
                lines.append(Line(y, surf.get_height(), [(surf, fonts.px(16))],
                                  words=[(raw, fonts.px(16), surf.get_width())]))
                y += surf.get_height()
            y += fonts.px(10)
            continue
        first = len(lines)
        y = _layout_text(inline(block.text), fonts, size, bold, serif, colour, indent, width, lines, y,
                         first_prefix)
        if id(block) in anchor_of:
            lines[first].heading = (int(block.kind[1:]), plain(block.text), anchor_of[id(block)])
        if block.kind.startswith("h") and block.kind in ("h1", "h2"):
            lines.append(Line(y + unit * 2, unit * 2, rule=(0, width, (140, 122, 74))))
            y += unit * 6
        y += fonts.px(4 if block.kind == "li" else 10)
    return lines


def _layout_text(spans: list[Span], fonts: Fonts, size, bold, serif, colour, indent, width, lines, y,
                 prefix=None) -> int:
    """Word-wrap styled spans; return the new y."""
    line_h = fonts.get(size, bold, serif).get_linesize()
    x = indent
    current = Line(y, line_h)
    if prefix:
        bullet = fonts.text(prefix, size, (232, 196, 104), True, serif)
        current.pieces.append((bullet, indent - bullet.get_width() - fonts.px(8)))
    space = fonts.get(size, bold, serif).size(" ")[0]
    pad = fonts.px(3)
    for span in spans:
        b = bold or span.bold
        col = LINK_COLOUR if span.href else CODE_COLOUR if span.code else colour
        for word in re.split(r"(\s+)", span.text):
            if not word:
                continue
            if word.isspace():
                x += space
                continue
            surf = fonts.text(word, size, col, b, serif and not span.code, span.italic)
            room = surf.get_width() + (2 * pad if span.code else 0)
            if x + room > width and x > indent:
                lines.append(current)
                y += line_h
                current = Line(y, line_h)
                x = indent
            if span.code:
                current.boxes.append((x, room))
                x += pad
            current.pieces.append((surf, x))
            current.words.append((word, x, surf.get_width()))
            if span.href:
                current.links.append((x, surf.get_width(), span.href))
            x += surf.get_width() + (pad if span.code else 0)
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
                    dx = c * col_w + pad
                    out.pieces += [(surf, dx + x) for surf, x in cl[k].pieces]
                    out.words += [(word, dx + x, w) for word, x, w in cl[k].words]
                    out.links += [(dx + x, w, href) for x, w, href in cl[k].links]
                    out.boxes += [(dx + x, w) for x, w in cl[k].boxes]
            lines.append(out)
        y += height
    lines.append(Line(y, 1, rule=(0, width, (110, 100, 70))))
    return y + fonts.px(12)


# --- reading a laid-out document: headings, links, search ----------------------------
@dataclass(frozen=True)
class Heading:
    """A heading of a laid-out document: level, title, anchor and the y of its line."""

    level: int
    title: str
    anchor: str
    y: int


@dataclass(frozen=True)
class Match:
    """A search hit: the line it is on and the x span of the words it covers."""

    line: int
    x: int
    width: int


def headings(lines: list[Line]) -> list[Heading]:
    """The headings of a laid-out document, in order."""
    return [Heading(line.heading[0], line.heading[1], line.heading[2], line.y) for line in lines if line.heading]


def link_at(lines: list[Line], x: int, y: int) -> str | None:
    """The target of the link at document point (x, y), if any."""
    for line in lines:
        if line.y <= y < line.y + line.height:
            for lx, width, href in line.links:
                if lx <= x < lx + width:
                    return href
    return None


def fold(text: str) -> str:
    """Lower case without accents, one character for one (so positions stay the same)."""
    out = []
    for char in text.lower():
        base = unicodedata.normalize("NFD", char)
        out.append(base[0] if base else char)
    return "".join(out)


def find(lines: list[Line], query: str) -> list[Match]:
    """Every place `query` occurs within a line (case and accents ignored), in reading order."""
    needle = fold(" ".join(query.split()))
    if not needle:
        return []
    matches = []
    for index, line in enumerate(lines):
        if not line.words:
            continue
        text = fold(line.text)
        starts, pos = [], 0
        for word, _x, _w in line.words:
            starts.append(pos)
            pos += len(word) + 1
        at = text.find(needle)
        while at >= 0:
            end = at + len(needle)
            covered = [k for k, start in enumerate(starts) if start < end and start + len(line.words[k][0]) > at]
            first, last = line.words[covered[0]], line.words[covered[-1]]
            matches.append(Match(index, first[1], last[1] + last[2] - first[1]))
            at = text.find(needle, end)
    return matches
