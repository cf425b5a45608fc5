"""PNG export: print size in pixels = (mm + 2 * bleed) / 25.4 * dpi, opaque, dpi recorded; CLI misuse."""
from __future__ import annotations

import pytest
from PIL import Image

from tabletop.cli import main
from tabletop.studio.export import export_pngs, print_size, render_print
from tabletop.ui.cardface import CardRenderer


def expected_px(mm: float, bleed: float, dpi: float) -> int:
    return round((mm + 2 * bleed) / 25.4 * dpi)


@pytest.mark.parametrize("game", ["runes", "gnostica"])
@pytest.mark.parametrize("dpi", [72, 150, 300, 301, 450])
def test_print_size_is_mm_times_dpi_with_bleed(game, dpi):
    r = CardRenderer.for_game(game)
    (w, h), b = r.card_size_mm, r.layout.bleed_mm
    want = (expected_px(w, b, dpi), expected_px(h, b, dpi))
    assert print_size(r, dpi) == want
    assert render_print(r, r.card_ids[-1], dpi).get_size() == want


def test_exported_pngs_measure_right(tmp_path):
    r = CardRenderer.for_game("gnostica")
    ids = ["major_00_fool", r.card_ids[-1]]
    files = export_pngs("gnostica", tmp_path, ids, dpi=300, backs=True)
    assert [f.name for f in files] == [f"{ids[0]}.png", f"{ids[1]}.png", "gnostica_back.png"]
    for path in files:
        with Image.open(path) as img:
            assert img.size == (expected_px(70, 3, 300), expected_px(120, 3, 300)) == (898, 1488)
            assert img.mode == "RGB"
            assert round(img.info["dpi"][0]) == 300
            # a real face, not a blank page
            assert len(img.resize((8, 8)).getcolors(64)) > 4


def test_export_in_worker_processes_gives_the_same_files(tmp_path, runes_ws):
    r = runes_ws.renderer
    ids = r.card_ids[:8]
    done = []
    files = export_pngs(None, tmp_path / "par", ids, dpi=72, renderer=r, workers=2,
                        progress=lambda d, t: done.append((d, t)))
    serial = export_pngs(None, tmp_path / "ser", ids, dpi=72, renderer=r, workers=1)
    assert done[-1] == (8, 8)
    for a, b in zip(files, serial):
        with Image.open(a) as ia, Image.open(b) as ib:
            assert ia.size == ib.size == (expected_px(63, 3, 72), expected_px(88, 3, 72))
            assert ia.tobytes() == ib.tobytes()


def test_cli_export(tmp_path, capsys):
    code = main(["cards", "export", "runes", "--cards", "ace_moons,author", "--out", str(tmp_path),
                 "--dpi", "100", "--lang", "es"])
    assert code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ace_moons.png", "author.png"]
    with Image.open(tmp_path / "author.png") as img:
        assert img.size == (expected_px(63, 3, 100), expected_px(88, 3, 100))
    assert "2 PNG files" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["cards", "export", "nosuchgame", "--out", "X"], "unknown game"),
    (["cards", "export", "runes", "--cards", "ace_moons,nope", "--out", "X"], "unknown card id 'nope'"),
    (["cards", "export", "runes", "--dpi", "0", "--out", "X"], "--dpi"),
    (["cards", "export", "runes", "--dpi", "abc", "--out", "X"], "--dpi"),
    (["cards", "export", "runes"], "--out"),
    (["cards", "sheet", "runes", "--out", "X.pdf", "--paper", "a3"], "--paper"),
    (["cards", "sheet", "nosuchgame", "--out", "X.pdf"], "unknown game"),
    (["cards", "sheet", "runes", "--out", "X.pdf", "--dpi", "5000"], "--dpi"),
    (["cards", "export", "runes", "--out", "X", "--art-dir", "/no/such/folder"], "--art-dir"),
    (["cards"], "export or sheet"),
    (["studio", "nosuchgame"], "unknown game"),
])
def test_misuse_is_one_line_and_status_2(argv, words, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0] and err[0].startswith("tabletop: ")
    assert not (tmp_path / "X").exists() and not (tmp_path / "X.pdf").exists()


def test_studio_command_opens_the_app_on_the_studio(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr("tabletop.ui.app.run_app", lambda start, **kw: seen.update(start=start, **kw) or 0)
    assert main(["studio", "gnostica", "--art-dir", str(tmp_path)]) == 0
    assert seen == {"start": "studio", "game": "gnostica", "art_dir": str(tmp_path)}


def test_sheet_refuses_to_overwrite_an_existing_file_that_is_not_a_pdf(tmp_path, capsys):
    """Issue 32.8: `cards sheet invoke --out notes.txt` overwrote an unrelated file (export refuses one)."""
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    assert main(["cards", "sheet", "invoke", "--out", str(notes)]) == 2
    err = capsys.readouterr().err
    assert err == f"tabletop: --out {notes}: an existing file that is not a PDF; it is not overwritten\n"
    assert notes.read_text(encoding="utf-8") == "my notes\n"
