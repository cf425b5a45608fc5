"""Print-and-play PDF sheets: cards n-up at true size with crop marks, backs mirrored for duplex.

    write_sheet("gnostica", "deck.pdf", paper="a4", backs=True)

The page layout (`sheet_layout`) is pure arithmetic in millimetres: as many cards as fit
inside a 5 mm printer margin (portrait or landscape, whichever holds more), then the
space left is shared out as bleed around the grid and gutters between cards, up to the
layout's full bleed. Each card is drawn from its full-bleed image, clipped to its cell,
so every trim box measures exactly the card's size. With `backs`, each page of fronts is
followed by a page of the same cards' backs at horizontally mirrored places, so that
printing both sides (flip on the long edge) puts every back behind its front.
The PDF itself is written by fpdf2.
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from tabletop.studio.export import Progress, check_cards, check_dpi, headless, render_print, to_pil

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MIN_MARGIN_MM = 5.0
MARK_GAP_MM = 1.0  # crop marks start this far outside the printed area
MARK_LEN_MM = 6.0
MARK_WIDTH_MM = 0.2
JPEG_QUALITY = 92


@dataclass(frozen=True)
class SheetLayout:
    """Where the cards go on one page (millimetres from the top-left corner of the paper)."""

    paper: tuple  # (w, h) in the chosen orientation
    card: tuple  # trim (w, h)
    bleed: float  # the full bleed of each card's image
    cols: int
    rows: int
    outer: tuple  # (x, y) bleed shown around the grid
    gutter: tuple  # (x, y) space between neighbouring trim boxes

    @property
    def per_page(self) -> int:
        """Cards on one page."""
        return self.cols * self.rows

    @property
    def landscape(self) -> bool:
        """True when the paper is turned sideways."""
        return self.paper[0] > self.paper[1]

    def grid(self) -> tuple:
        """(x, y, w, h) of the printed area: every card with the bleed shown."""
        (cw, ch), (gx, gy), (ox, oy) = self.card, self.gutter, self.outer
        w = self.cols * cw + (self.cols - 1) * gx + 2 * ox
        h = self.rows * ch + (self.rows - 1) * gy + 2 * oy
        return ((self.paper[0] - w) / 2, (self.paper[1] - h) / 2, w, h)

    def trim(self, slot: int, mirrored: bool = False) -> tuple:
        """(x, y) of the trim box's top-left corner of a slot (row-major); mirrored for backs."""
        col, row = slot % self.cols, slot // self.cols
        gx0, gy0, _, _ = self.grid()
        (cw, ch), (gx, gy), (ox, oy) = self.card, self.gutter, self.outer
        x = gx0 + ox + col * (cw + gx)
        y = gy0 + oy + row * (ch + gy)
        return (self.paper[0] - x - cw, y) if mirrored else (x, y)

    def cell(self, slot: int, mirrored: bool = False) -> tuple:
        """(x, y, w, h) a slot's card may paint: its trim box plus its share of bleed and gutter."""
        col, row = slot % self.cols, slot // self.cols
        x, y = self.trim(slot, False)
        (cw, ch), (gx, gy), (ox, oy) = self.card, self.gutter, self.outer
        left = ox if col == 0 else gx / 2
        right = ox if col == self.cols - 1 else gx / 2
        top = oy if row == 0 else gy / 2
        bottom = oy if row == self.rows - 1 else gy / 2
        cell = (x - left, y - top, cw + left + right, ch + top + bottom)
        if mirrored:
            cell = (self.paper[0] - cell[0] - cell[2],) + cell[1:]
        return cell

    def cut_lines(self) -> tuple:
        """(xs, ys): the distinct trim lines across and down the page."""
        xs, ys = set(), set()
        for slot in range(self.per_page):
            x, y = self.trim(slot)
            xs.update((round(x, 3), round(x + self.card[0], 3)))
            ys.update((round(y, 3), round(y + self.card[1], 3)))
        return sorted(xs), sorted(ys)

    def crop_marks(self) -> list:
        """Short lines in the margin continuing every trim line: [((x1, y1), (x2, y2)), ...]."""
        gx, gy, gw, gh = self.grid()
        pw, ph = self.paper
        xs, ys = self.cut_lines()
        marks = []
        for start, end in ((gy - MARK_GAP_MM, max(1.0, gy - MARK_GAP_MM - MARK_LEN_MM)),
                           (gy + gh + MARK_GAP_MM, min(ph - 1.0, gy + gh + MARK_GAP_MM + MARK_LEN_MM))):
            if abs(end - start) >= 1.0:
                marks += [((x, start), (x, end)) for x in xs]
        for start, end in ((gx - MARK_GAP_MM, max(1.0, gx - MARK_GAP_MM - MARK_LEN_MM)),
                           (gx + gw + MARK_GAP_MM, min(pw - 1.0, gx + gw + MARK_GAP_MM + MARK_LEN_MM))):
            if abs(end - start) >= 1.0:
                marks += [((start, y), (end, y)) for y in ys]
        return marks


def _fit(length: float, card: float, bleed: float) -> tuple:
    """(count, outer bleed, gutter) along one side of the paper."""
    usable = length - 2 * MIN_MARGIN_MM
    count = int(usable // card) if card > 0 else 0
    if count < 1:
        return 0, 0.0, 0.0
    slack = usable - count * card
    needed = 2 * bleed * count  # a full bleed at both ends and two between each pair
    k = min(1.0, slack / needed) if needed > 0 else 0.0
    return count, k * bleed, 2 * k * bleed


def sheet_layout(card_mm: tuple, bleed_mm: float, paper: str = "a4") -> SheetLayout:
    """The layout holding the most cards of `card_mm` on `paper` (portrait on a tie)."""
    from tabletop.usage import UsageError

    if paper not in PAPERS:
        raise UsageError(f"unknown paper {paper!r} (papers: {', '.join(PAPERS)})")
    best = None
    pw, ph = PAPERS[paper]
    for size in ((pw, ph), (ph, pw)):
        cols, ox, gx = _fit(size[0], card_mm[0], bleed_mm)
        rows, oy, gy = _fit(size[1], card_mm[1], bleed_mm)
        layout = SheetLayout(size, tuple(card_mm), bleed_mm, cols, rows, (ox, oy), (gx, gy))
        if best is None or layout.per_page > best.per_page:
            best = layout
    if best.per_page == 0:
        raise UsageError(f"a {card_mm[0]:g} x {card_mm[1]:g} mm card does not fit on {paper} paper")
    return best


def page_count(cards: int, layout: SheetLayout, backs: bool) -> int:
    """Pages of a sheet of `cards` cards."""
    pages = math.ceil(cards / layout.per_page)
    return pages * 2 if backs else pages


class _Images:
    """Card images as JPEG bytes (fpdf2 embeds identical images once: a shared back costs one image)."""

    def __init__(self, renderer, dpi: int, lang: str):
        self.renderer, self.dpi, self.lang = renderer, dpi, lang

    def get(self, card_id: str, back: bool) -> io.BytesIO:
        """The card's face (or back) with bleed at the sheet's dpi."""
        buffer = io.BytesIO()
        image = to_pil(render_print(self.renderer, card_id, self.dpi, self.lang, back))
        image.save(buffer, format="JPEG", quality=JPEG_QUALITY, subsampling=0, dpi=(self.dpi, self.dpi))
        buffer.seek(0)
        return buffer


def write_sheet(game: str | None, out: str | Path, paper: str = "a4", backs: bool = False,
                card_ids: Sequence[str] | None = None, dpi: int = 300, lang: str = "en",
                art_dir: str | Path | None = None, progress: Progress | None = None, renderer=None) -> dict:
    """Write the print-and-play PDF; return {'pages', 'cards', 'per_page', 'paper', 'path'}."""
    headless()
    from fpdf import FPDF

    from tabletop.ui.cards.catalog import game_title
    from tabletop.ui.cardface import CardRenderer

    renderer = renderer or CardRenderer.for_game(game, art_dir=art_dir)
    ids = check_cards(renderer, card_ids)
    dpi = check_dpi(dpi)
    layout = sheet_layout(renderer.card_size_mm, renderer.layout.bleed_mm, paper)
    pdf = FPDF(orientation="L" if layout.landscape else "P", unit="mm", format=PAPERS[paper])
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    title = game_title(renderer.game, lang)
    pdf.set_title(f"{title}: print-and-play cards")
    pdf.set_creator("tabletop card studio")
    images = _Images(renderer, dpi, lang)
    pages = math.ceil(len(ids) / layout.per_page)
    total = len(ids) * (2 if backs else 1)
    done = 0
    for page in range(pages):
        chunk = ids[page * layout.per_page:(page + 1) * layout.per_page]
        for back in ((False, True) if backs else (False,)):
            pdf.add_page()
            for slot, card_id in enumerate(chunk):
                _place(pdf, layout, slot, images.get(card_id, back), mirrored=back)
                done += 1
                if progress:
                    progress(done, total)
            if not back:
                _marks(pdf, layout)
                _caption(pdf, layout, f"{title}: {len(ids)} cards, {layout.card[0]:g} x {layout.card[1]:g} mm. "
                                      f"Page {page + 1} of {pages}. Print at actual size (100%).")
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return {"pages": pdf.pages_count, "cards": len(ids), "per_page": layout.per_page, "paper": paper,
            "path": path, "layout": layout}


def _place(pdf, layout: SheetLayout, slot: int, image: io.BytesIO, mirrored: bool) -> None:
    """One card: its full-bleed image at true size, clipped to its cell."""
    x, y = layout.trim(slot, mirrored)
    b = layout.bleed
    with pdf.rect_clip(*layout.cell(slot, mirrored)):
        pdf.image(image, x=x - b, y=y - b, w=layout.card[0] + 2 * b, h=layout.card[1] + 2 * b)


def _marks(pdf, layout: SheetLayout) -> None:
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(MARK_WIDTH_MM)
    for (x1, y1), (x2, y2) in layout.crop_marks():
        pdf.line(x1, y1, x2, y2)


def _caption(pdf, layout: SheetLayout, text: str) -> None:
    """A line of small print and a 50 mm scale under the grid, when the margin has room."""
    gx, gy, gw, gh = layout.grid()
    y = gy + gh + MARK_GAP_MM + MARK_LEN_MM + 3.0  # below the crop marks
    if y > layout.paper[1] - 3.0:
        return
    pdf.set_font("Helvetica", size=6.5)
    pdf.set_text_color(90, 90, 90)
    safe = text.encode("latin-1", "replace").decode("latin-1")
    pdf.text(gx + 62, y + 0.8, safe)
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.15)
    x0 = gx
    pdf.line(x0, y, x0 + 50, y)
    for tick in range(6):
        pdf.line(x0 + tick * 10, y - (1.2 if tick in (0, 5) else 0.7), x0 + tick * 10, y)
    pdf.text(x0 + 51, y + 0.8, "50 mm")
