"""The guides overlay of the studio (G): bleed edge, cut line, safe area and the layout's boxes."""
from __future__ import annotations

import pygame

BLEED = (235, 80, 70)
TRIM = (70, 220, 240)
SAFE = (120, 230, 120)
BOX = (240, 110, 230)
LABEL_BG = (20, 16, 28, 190)


def dashed_line(surface: pygame.Surface, colour, start, end, dash: int = 6, width: int = 1) -> None:
    """A straight dashed line (horizontal or vertical)."""
    (x1, y1), (x2, y2) = start, end
    length = max(abs(x2 - x1), abs(y2 - y1))
    if length == 0:
        return
    dx, dy = (x2 - x1) / length, (y2 - y1) / length
    pos = 0
    while pos < length:
        end_pos = min(pos + dash, length)
        pygame.draw.line(surface, colour, (round(x1 + dx * pos), round(y1 + dy * pos)),
                         (round(x1 + dx * end_pos), round(y1 + dy * end_pos)), width)
        pos += dash * 2


def dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, dash: int = 6, width: int = 1) -> None:
    """A dashed rectangle outline."""
    r = rect
    dashed_line(surface, colour, r.topleft, (r.right - 1, r.top), dash, width)
    dashed_line(surface, colour, (r.right - 1, r.top), (r.right - 1, r.bottom - 1), dash, width)
    dashed_line(surface, colour, (r.right - 1, r.bottom - 1), (r.left, r.bottom - 1), dash, width)
    dashed_line(surface, colour, (r.left, r.bottom - 1), r.topleft, dash, width)


def mm_rect(trim: pygame.Rect, size_mm: tuple, x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rect in card millimetres as screen pixels, for a card whose trim box is drawn at `trim`."""
    sx, sy = trim.width / size_mm[0], trim.height / size_mm[1]
    left, top = trim.x + round(x * sx), trim.y + round(y * sy)
    return pygame.Rect(left, top, max(1, trim.x + round((x + w) * sx) - left), max(1, trim.y + round((y + h) * sy) - top))


def bleed_margin(layout, trim_width: int) -> int:
    """The bleed in pixels around a card drawn `trim_width` wide."""
    return round(layout.bleed_mm * trim_width / layout.size_mm[0])


def draw_guides(surface: pygame.Surface, trim: pygame.Rect, layout, back: bool, font: pygame.font.Font | None,
                labels: bool = True) -> None:
    """Draw bleed (red, dashed), cut line (cyan), safe area (green, dashed) and boxes (magenta) over a card."""
    w_mm, h_mm = layout.size_mm
    k = max(1, trim.width // 220)
    for box in layout.boxes(back):
        x, y, w, h = box.rect
        if box.kind == "frame" or (x <= 0.01 and y <= 0.01 and w >= w_mm - 0.01 and h >= h_mm - 0.01):
            continue
        rect = mm_rect(trim, layout.size_mm, x, y, w, h)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill(BOX + (12,))
        pygame.draw.rect(layer, BOX + (200,), layer.get_rect(), 1)
        surface.blit(layer, rect.topleft)
        if labels and font is not None and rect.width > 30 and rect.height > 12:
            tag = font.render(box.name, True, BOX)
            plate = pygame.Surface((tag.get_width() + 4, tag.get_height()), pygame.SRCALPHA)
            plate.fill(LABEL_BG)
            plate.blit(tag, (2, 0))
            clip = surface.get_clip()
            surface.set_clip(rect.clip(clip) if clip else rect)
            surface.blit(plate, (rect.x + 1, rect.y + 1))
            surface.set_clip(clip)
    safe = layout.safe_mm
    dashed_rect(surface, SAFE, mm_rect(trim, layout.size_mm, safe, safe, w_mm - 2 * safe, h_mm - 2 * safe),
                dash=5 * k, width=k)
    pygame.draw.rect(surface, TRIM, trim, k)
    margin = bleed_margin(layout, trim.width)
    if margin:
        dashed_rect(surface, BLEED, trim.inflate(2 * margin, 2 * margin), dash=4 * k, width=k)


LEGEND = ((TRIM, "studio.guide_cut"), (BLEED, "studio.guide_bleed"), (SAFE, "studio.guide_safe"),
          (BOX, "studio.guide_boxes"))
