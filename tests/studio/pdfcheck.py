"""A tiny reader for the PDFs fpdf2 writes (tests only): page sizes, image placements, lines."""
from __future__ import annotations

import re
import zlib
from pathlib import Path

PT_PER_MM = 72 / 25.4
_OBJ = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
_NUM = rb"(-?\d+(?:\.\d+)?)"
_PLACE = re.compile(rb"q\s+" + rb"\s+".join([_NUM] * 6) + rb"\s+cm\s+/(\w+)\s+Do\s+Q")
_CLIP = re.compile(rb"q\s+" + rb"\s+".join([_NUM] * 4) + rb"\s+re\s+W\s+n")
_LINE = re.compile(rb"\s+".join([_NUM] * 2) + rb"\s+m\s+" + rb"\s+".join([_NUM] * 2) + rb"\s+l\s+S")


class Pdf:
    """Objects, pages in order, and per page the placed images and stroked lines (in mm, y down)."""

    def __init__(self, path: Path):
        self.data = Path(path).read_bytes()
        self.objects = {int(m.group(1)): m.group(2) for m in _OBJ.finditer(self.data)}
        pages_obj = next(body for body in self.objects.values() if re.search(rb"/Type /Pages\b", body))
        self.kids = [int(k) for k in re.findall(rb"(\d+) 0 R", re.search(rb"/Kids \[(.*?)\]", pages_obj, re.S).group(1))]
        box = re.search(rb"/MediaBox \[" + rb"\s+".join([_NUM] * 4) + rb"\]", self.data)
        self.media_box = tuple(float(v) for v in box.groups())

    @property
    def page_objects(self) -> int:
        """How many `/Type /Page` objects the file holds."""
        return len(re.findall(rb"/Type /Page\b(?!s)", self.data))

    @property
    def size_mm(self) -> tuple:
        """The page size in millimetres."""
        x0, y0, x1, y1 = self.media_box
        return ((x1 - x0) / PT_PER_MM, (y1 - y0) / PT_PER_MM)

    def content(self, page: int) -> bytes:
        """The decompressed content stream of a page (0-based)."""
        ref = int(re.search(rb"/Contents (\d+) 0 R", self.objects[self.kids[page]]).group(1))
        body = self.objects[ref]
        raw = _STREAM.search(body).group(1)
        return zlib.decompress(raw) if b"/FlateDecode" in body else raw

    def images(self, page: int) -> list:
        """(x, y, w, h) in mm from the top-left corner, and the image name, of every placed image."""
        height = self.size_mm[1]
        out = []
        for m in _PLACE.finditer(self.content(page)):
            a, _, _, d, e, f = (float(v) for v in m.groups()[:6])
            w, h = a / PT_PER_MM, d / PT_PER_MM
            out.append(((e / PT_PER_MM, height - f / PT_PER_MM - h, w, h), m.group(7).decode()))
        return out

    def clips(self, page: int) -> list:
        """(x, y, w, h) in mm from the top-left of every rectangular clip."""
        height = self.size_mm[1]
        out = []
        for m in _CLIP.finditer(self.content(page)):
            x, y, w, h = (float(v) / PT_PER_MM for v in m.groups())
            out.append((x, height - y - h, w, h))
        return out

    def lines(self, page: int) -> list:
        """((x1, y1), (x2, y2)) in mm from the top-left of every stroked line."""
        height = self.size_mm[1]
        out = []
        for m in _LINE.finditer(self.content(page)):
            x1, y1, x2, y2 = (float(v) / PT_PER_MM for v in m.groups())
            out.append(((x1, height - y1), (x2, height - y2)))
        return out
