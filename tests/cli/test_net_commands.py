"""`tabletop host`, `serve` and `join`: misuse is one line and exit 2; `serve` holds several tables on 127.0.0.1 (a
real process, stopped here with Ctrl+C) and prints each seat's code, which a client then joins with."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.net.client import RemoteSeat

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv, said", [
    (["host", "nope"], "nope"),
    (["host", "runes", "--seats", "human:Ana,human:Bo"], "at least one remote seat"),
    (["host", "runes", "--seats", "remote,alien"], "remote[:Name]"),
    (["host", "runes", "--port", "70000"], "0-65535"),
    (["serve"], "at least one --table"),
    (["serve", "--table", "runes"], "GAME=SEATS"),
    (["serve", "--table", "runes=human:Ana,remote:Bo"], "make the human seats remote"),
    (["join", "host:notaport", "AAA-AAA"], "not a host address"),
])
def test_network_misuse_prints_one_line_and_exits_2(capsys, argv, said):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and "Traceback" not in err


def test_serve_holds_several_tables_and_a_printed_code_joins_its_table(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), TABLETOP_DATA_DIR=str(tmp_path / "data"),
               TABLETOP_CONFIG_DIR=str(tmp_path / "config"))
    process = subprocess.Popen([sys.executable, "-m", "tabletop", "serve", "--bind", "127.0.0.1", "--port", "0",
                                "--table", "runes=remote:Ana,remote:Bo", "--table", "ecg=remote:Cy,bot:random"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        lines = []
        while not lines or not lines[-1].startswith("Ready"):
            line = process.stdout.readline()
            assert line, process.stderr.read()
            lines.append(line.strip())
        port = int(re.search(r"on port (\d+)", lines[0]).group(1))
        tables = [line for line in lines if line.startswith("Table ")]
        assert len(tables) == 2 and "runes" in tables[0] and "ecg" in tables[1]
        cy_code = re.search(r"seat 1 \(Cy\) (\w{3}-\w{3})", tables[1]).group(1)
        cy = RemoteSeat(f"ws://127.0.0.1:{port}", cy_code)
        assert cy.game.info.id == "ecg" and cy.seat == 0
        cy.close()
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    assert process.returncode == 0 and "Stopped." in out, err
