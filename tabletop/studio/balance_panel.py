"""The studio's Balance view: the selected card's figures and plot from the game's latest
`tabletop balance` report (balance.json and cards/<id>.png in the report folder)."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pygame

from tabletop.balance.run import default_out
from tabletop.ui.i18n import t
from tabletop.ui.theme import CREAM, DIM, GOLD, MUTED, blit_text, fit_text

#: bot games of the studio's "Run balance" (a short job; `tabletop balance` runs longer ones)
STUDIO_GAMES = 60


def _pct(value) -> str:
    return "–" if value is None else f"{value:.0%}"


def _interval(lo, hi, points: bool = False) -> str:
    if lo is None or hi is None or (isinstance(lo, float) and math.isnan(lo)):
        return ""
    return f"[{lo * 100:+.0f}, {hi * 100:+.0f}]" if points else f"[{lo:.0%}, {hi:.0%}]"


class BalancePanel:
    """Reads a game's latest report when it changes on disk and draws one card's part of it."""

    def __init__(self, scene):
        self.scene = scene
        self._reports: dict[str, tuple] = {}  # file name -> (mtime, data or None)
        self._images: dict = {}  # (path, mtime, width) -> scaled surface

    def folder(self) -> Path:
        """The folder of the shown game's latest report."""
        return default_out(self.scene.game)

    def report(self) -> dict | None:
        """The latest report of the shown game, None when there is none (or it cannot be read)."""
        data = self._read("balance.json")
        return data if isinstance(data, dict) and isinstance(data.get("cards"), list) else None

    def causes(self) -> list[dict]:
        """The rows of the game's latest `balance --cause` report (cause.json), [] when there is none."""
        data = self._read("cause.json")
        return [row for row in data if isinstance(row, dict) and "card" in row] if isinstance(data, list) else []

    def _read(self, name: str):
        """A report file's JSON, read again only when it changed on disk (None when missing or unreadable)."""
        path = self.folder() / name
        try:
            mtime = path.stat().st_mtime
        except OSError:
            return None
        kept = self._reports.get(name)
        if kept is None or kept[0] != mtime:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                data = None
            self._reports[name] = kept = (mtime, data)
        return kept[1]

    def cause_lines(self, card: str) -> list[tuple[str, tuple]]:
        """What the card causes at each measured bot level, from cause.json ([] when it was not measured)."""
        lines = []
        for row in self.causes():
            if row.get("card") != card:
                continue
            try:
                figure = t("studio.balance_cause", level=row["level"], diff=f"{row['cause_diff'] * 100:+.1f}",
                           ci=_interval(row["cause_low"], row["cause_high"], points=True),
                           noise=_interval(row["noise_low"], row["noise_high"], points=True), pairs=row["cause_pairs"])
            except (KeyError, TypeError, ValueError):
                continue
            lines.append((figure, GOLD if row.get("beyond_noise") else CREAM))
        return lines

    def lines(self, card: str) -> list[tuple[str, tuple]]:
        """(text, colour) lines about `card` in the latest report."""
        data = self.report()
        if data is None:
            return [(t("studio.balance_none", games=STUDIO_GAMES), MUTED)] + self.cause_lines(card)
        lines = [(t("studio.balance_header", date=str(data.get("date", "?")).replace("T", " "),
                    games=data.get("games", 0), seats=", ".join(data.get("seats", []))), DIM)]
        rows = data["cards"]
        row = next((r for r in rows if r.get("card") == card), None)
        if row is None:
            return lines + [(t("studio.balance_card_none"), MUTED)] + self.cause_lines(card)
        seat_games = data.get("games", 0) * len(data.get("seats", []))
        lines.append((t("studio.balance_drawn", drawn=row["drawn"], seat_games=seat_games, played=row["played"],
                        kept=row["kept"]), CREAM))
        lines.append((t("studio.balance_won", played=_pct(row["win_played"]),
                        played_ci=_interval(row["win_played_lo"], row["win_played_hi"]),
                        kept=_pct(row["win_kept"]), kept_ci=_interval(row["win_kept_lo"], row["win_kept_hi"])), CREAM))
        if row.get("effect") is not None:
            ranked = [r for r in rows if r.get("effect") is not None]
            lines.append((t("studio.balance_effect", effect=f"{row['effect'] * 100:+.1f}",
                            ci=_interval(row["effect_lo"], row["effect_hi"], points=True),
                            rank=ranked.index(row) + 1, count=len(ranked)), GOLD))
        measure = (data.get("measure") or {}).get(self.scene.card_lang) or (data.get("measure") or {}).get("en")
        if measure and row.get("measure_mean") is not None:
            lines.append((t("studio.balance_measure", measure=measure, value=f"{row['measure_mean']:.2f}"), CREAM))
        return lines + self.cause_lines(card)

    def plot(self, card: str, width: int) -> pygame.Surface | None:
        """The card's plot from the report, scaled to `width` (None when there is none)."""
        return self._image(self.folder() / "cards" / f"{card}.png", width)

    def cause_plot(self, width: int) -> pygame.Surface | None:
        """The `balance --cause` plot (every measured card, the noise floor as a band), scaled to `width`."""
        return self._image(self.folder() / "cause.png", width)

    def _image(self, path: Path, width: int) -> pygame.Surface | None:
        try:
            mtime = path.stat().st_mtime
        except OSError:
            return None
        key = (path, mtime, width)
        if key not in self._images:
            try:
                image = pygame.image.load(str(path))
            except (pygame.error, OSError):
                return None
            height = round(image.get_height() * width / max(1, image.get_width()))
            self._images = {k: v for k, v in self._images.items() if k[0] != path}
            self._images[key] = pygame.transform.smoothscale(image.convert(), (width, height))
        return self._images[key]

    def draw(self, surface: pygame.Surface, area: pygame.Rect, card: str) -> int:
        """The title, the card's lines and its plot inside `area`; returns the bottom."""
        fonts = self.scene.app.fonts
        y = area.y
        title = blit_text(surface, fonts, t("studio.balance_title"), 18, (area.x, y), GOLD, bold=True)
        blit_text(surface, fonts, fit_text(fonts, t("studio.balance_hint", games=STUDIO_GAMES), 12,
                                           area.right - title.right - self.scene.px(16)), 12,
                  (area.right, title.centery), DIM, anchor="midright")
        y = title.bottom + self.scene.px(10)
        line_h = fonts.get(14).get_linesize()
        for text, colour in self.lines(card):
            for part in fonts.wrap(text, 14, area.width)[:2]:
                blit_text(surface, fonts, part, 14, (area.x, y), colour)
                y += line_h
        y += self.scene.px(8)
        width = min(area.width, self.scene.px(900))
        for image in (self.plot(card, width), self.cause_plot(width) if self.cause_lines(card) else None):
            if image is not None and y + image.get_height() <= area.bottom:
                surface.blit(image, (area.x, y))
                y += image.get_height() + self.scene.px(6)
        return y
