"""Print-and-play PDF: page count and size, cards at true size, crop marks, backs mirrored for duplex."""
from __future__ import annotations

import math

import pytest

from pdfcheck import Pdf
from tabletop.cli import main
from tabletop.studio.sheet import PAPERS, MIN_MARGIN_MM, page_count, sheet_layout, write_sheet
from tabletop.ui.cardface import CardRenderer

TOL = 0.02  # mm: fpdf2 writes coordinates to 1/100 pt


@pytest.mark.parametrize("card, paper, per_page", [
    ((63, 88), "a4", 9), ((63, 88), "letter", 9), ((70, 120), "a4", 4), ((70, 120), "letter", 4),
    ((57, 89), "a4", 10), ((44, 63), "a4", 18), ((70, 70), "letter", 6), ((120, 180), "a4", 2),
])
def test_layout_fits_the_most_cards_inside_the_margin(card, paper, per_page):
    lay = sheet_layout(card, 3.0, paper)
    assert lay.per_page == per_page
    pw, ph = lay.paper
    assert sorted(lay.paper) == sorted(PAPERS[paper])
    gx, gy, gw, gh = lay.grid()
    assert gx >= MIN_MARGIN_MM - 1e-9 and gy >= MIN_MARGIN_MM - 1e-9
    assert gx + gw <= pw - MIN_MARGIN_MM + 1e-9 and gy + gh <= ph - MIN_MARGIN_MM + 1e-9
    cells = [lay.cell(i) for i in range(lay.per_page)]
    for i, (x, y, w, h) in enumerate(cells):
        tx, ty = lay.trim(i)
        assert x <= tx and y <= ty and x + w >= tx + card[0] - 1e-9 and y + h >= ty + card[1] - 1e-9
        for (x2, y2, w2, h2) in cells[i + 1:]:  # no two cells overlap
            assert x + w <= x2 + 1e-9 or x2 + w2 <= x + 1e-9 or y + h <= y2 + 1e-9 or y2 + h2 <= y + 1e-9
    assert 0 <= lay.outer[0] <= 3.0 and 0 <= lay.gutter[0] <= 6.0


def test_too_big_a_card_is_a_usage_error():
    from tabletop.cli import UsageError

    with pytest.raises(UsageError):
        sheet_layout((300, 400), 3.0, "a4")


def test_pdf_pages_size_true_card_size_and_mirrored_backs(tmp_path):
    r = CardRenderer.for_game("runes")
    ids = r.card_ids[:11]
    out = tmp_path / "deck.pdf"
    seen = []
    info = write_sheet("runes", out, paper="letter", backs=True, card_ids=ids, dpi=72,
                       progress=lambda d, t: seen.append((d, t)))
    lay = info["layout"]
    assert seen[-1] == (22, 22)
    pdf = Pdf(out)
    assert pdf.page_objects == len(pdf.kids) == info["pages"] == page_count(11, lay, True) == 4
    assert pdf.size_mm == pytest.approx((215.9, 279.4), abs=TOL)
    b = r.layout.bleed_mm
    for page in range(4):
        placed = pdf.images(page)
        assert len(placed) == (9 if page < 2 else 2)
        for (x, y, w, h), _name in placed:
            # each card's full-bleed image at true size: trim 63 x 88 mm plus the bleed
            assert w == pytest.approx(63 + 2 * b, abs=TOL) and h == pytest.approx(88 + 2 * b, abs=TOL)
    # the backs sit behind their fronts when the sheet is flipped on its long edge
    fronts, backs = pdf.images(0), pdf.images(1)
    for ((fx, fy, fw, fh), _), ((bx, by, bw, bh), _) in zip(fronts, backs):
        assert bx == pytest.approx(215.9 - fx - fw, abs=TOL) and by == pytest.approx(fy, abs=TOL)
    assert len({name for _, name in backs}) == 1  # one shared back image, embedded once
    # clipped to cells that never overlap, and trim boxes where the layout says
    for slot, (x, y, w, h) in enumerate(pdf.clips(0)):
        assert (x, y, w, h) == pytest.approx(lay.cell(slot), abs=TOL)
    for slot, ((x, y, w, h), _) in enumerate(fronts):
        tx, ty = lay.trim(slot)
        assert (x + b, y + b) == pytest.approx((tx, ty), abs=TOL)


def test_crop_marks_continue_every_cut_line(tmp_path):
    out = tmp_path / "tarot.pdf"
    info = write_sheet("gnostica", out, paper="a4", card_ids=["major_00_fool", "major_01_magician", "cups_01"][:2],
                       dpi=72)
    lay = info["layout"]
    pdf = Pdf(out)
    assert pdf.page_objects == 1
    xs, ys = lay.cut_lines()
    lines = pdf.lines(0)
    vertical = {round(a[0], 1) for a, b in lines if abs(a[0] - b[0]) < 1e-6 and abs(a[1] - b[1]) > 1}
    horizontal = {round(a[1], 1) for a, b in lines if abs(a[1] - b[1]) < 1e-6 and abs(a[0] - b[0]) > 1}
    assert {round(x, 1) for x in xs} <= vertical
    assert {round(y, 1) for y in ys} <= horizontal
    gx, gy, gw, gh = lay.grid()
    for (x1, y1), (x2, y2) in lay.crop_marks():  # marks stay out of the printed area
        inside_x = gx < min(x1, x2) and max(x1, x2) < gx + gw
        inside_y = gy < min(y1, y2) and max(y1, y2) < gy + gh
        assert not (inside_x and inside_y)


def test_whole_tarot_deck_page_count():
    lay = sheet_layout((70, 120), 3, "a4")
    assert page_count(78, lay, backs=False) == math.ceil(78 / 4) == 20
    assert page_count(78, lay, backs=True) == 40


def test_cli_sheet(tmp_path, capsys):
    out = tmp_path / "runes.pdf"
    assert main(["cards", "sheet", "runes", "--out", str(out), "--paper", "a4", "--cards",
                 "ace_moons,author,origin", "--dpi", "72", "--backs"]) == 0
    pdf = Pdf(out)
    assert pdf.page_objects == 2
    assert pdf.size_mm == pytest.approx((210, 297), abs=TOL)
    assert "3 cards" in capsys.readouterr().out
