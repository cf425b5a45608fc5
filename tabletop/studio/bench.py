"""Card studio benchmarks (called by scripts/bench.py; `python -m tabletop.studio.bench` prints them).

- export_tarot_seconds: all 78 Gnostica cards as PNGs at 300 dpi (and the PDF sheet with backs).
- reload_latency_seconds: from writing an art file, card YAML or layout.yaml to the updated render.
- studio_frame_ms: frame time of the studio with its grid full of cards (median and p99).
"""
from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from tabletop.paths import ROOT


def export_tarot_seconds(dpi: int = 300, pdf: bool = True) -> dict:
    """Seconds to export the 78 tarot cards: PNGs (one per card) and, if `pdf`, the PDF with backs."""
    from tabletop.studio.export import export_pngs, headless
    from tabletop.studio.sheet import write_sheet

    headless()
    from tabletop.ui.cardface import CardRenderer

    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        renderer = CardRenderer("gnostica")  # a fresh renderer: nothing cached
        start = time.perf_counter()
        files = export_pngs(None, Path(tmp) / "png", dpi=dpi, renderer=renderer)
        out["png_seconds"] = time.perf_counter() - start
        out["cards"] = len(files)
        if pdf:
            renderer = CardRenderer("gnostica")
            start = time.perf_counter()
            info = write_sheet(None, Path(tmp) / "tarot.pdf", backs=True, dpi=dpi, renderer=renderer)
            out["pdf_seconds"] = time.perf_counter() - start
            out["pdf_pages"] = info["pages"]
            out["pdf_mb"] = (Path(tmp) / "tarot.pdf").stat().st_size / 1e6
    return out


def _write_png(path: Path, colour: tuple) -> None:
    import pygame

    surf = pygame.Surface((300, 450))
    surf.fill(colour)
    pygame.image.save(surf, str(path))


def reload_latency_seconds(repeats: int = 5) -> dict:
    """Seconds from a file write to the updated render, with the watcher's default polling.

    Measured on a private copy of card_data/gnostica: an art file dropped in, a card's
    text edited in the YAML, the layout edited. Median and worst of `repeats` each."""
    from tabletop.studio.export import headless

    headless()
    from tabletop.ui.cards.watch import CardWatcher
    from tabletop.ui.cardface import CardRenderer

    results: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        data = tmp / "gnostica"
        shutil.copytree(ROOT / "card_data" / "gnostica", data)
        (tmp / "art" / "gnostica").mkdir(parents=True)
        renderer = CardRenderer("gnostica", art_dir=tmp / "art", layout_path=data / "layout.yaml", data_dir=data)
        watcher = CardWatcher("gnostica", renderer=renderer)
        card, size = "major_00_fool", renderer.size_for_width(360)
        yaml_path, layout_path = data / "tarot.yaml", data / "layout.yaml"
        yaml_text, layout_text = yaml_path.read_text(encoding="utf-8"), layout_path.read_text(encoding="utf-8")

        def edit_art(i: int) -> None:
            _write_png(tmp / "art" / "gnostica" / f"{card}.png", (40 * i % 256, 90, 160))

        def edit_yaml(i: int) -> None:
            yaml_path.write_text(yaml_text.replace("Repeat once.", f"Repeat once ({i}).", 1), encoding="utf-8")

        def edit_layout(i: int) -> None:
            layout_path.write_text(layout_text.replace('paper: "#f4efe2"', f'paper: "#f4ef{i:02x}"'),
                                   encoding="utf-8")

        for name, edit in (("art", edit_art), ("yaml", edit_yaml), ("layout", edit_layout)):
            samples = []
            for i in range(repeats):
                renderer.render(card, size)
                watcher.poll(force=True)
                time.sleep(watcher.interval * (i + 0.5) / repeats)  # writes land all over the polling cycle
                start = time.perf_counter()
                edit(i + 1)
                while not watcher.poll():
                    time.sleep(0.005)
                renderer.render(card, size)
                samples.append(time.perf_counter() - start)
            results[name] = {"median": statistics.median(samples), "max": max(samples)}
    return results


def studio_frame_ms(frames: int = 120, size: tuple = (1600, 900), game: str = "gnostica") -> dict:
    """Median and p99 milliseconds per studio frame (update + draw) with the grid full of cards."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tabletop.ui.app import App, start_scenes

    app = App(size=size)
    start_scenes(app, "studio", game=game)
    scene = app.top
    for _ in range(30):  # every thumbnail drawn once
        app.frame([], 1 / 60)
    shown = sum(1 for i in range(len(scene.grid.ids)) if scene.grid.cell(i).colliderect(scene.grid.rect))
    times, cpu = [], []
    for i in range(frames):
        if i == frames // 2:
            scene.activate("guides")
        start, start_cpu = time.perf_counter(), time.process_time()
        app.frame([], 1 / 60)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    times.sort()
    return {"median_ms": statistics.median(times), "p99_ms": times[min(len(times) - 1, int(len(times) * 0.99))],
            "cpu_median_ms": statistics.median(cpu), "cards_in_view": shown, "size": f"{size[0]}x{size[1]}"}


def run_all() -> dict:
    """Every studio figure."""
    return {"studio_export_tarot": export_tarot_seconds(), "studio_reload_latency": reload_latency_seconds(),
            "studio_frame": studio_frame_ms()}


def main() -> None:
    """Print the figures."""
    figures = run_all()
    export = figures["studio_export_tarot"]
    print(f"export 78 tarot cards at 300 dpi: PNG {export['png_seconds']:.1f} s, "
          f"PDF with backs {export['pdf_seconds']:.1f} s ({export['pdf_pages']} pages, {export['pdf_mb']:.1f} MB)")
    for name, value in figures["studio_reload_latency"].items():
        print(f"live reload ({name}): median {value['median'] * 1000:.0f} ms, max {value['max'] * 1000:.0f} ms")
    frame = figures["studio_frame"]
    print(f"studio frame {frame['size']} ({frame['cards_in_view']} cards in view): median {frame['median_ms']:.1f} ms, "
          f"p99 {frame['p99_ms']:.1f} ms (CPU median {frame['cpu_median_ms']:.1f} ms)")


if __name__ == "__main__":
    main()
