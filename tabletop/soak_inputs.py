"""The bad-input catalogue of `scripts/soak`: every kind of bad file or argument, refused in one line.

Each case runs the real command line (`python -m tabletop ...`) in a fresh process with
its own data folder, and passes when the command exits with the expected status, prints
no traceback, and says what is wrong in one line.
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


@dataclass(frozen=True)
class InputResult:
    """The outcome of one catalogue case."""

    area: str
    name: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class Case:
    """One bad input: how to make it in a folder, the command to run on it, and the exit status expected."""

    area: str
    name: str
    make: Callable[[Path], list[str]]  # builds the input under the folder, returns the tabletop arguments
    status: int
    needs: str = ""  # a regular expression the message must match; {dir} stands for the case's folder


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


def _deck_file(count: str) -> Callable[[Path], Path]:
    """Makes an Invocación deck file holding `count` Lords of the Frontier in a case's folder."""

    def make(folder: Path) -> Path:
        path = folder / "big.txt"
        path.write_text(f"game: invocacion\n[main]\n{count} frontier_lord\n", encoding="utf-8")
        return path

    return make


def _record_pinning_a_huge_count(folder: Path) -> list[str]:
    data = dict(good_record(), game="invocacion", seats=[{"kind": "bot", "name": "A", "level": "random"},
                                                         {"kind": "bot", "name": "B", "level": "random"}])
    from tabletop.engine.registry import get_game

    data["rules_version"] = get_game("invocacion").info.rules_version
    data["options"] = {"constructed": True, "decks": "m: [main] 1000000000 frontier_lord"}
    path = folder / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return ["replay", str(path)]


def _missing_card_file(folder: Path) -> list[str]:
    (folder / "runes").mkdir()
    return ["validate", "runes", "--data", str(folder)]


def _sheet_over_notes(folder: Path) -> list[str]:
    notes = folder / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    return ["cards", "sheet", "runes", "--out", str(notes)]


def _balance_into_a_file(folder: Path) -> list[str]:
    taken = folder / "report.txt"
    taken.write_text("keep\n", encoding="utf-8")
    return ["balance", "runes", "--games", "50", "--out", str(taken)]


#: issue 32's small inputs that exhausted memory or time, and outputs that overwrote a file
BOUND_CASES = [
    Case("deck", "count 1000000000", lambda f: ["decks", "check", str(_deck_file("1000000000")(f))], 1,
         needs="more than 1000 copies"),
    Case("deck", "5,000-digit count", lambda f: ["decks", "check", str(_deck_file("9" * 5000)(f))], 1,
         needs="more than 1000 copies"),
    Case("deck", "--deck with count 1000000000",
         lambda f: ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1",
                    "--deck", f"1={_deck_file('1000000000')(f)}"], 2),
    cli_case("--option decks= with count 1000000000", "simulate", "invocacion", "--seats", "bot,bot", "--games", "1",
             "--option", "constructed=true", "--option", "decks=m: [main] 1000000000 frontier_lord"),
    cli_case("--deck 5,000-digit seat", "simulate", "invocacion", "--seats", "bot,bot", "--games", "1",
             "--deck", "9" * 5000 + "=x"),
    Case("deck", "record pinning count 1000000000", _record_pinning_a_huge_count, 2),
    Case("cli", "validate without the card file", _missing_card_file, 1, needs="the card file is missing"),
    Case("cli", "cards sheet --out over a text file", _sheet_over_notes, 2),
    Case("cli", "balance --out FILE", _balance_into_a_file, 2),
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
        try:
            done = subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True,
                                  env=env, timeout=TIMEOUT, cwd=ROOT, stdin=subprocess.DEVNULL, check=False)
        except subprocess.TimeoutExpired:
            return InputResult(case.area, case.name, False, f"still running after {TIMEOUT} s")
        return judge(case, done.returncode, done.stdout, done.stderr, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def judge(case: Case, status: int, stdout: str, stderr: str, folder: Path | None = None) -> InputResult:
    """Pass when the status is the expected one, nothing says Traceback and the message is one line."""
    said = [line for line in (stderr.strip().splitlines() if case.status == 2 else stdout.strip().splitlines())]
    if "Traceback" in stderr or "Traceback" in stdout:
        return InputResult(case.area, case.name, False, "traceback: " + stderr.strip().splitlines()[-1][:120])
    if status != case.status:
        return InputResult(case.area, case.name, False, f"exit {status}, expected {case.status}")
    if case.status == 2 and len(said) != 1:
        return InputResult(case.area, case.name, False, f"{len(said)} lines of message, expected one")
    needs = case.needs.replace("{dir}", re.escape(str(folder))) if folder else case.needs
    if needs and not re.search(needs, "\n".join(said)):
        return InputResult(case.area, case.name, False, f"message does not match {needs!r}")
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


def catalogue() -> list[Case]:
    """Every case of the catalogue."""
    return RECORD_CASES + CLI_CASES + BOUND_CASES + _card_data_cases() + ART_CASES


def run_catalogue(cases: list[Case] | None = None) -> list[InputResult]:
    """Run every case (or the given ones) and return their results."""
    return [run_case(case) for case in (catalogue() if cases is None else cases)]
