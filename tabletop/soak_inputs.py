"""The bad-input catalogue of `scripts/soak`: every kind of bad file or argument, refused in one line.

Each case runs the real command line (`python -m tabletop ...`) in a fresh process with
its own data folder and a cap on its memory, and passes when the command exits with the
expected status, prints no traceback, and says what is wrong in one line. A case found
before its fix lands may be marked `pending` with the defect's number: it is still run
and reported, apart.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from tabletop.paths import ROOT

TIMEOUT = 20  # seconds a refusal may take (a FIFO that blocks, or a window that opens, hits it)
MEMORY_CAP = 3 * 1024**3  # bytes of address space a case may take: a file that wants more is refused by then


@dataclass(frozen=True)
class InputResult:
    """The outcome of one catalogue case."""

    area: str
    name: str
    ok: bool
    detail: str
    pending: str = ""  # the defect fixed on another branch that makes this case fail today


@dataclass(frozen=True)
class Case:
    """One bad input: how to make it in a folder, the command to run on it, and the exit status expected."""

    area: str
    name: str
    make: Callable[[Path], list[str]]  # builds the input under the folder, returns the tabletop arguments
    status: int
    needs: str = ""  # a regular expression the message must match; {dir} stands for the case's folder
    module: str = "tabletop"  # the module run with `python -m`
    pending: str = ""  # set when another branch fixes the defect this case finds (issue and number)
    untouched: str = ""  # a file of the case's folder that must keep its bytes


def good_record() -> dict:
    """A short, valid Rune Duel record to spoil (of the rules version this tabletop plays)."""
    from tabletop.engine.registry import get_game

    return {"format": "tabletop-record", "version": 1, "game": "runes",
            "rules_version": get_game("runes").info.rules_version,
            "options": {}, "seats": [{"kind": "human", "name": "Ana", "level": ""},
                                     {"kind": "bot", "name": "Bot", "level": "normal"}],
            "seed": 1, "actions": []}


def record_case(name: str, spoil: Callable[[dict], object] | None = None, raw: bytes | None = None) -> Case:
    """A `tabletop replay` case on a spoiled record (or raw bytes)."""

    def make(folder: Path) -> list[str]:
        path = folder / "record.json"
        if raw is not None:
            path.write_bytes(raw)
        else:
            data = good_record()
            changed = spoil(data) if spoil else None
            path.write_text(changed if isinstance(changed, str) else json.dumps(data), encoding="utf-8")
        return ["replay", str(path)]

    return Case("record", name, make, 2)


def _set(key: str, value) -> Callable[[dict], None]:
    return lambda data: data.__setitem__(key, value)


def _huge_record(folder: Path) -> list[str]:
    path = folder / "huge.json"
    with open(path, "wb") as handle:  # sparse: 200 MB that costs nothing to write
        handle.truncate(200 * 1024 * 1024)
    return ["replay", str(path)]


def _fifo_record(folder: Path) -> list[str]:
    path = folder / "fifo.json"
    os.mkfifo(path)
    return ["replay", str(path)]


RECORD_CASES = [
    record_case("not JSON", raw=b"this is not json\n"),
    record_case("binary", raw=bytes(range(256)) * 8),
    record_case("UTF-16", raw=json.dumps(good_record()).encode("utf-16")),
    record_case("foreign JSON", lambda d: json.dumps({"hello": "world"})),
    record_case("seed 1e400", lambda d: json.dumps(d).replace('"seed": 1', '"seed": 1e400')),
    record_case("5,000-digit seed", lambda d: json.dumps(d).replace('"seed": 1', '"seed": ' + "9" * 5000)),
    record_case("handicap is a number", _set("options", {"handicap": 5})),
    record_case("advanced is text", _set("options", {"advanced": "no"})),
    record_case("unknown bot level", _set("seats", [{"kind": "human", "name": "Ana", "level": ""},
                                                     {"kind": "bot", "name": "B", "level": "godlike"}])),
    record_case("future rules version", _set("rules_version", "99")),
    record_case("100,000-deep JSON", lambda d: "[" * 100_000 + "]" * 100_000),
    record_case("illegal action", _set("actions", ["no-such-action"])),
    record_case("unknown game", _set("game", "chess")),
    Case("record", "200 MB file", _huge_record, 2),
    Case("record", "FIFO", _fifo_record, 2),
]


def cli_case(name: str, *args: str, status: int = 2) -> Case:
    """A command line that must be refused in one line."""
    return Case("cli", name, lambda folder: [a.replace("{dir}", str(folder)) for a in args], status)


def _export_to_file(folder: Path) -> list[str]:
    target = folder / "a-file.png"
    target.write_bytes(b"")
    return ["cards", "export", "runes", "--out", str(target)]


def _sheet_to_folder(folder: Path) -> list[str]:
    return ["cards", "sheet", "runes", "--out", str(folder)]


CLI_CASES = [
    cli_case("unknown game", "play", "chess"),
    cli_case("empty seats", "play", "runes", "--seats", ""),
    cli_case("bad seat", "play", "runes", "--seats", "robot"),
    cli_case("bad option", "play", "runes", "--option", "nonsense"),
    cli_case("ladder --games 0", "ladder", "runes", "--games", "0"),
    cli_case("ladder --games -5", "ladder", "runes", "--games", "-5"),
    cli_case("ladder --jobs 0", "ladder", "runes", "--jobs", "0"),
    cli_case("simulate --games 0", "simulate", "runes", "--seats", "bot,bot", "--games", "0"),
    cli_case("simulate --jobs 0", "simulate", "runes", "--seats", "bot,bot", "--games", "1", "--jobs", "0"),
    cli_case("simulate with a human", "simulate", "runes", "--seats", "human,bot", "--games", "1"),
    cli_case("replay of a missing file", "replay", "{dir}/missing.json"),
    cli_case("validate unknown game", "validate", "chess"),
    Case("cli", "cards export --out FILE", _export_to_file, 2),
    Case("cli", "cards sheet --out DIR", _sheet_to_folder, 2),
]


#: a seat number too long to be one (issue 32.4)
SEAT_CASES = [
    cli_case("--deck 5,000-digit seat", "simulate", "invocacion", "--seats", "bot,bot", "--games", "1",
             "--deck", "9" * 5000 + "=x"),
]


def run_case(case: Case) -> InputResult:
    """Build the case's input in a fresh folder and run the command line on it."""
    folder = Path(tempfile.mkdtemp(prefix="tabletop-soak-"))
    try:
        try:
            args = case.make(folder)
        except (OSError, AttributeError) as exc:  # e.g. no FIFOs on this platform
            return InputResult(case.area, case.name, True, f"skipped: {exc}")
        env = dict(os.environ, TABLETOP_DATA_DIR=str(folder / "data"), TABLETOP_CONFIG_DIR=str(folder / "config"),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        before = _bytes(folder, case.untouched)
        try:
            done = subprocess.run([sys.executable, "-m", case.module, *args], capture_output=True, text=True,
                                  env=env, timeout=TIMEOUT, cwd=ROOT, stdin=subprocess.DEVNULL, check=False,
                                  preexec_fn=_cap_memory if os.name == "posix" else None)
        except subprocess.TimeoutExpired:
            return InputResult(case.area, case.name, False, f"still running after {TIMEOUT} s", case.pending)
        result = judge(case, done.returncode, done.stdout, done.stderr, folder)
        if result.ok and _bytes(folder, case.untouched) != before:
            return InputResult(case.area, case.name, False, f"{case.untouched} was changed", case.pending)
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _cap_memory() -> None:
    """In the case's process: no more than MEMORY_CAP of address space (a MemoryError instead of a swamped machine)."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _bytes(folder: Path, name: str) -> bytes | None:
    """The content of `name` in the case's folder (None when no file is to be kept or it is absent)."""
    path = folder / name
    return path.read_bytes() if name and path.is_file() else None


def judge(case: Case, status: int, stdout: str, stderr: str, folder: Path | None = None) -> InputResult:
    """Pass when the status is the expected one, nothing says Traceback and the message is one line."""
    said = [line for line in (stderr.strip().splitlines() if case.status == 2 else stdout.strip().splitlines())]
    if "Traceback" in stderr or "Traceback" in stdout:
        return InputResult(case.area, case.name, False, "traceback: " + stderr.strip().splitlines()[-1][:120],
                           case.pending)
    if status != case.status:
        return InputResult(case.area, case.name, False, f"exit {status}, expected {case.status}", case.pending)
    if case.status == 2 and len(said) != 1:
        return InputResult(case.area, case.name, False, f"{len(said)} lines of message, expected one", case.pending)
    needs = case.needs.replace("{dir}", re.escape(str(folder))) if folder else case.needs
    if needs and not re.search(needs, "\n".join(said)):
        return InputResult(case.area, case.name, False, f"message does not match {needs!r}", case.pending)
    return InputResult(case.area, case.name, True, said[0][:120] if said else "")


def data_case(name: str, game: str, file_name: str, spoil: Callable[[str], str], line: bool = True) -> Case:
    """`tabletop validate` on a copy of a game's card data with one file spoiled: exit 1, file (and line) named."""

    def make(folder: Path) -> list[str]:
        shutil.copytree(ROOT / "card_data" / game, folder / game)
        path = folder / game / file_name
        path.write_text(spoil(path.read_text(encoding="utf-8")), encoding="utf-8")
        return ["validate", game, "--data", str(folder)]

    where = "{dir}/" + re.escape(f"{game}/{file_name}") + (r":\d+:" if line else ":")
    return Case("yaml", f"{game}: {name}", make, 1, needs=where)


BILLION_LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi"))


def _card_data_cases() -> list[Case]:
    cases = []
    for game, cards in (("runes", "decktet.yaml"), ("gnostica", "tarot.yaml")):
        cases += [
            data_case("syntax error", game, cards, lambda text: text + "\nbroken: [unclosed\n"),
            data_case("alias bomb", game, cards, lambda text: BILLION_LAUGHS + text),
            data_case("self-referencing alias", game, cards, lambda text: "loop: &loop [*loop]\n" + text),
            data_case("3 MB file", game, cards, lambda text: text + "\n" + "# padding\n" * 300_000, line=False),
            data_case("layout syntax error", game, "layout.yaml", lambda text: text + "\n  bad: [\n"),
        ]
    return cases


PNG_HEADER = b"\x89PNG\r\n\x1a\n"


def art_case(name: str, content: bytes) -> Case:
    """`tabletop validate --art-dir` on a folder holding one bad art file: exit 1, the file named."""

    def make(folder: Path) -> list[str]:
        (folder / "runes").mkdir()
        (folder / "runes" / "the_bad_art.png").write_bytes(content)
        return ["validate", "runes", "--art-dir", str(folder)]

    return Case("art", name, make, 1, needs=r"the_bad_art\.png")


def _png_of_size(width: int, height: int) -> bytes:
    """A PNG signature and IHDR chunk announcing `width` x `height` (no pixels: never decodable)."""
    import struct
    import zlib

    body = b"IHDR" + struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return PNG_HEADER + struct.pack(">I", 13) + body + struct.pack(">I", zlib.crc32(body))


ART_CASES = [
    art_case("text file named .png", b"this is not a picture\n"),
    art_case("zero-byte PNG", b""),
    art_case("truncated PNG", _png_of_size(64, 64)),
    art_case("20000x20000 PNG", _png_of_size(20000, 20000)),
]


HUGE = 1_000_000_000  # copies of a card on one deck line (issue 32.4: "a tiny deck ... exhausts memory")


def _deck_text(count: str) -> str:
    """A Construido deck of Invocación whose first card line asks for `count` copies."""
    lines = (ROOT / "card_data" / "invocacion" / "decks" / "borderlands.txt").read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if line.split()[:1] and line.split()[0].isdigit())
    lines[first] = f"{count} {lines[first].split()[1]}"
    return "\n".join(lines) + "\n"


def deck_case(name: str, count: str, command: Callable[[Path], list[str]], status: int, needs: str = "") -> Case:
    """A deck file with a spoiled count (`big.txt` in the case's folder and in the user's decks folder)."""

    def make(folder: Path) -> list[str]:
        (folder / "big.txt").write_text(_deck_text(count), encoding="utf-8")
        user = folder / "data" / "decks" / "invocacion"
        user.mkdir(parents=True)
        (user / "big.txt").write_text(_deck_text(count), encoding="utf-8")
        return command(folder)

    return Case("deck", name, make, status, needs)


def _huge_pinned_record(folder: Path) -> list[str]:
    """A 3 KB Invocación record whose pinned deck asks for a billion copies of a card."""
    from tabletop.engine.decks import inline, parse_deck
    from tabletop.engine.registry import get_game
    from tabletop.games.invocacion.rules.constructed import DECK_RULES

    game = get_game("invocacion")
    good = parse_deck(_deck_text("2"), DECK_RULES, "invocacion", "borderlands", need_header=False)
    pinned = ", ".join([inline(good).replace(" 2 ", f" {HUGE} ", 1), inline(good)])
    data = good_record()
    data.update(game="invocacion", rules_version=game.info.rules_version,
                options={**game.info.resolve_options({"constructed": True}), "decks": pinned})
    path = folder / "pinned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return ["replay", str(path)]


def _simulate_with(*extra: str) -> Callable[[Path], list[str]]:
    return lambda folder: ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1",
                           *(a.replace("{dir}", str(folder)) for a in extra)]


DECK_CASES = [
    deck_case("decks check: 1,000,000,000 copies", str(HUGE), lambda f: ["decks", "check", str(f / "big.txt")], 1),
    deck_case("decks check: a 5,000-digit count", "9" * 5000, lambda f: ["decks", "check", str(f / "big.txt")], 1),
    deck_case("simulate --deck: 1,000,000,000 copies", str(HUGE), _simulate_with("--deck", "1={dir}/big.txt"), 2),
    deck_case("simulate --option decks=: 1,000,000,000 copies", str(HUGE),
              _simulate_with("--option", "constructed=true", "--option", "decks={dir}/big.txt"), 2),
    deck_case("decks folder listing with a 1,000,000,000-copy deck", str(HUGE), lambda f: ["decks", "invocacion"],
              0, needs="big"),
    Case("record", "pinned deck of 1,000,000,000 copies", _huge_pinned_record, 2),
]


def _validate_without_cards(game: str, cards: str, as_folder: bool) -> Callable[[Path], list[str]]:
    """`validate GAME --data DIR` on a copy of the game's data whose card file is missing or a folder."""

    def make(folder: Path) -> list[str]:
        shutil.copytree(ROOT / "card_data" / game, folder / game)
        (folder / game / cards).unlink()
        if as_folder:
            (folder / game / cards).mkdir()
        return ["validate", game, "--data", str(folder)]

    return make


MISSING_CARDS = [
    Case("yaml", f"{game}: card file {'is a folder' if as_folder else 'missing'}",
         _validate_without_cards(game, cards, as_folder), 1, needs=re.escape(cards))
    for game, cards in (("invoke", "cards.yaml"), ("runes", "decktet.yaml"), ("gnostica", "tarot.yaml"))
    for as_folder in (False, True)
]


def _sheet_onto_text(folder: Path) -> list[str]:
    (folder / "notes.txt").write_text("my notes, not a PDF\n", encoding="utf-8")
    return ["cards", "sheet", "invoke", "--out", str(folder / "notes.txt")]


def _balance_onto_file(folder: Path) -> list[str]:
    (folder / "results").write_text("an existing file\n", encoding="utf-8")
    return ["balance", "ecg", "--games", "400", "--out", str(folder / "results")]


SMALLER_CASES = [
    Case("cli", "soak --max-seats 0", lambda folder: ["--max-seats", "0", "--games", "1", "--no-inputs"], 2,
         module="tabletop.soak"),
    Case("cli", "cards sheet --out onto an existing .txt", _sheet_onto_text, 2,
         untouched="notes.txt"),
    Case("cli", "balance --out onto an existing file (refused before playing)", _balance_onto_file, 2, untouched="results"),
    Case("cli", "ECG turn_limit=-1", lambda folder: ["simulate", "ecg", "--seats", "bot,bot", "--games", "1",
                                                     "--option", "turn_limit=-1"], 2),
]


def catalogue() -> list[Case]:
    """Every case of the catalogue."""
    return RECORD_CASES + CLI_CASES + _card_data_cases() + ART_CASES + DECK_CASES + MISSING_CARDS + SMALLER_CASES + SEAT_CASES


def run_catalogue(cases: list[Case] | None = None) -> list[InputResult]:
    """Run every case (or the given ones) and return their results."""
    return [run_case(case) for case in (catalogue() if cases is None else cases)]
