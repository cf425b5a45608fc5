"""Sub-commands of the card studio: `tabletop studio`, `tabletop cards export`, `tabletop cards sheet`.

tabletop.cli imports this module and calls `add_commands(subparsers)`; each sub-command
sets `handler=func` where func(args) returns the exit status. Misuse raises
tabletop.cli.UsageError (one line on stderr, exit status 2).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tabletop.studio.export import MAX_DPI, MIN_DPI


def add_commands(subparsers) -> None:
    """Register `studio` and `cards export|sheet` on the `tabletop` parser."""
    studio = subparsers.add_parser("studio", help="open the card studio (live card preview, export)")
    studio.add_argument("game", nargs="?", help="game whose cards to show (default: the last one)")
    studio.add_argument("--art-dir", metavar="DIR", help="your own art folder, shown over assets/art")
    studio.add_argument("--compare-layout", metavar="FILE", help="a second layout.yaml to compare with (C)")
    studio.set_defaults(handler=cmd_studio)

    cards = subparsers.add_parser("cards", help="export card images and print-and-play sheets")
    from tabletop.usage import Parser

    cards_sub = cards.add_subparsers(dest="cards_command", parser_class=Parser)
    cards.set_defaults(handler=_cards_usage)

    export = cards_sub.add_parser("export", help="one PNG per card at print size, with bleed")
    _common(export)
    export.add_argument("--out", required=True, metavar="DIR", help="folder for the PNG files")
    export.add_argument("--backs", action="store_true", help="also write the card back")
    export.set_defaults(handler=cmd_export)

    sheet = cards_sub.add_parser("sheet", help="a print-and-play PDF: cards n-up at true size, crop marks")
    _common(sheet)
    sheet.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    sheet.add_argument("--paper", default="a4", choices=("a4", "letter"))
    sheet.add_argument("--backs", action="store_true", help="backs on alternate pages, mirrored for duplex")
    sheet.set_defaults(handler=cmd_sheet)


def _common(parser) -> None:
    parser.add_argument("game")
    parser.add_argument("--cards", metavar="ID,...", help="only these card ids (comma separated)")
    parser.add_argument("--dpi", type=float, default=300, help=f"resolution, {MIN_DPI} to {MAX_DPI} (default 300)")
    parser.add_argument("--lang", default="en", choices=("en", "es"))
    parser.add_argument("--art-dir", metavar="DIR", help="your own art folder, used before assets/art")
    parser.add_argument("--progress-lines", action="store_true", help=argparse.SUPPRESS)


def _cards_usage(args) -> int:
    from tabletop.usage import UsageError

    raise UsageError("cards needs a command: export or sheet")


def _art_dir(value) -> Path | None:
    from tabletop.usage import UsageError

    if not value:
        return None
    path = Path(value).expanduser()
    if not path.is_dir():
        raise UsageError(f"--art-dir {value}: no such folder")
    return path


def _out_folder(value: str) -> Path:
    """`--out` of export: a folder (created later), not an existing file."""
    from tabletop.usage import UsageError

    path = Path(value).expanduser()
    if path.exists() and not path.is_dir():
        raise UsageError(f"--out {value}: is a file; export writes one PNG per card into a folder")
    return path


def _out_file(value: str) -> Path:
    """`--out` of sheet: a file in an existing folder, not a folder."""
    from tabletop.usage import UsageError

    path = Path(value).expanduser()
    if path.is_dir():
        raise UsageError(f"--out {value}: is a folder; give the PDF's file name, e.g. {path / 'cards.pdf'}")
    if not path.parent.is_dir():
        raise UsageError(f"--out {value}: no such folder {path.parent}")
    if path.exists() and not _is_pdf(path):
        raise UsageError(f"--out {value}: an existing file that is not a PDF; it is not overwritten")
    return path


def _is_pdf(path: Path) -> bool:
    """True when `path` is a readable file that starts like a PDF (one a sheet may replace)."""
    try:
        with path.open("rb") as handle:
            return path.is_file() and handle.read(5) == b"%PDF-"
    except OSError:
        return False


def _progress(args):
    """The progress callback: machine-readable lines for the studio, else a bar on a terminal."""
    from tabletop.terminal_progress import progress_reporter

    return progress_reporter(args.progress_lines)


def _prepare(args):
    """Checked arguments: (renderer, card ids or None, dpi)."""
    from tabletop.ui.cards.catalog import check_game
    from tabletop.studio.export import check_dpi, headless

    check_game(args.game)
    dpi = check_dpi(args.dpi)
    art_dir = _art_dir(args.art_dir)
    headless()
    from tabletop.ui.cardface import CardRenderer

    renderer = CardRenderer.for_game(args.game, art_dir=art_dir)
    ids = [c for c in args.cards.split(",") if c.strip()] if args.cards else None
    return renderer, ids, dpi


def _warn_errors(renderer) -> None:
    for message in renderer.errors[:5]:
        print(f"tabletop: warning: {message}", file=sys.stderr)


def cmd_export(args) -> int:
    """`tabletop cards export`: PNGs at print size."""
    from tabletop.studio.export import check_cards, export_pngs

    _out_folder(args.out)
    renderer, ids, dpi = _prepare(args)
    check_cards(renderer, ids)
    _warn_errors(renderer)
    report, bar = _progress(args)
    files = export_pngs(None, args.out, ids, dpi=dpi, lang=args.lang, progress=report, renderer=renderer,
                        backs=args.backs)
    if bar:
        bar.finish()
    w, h = renderer.card_size_mm
    print(f"{len(files)} PNG files ({w:g} x {h:g} mm + {renderer.layout.bleed_mm:g} mm bleed at {dpi} dpi) "
          f"in {args.out}")
    return 0


def cmd_sheet(args) -> int:
    """`tabletop cards sheet`: the print-and-play PDF."""
    from tabletop.studio.export import check_cards
    from tabletop.studio.sheet import write_sheet

    _out_file(args.out)
    renderer, ids, dpi = _prepare(args)
    check_cards(renderer, ids)
    _warn_errors(renderer)
    report, bar = _progress(args)
    info = write_sheet(None, args.out, paper=args.paper, backs=args.backs, card_ids=ids, dpi=dpi,
                       lang=args.lang, progress=report, renderer=renderer)
    if bar:
        bar.finish()
    print(f"{info['path']}: {info['cards']} cards, {info['per_page']} per {args.paper} page, {info['pages']} page(s)"
          + (" (fronts and mirrored backs: print double-sided, flip on the long edge)" if args.backs else ""))
    return 0


def cmd_studio(args) -> int:
    """`tabletop studio`: open the window on the card studio."""
    from tabletop.usage import UsageError
    from tabletop.ui.app import run_app
    from tabletop.ui.cards.catalog import check_game

    if args.game:
        check_game(args.game)
    art_dir = _art_dir(args.art_dir)
    compare = Path(args.compare_layout).expanduser() if args.compare_layout else None
    if compare is not None and not compare.is_file():
        raise UsageError(f"--compare-layout {args.compare_layout}: no such file")
    from tabletop.ui.cards import prefs

    prefs.LAUNCH["compare_layout"] = compare
    return run_app("studio", game=args.game, art_dir=str(art_dir) if art_dir else None)
