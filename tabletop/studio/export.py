"""Print-size card images: one PNG per card with bleed, at a given dpi. Runs headless.

    export_pngs("gnostica", "out/", dpi=300)      # -> [out/major_00_fool.png, ...]

A card of W x H mm with bleed B is exported as round((W + 2B) / 25.4 * dpi) by
round((H + 2B) / 25.4 * dpi) pixels, opaque, with the dpi written into the PNG so that
other programs print it at its true size. No window is opened: card faces are drawn
on plain surfaces, which needs no display (SDL's dummy video driver is selected when
there is no display at all).
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Iterable, Sequence

MM_PER_INCH = 25.4
MIN_DPI, MAX_DPI = 72, 1200

Progress = Callable[[int, int], None]


def headless() -> None:
    """Prepare pygame for drawing without a window (fonts only; dummy video if no display)."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) and os.name != "nt":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()


def mm_to_px(mm: float, dpi: float) -> int:
    """Millimetres in whole pixels at `dpi`."""
    return round(mm / MM_PER_INCH * dpi)


def print_size(renderer, dpi: float, bleed: bool = True) -> tuple[int, int]:
    """The pixel size of an exported card: (mm + 2 * bleed) / 25.4 * dpi, rounded."""
    w, h = renderer.card_size_mm
    b = renderer.layout.bleed_mm if bleed else 0.0
    return mm_to_px(w + 2 * b, dpi), mm_to_px(h + 2 * b, dpi)


def _trim_px(total: int, trim_mm: float, bleed_mm: float) -> int:
    """The trim size in pixels that the renderer turns into exactly `total` pixels with its bleed."""
    guess = round(total * trim_mm / (trim_mm + 2 * bleed_mm))
    for trim in (guess, guess - 1, guess + 1, guess - 2, guess + 2):
        if trim > 0 and trim + 2 * round(bleed_mm * trim / trim_mm) == total:
            return trim
    return guess


def render_print(renderer, card_id: str, dpi: float, lang: str = "en", back: bool = False):
    """The card (or its back) with bleed at `dpi`: a pygame surface of exactly print_size pixels."""
    import pygame

    total_w, total_h = print_size(renderer, dpi)
    (w_mm, h_mm), b = renderer.card_size_mm, renderer.layout.bleed_mm
    trim = (_trim_px(total_w, w_mm, b), _trim_px(total_h, h_mm, b))
    surf = renderer.render(card_id, trim, lang=lang, back=back, bleed=True)
    if surf.get_size() != (total_w, total_h):  # rounding mismatch: never off by more than a pixel
        surf = pygame.transform.smoothscale(surf, (total_w, total_h))
    return surf


def to_pil(surface):
    """A pygame surface as an opaque Pillow RGB image (transparent parts on white)."""
    import pygame
    from PIL import Image

    flat = pygame.Surface(surface.get_size())
    flat.fill((255, 255, 255))
    flat.blit(surface, (0, 0))
    return Image.frombytes("RGB", flat.get_size(), pygame.image.tobytes(flat, "RGB"))


def check_dpi(dpi) -> int:
    """`dpi` as an int, or a one-line UsageError when it is not in 72..1200."""
    from tabletop.usage import UsageError

    number = isinstance(dpi, (int, float)) and not isinstance(dpi, bool)
    if not number or not MIN_DPI <= dpi <= MAX_DPI:
        shown = f"{dpi:g}" if number else repr(dpi)
        raise UsageError(f"--dpi must be a number from {MIN_DPI} to {MAX_DPI}, got {shown}")
    return int(dpi)


def check_cards(renderer, wanted: Iterable[str] | None) -> list[str]:
    """The card ids to export (all when `wanted` is empty); an unknown id is a UsageError."""
    from tabletop.usage import UsageError

    if renderer.errors and not renderer.card_ids:
        raise UsageError(f"{renderer.game}: cannot read the cards: {renderer.errors[0]}")
    ids = [c.strip() for c in (wanted or []) if c and c.strip()]
    if not ids:
        return renderer.card_ids
    unknown = [c for c in ids if c not in renderer.cards]
    if unknown:
        raise UsageError(f"unknown card id {unknown[0]!r} in {renderer.game} "
                         f"({len(renderer.card_ids)} cards, e.g. {', '.join(renderer.card_ids[:3])})")
    return list(dict.fromkeys(ids))


def export_pngs(game: str | None, out_dir: str | Path, card_ids: Sequence[str] | None = None, dpi: int = 300,
                lang: str = "en", art_dir: str | Path | None = None, progress: Progress | None = None,
                renderer=None, backs: bool = False, workers: int | None = None) -> list[Path]:
    """Write one PNG per card (and `<game>_back.png` if `backs`) into out_dir; return the files.

    Large exports are shared among `workers` processes (default: one per core, at most 4)."""
    headless()
    from tabletop.ui.cardface import CardRenderer
    from tabletop.ui.cards.text import forget_fonts

    forget_fonts()  # fonts inherited through fork read their files at a shared offset: glyphs go missing

    renderer = renderer or CardRenderer.for_game(game, art_dir=art_dir)
    ids = check_cards(renderer, card_ids)
    dpi = check_dpi(dpi)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    jobs = [(card_id, False, out / f"{card_id}.png") for card_id in ids]
    if backs:
        jobs.append((ids[0], True, out / f"{renderer.game}_back.png"))
    workers = min(4, os.cpu_count() or 1) if workers is None else max(1, workers)
    # a worker reads the files afresh: only when they are good, else the last good version in memory is used
    if workers > 1 and len(jobs) >= 8 and not renderer.errors and _can_fork():
        _export_parallel(renderer, jobs, dpi, lang, workers, progress)
    else:
        for index, (card_id, back, path) in enumerate(jobs):
            save_png(render_print(renderer, card_id, dpi, lang, back), path, dpi)
            if progress:
                progress(index + 1, len(jobs))
    return [path for _, _, path in jobs]


def save_png(surface, path: Path, dpi: int) -> None:
    """Save a card surface as an opaque PNG that records its dpi."""
    to_pil(surface).save(path, format="PNG", dpi=(dpi, dpi), compress_level=1)


def renderer_spec(renderer) -> tuple:
    """What another process needs to build the same renderer."""
    return (renderer.game, renderer.art_dir, renderer.layout_path, renderer.data_dir)


_worker_renderer = None


def _worker_init(spec: tuple) -> None:
    global _worker_renderer
    headless()
    from tabletop.ui.cardface import CardRenderer
    from tabletop.ui.cards.text import forget_fonts

    forget_fonts()  # fonts inherited through fork read their files at a shared offset: glyphs go missing

    game, art_dir, layout_path, data_dir = spec
    _worker_renderer = CardRenderer(game, art_dir=art_dir, layout_path=layout_path, data_dir=data_dir)


def _worker_export(card_id: str, back: bool, path: Path, dpi: int, lang: str) -> Path:
    save_png(render_print(_worker_renderer, card_id, dpi, lang, back), path, dpi)
    return path


def _can_fork() -> bool:
    """True where worker processes can be forked safely (POSIX, this thread alone)."""
    import multiprocessing
    import threading

    return "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1


def _export_parallel(renderer, jobs: list, dpi: int, lang: str, workers: int, progress: Progress | None) -> None:
    """Draw and compress the cards in `workers` processes (PNG compression holds the GIL).

    Forked, not spawned: a spawned worker re-imports the caller's main module, which a
    script without a `__main__` guard does not survive."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed  # here: the app's start-up never needs it

    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_init,
                             initargs=(renderer_spec(renderer),)) as pool:
        futures = [pool.submit(_worker_export, card_id, back, path, dpi, lang) for card_id, back, path in jobs]
        for done, future in enumerate(as_completed(futures), 1):
            future.result()
            if progress:
                progress(done, len(jobs))
