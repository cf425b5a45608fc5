"""Art files checked from their headers, before any decoding: format, size in pixels, truncation. No pygame.

A text file saved as .png, a zero-byte or cut-off PNG, or a picture so large that decoding
it would take gigabytes are reported in one line naming the file; the card then shows its
generated placeholder art.
"""
from __future__ import annotations

import struct
from pathlib import Path

#: art larger than this many pixels is refused before decoding (40 Mpx: about 160 MB once decoded)
MAX_ART_PIXELS = 40_000_000
#: art files larger than this are refused before reading
MAX_ART_BYTES = 64 * 1024 * 1024
ART_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers (they carry the size); C4, C8 and CC are other segments
_JPEG_FRAMES = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


class ArtFileError(Exception):
    """An art file that cannot be shown: str() is the reason in English (without the file name);
    `reason` (unreadable, empty, text, format, truncated, too_large) lets a screen say it in its language."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


def art_size(path: str | Path) -> tuple[int, int]:
    """(width, height) of an art file read from its header; ArtFileError if it cannot be shown."""
    path = Path(path)
    try:
        if not path.is_file():
            raise ArtFileError("unreadable", "not a regular file")
        length = path.stat().st_size
        if length == 0:
            raise ArtFileError("empty", "the file is empty (0 bytes)")
        if length > MAX_ART_BYTES:
            raise ArtFileError("too_large", f"the file is too large ({length // (1024 * 1024)} MB; at most "
                               f"{MAX_ART_BYTES // (1024 * 1024)} MB)")
        with path.open("rb") as stream:
            head = stream.read(32)
            reader = _reader_for(head, path.suffix.lower())
            width, height = reader(stream, length)
    except OSError as exc:
        raise ArtFileError("unreadable", f"cannot read the file: {exc.strerror or exc}") from None
    if width <= 0 or height <= 0:
        raise ArtFileError("unreadable", f"the picture has no pixels ({width} x {height})")
    if width * height > MAX_ART_PIXELS:
        raise ArtFileError("too_large", f"the picture is too large: {width} x {height} pixels "
                           f"({width * height / 1e6:.0f} Mpx; at most {MAX_ART_PIXELS / 1e6:.0f} Mpx)")
    return width, height


def art_error(path: str | Path) -> ArtFileError | None:
    """Why an art file cannot be shown (an ArtFileError), or None if its header is sound."""
    try:
        art_size(path)
    except ArtFileError as exc:
        return exc
    return None


def art_problem(path: str | Path) -> str | None:
    """Why an art file cannot be shown, in one English line without the file name; None if its header is sound."""
    error = art_error(path)
    return str(error) if error is not None else None


def _reader_for(head: bytes, suffix: str):
    if head.startswith(_PNG_SIGNATURE):
        return _png_size
    if head.startswith(b"\xff\xd8\xff"):
        return _jpeg_size
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return _webp_size
    expected = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".webp": "WebP"}.get(suffix, "picture")
    if head and all(32 <= b < 127 or b in b"\t\r\n" for b in head):
        raise ArtFileError("text", f"not a {expected} file: it holds text")
    raise ArtFileError("format", f"not a {expected} file (unknown format)")


def _png_size(stream, length: int) -> tuple[int, int]:
    """Walk the PNG chunks (skipping their data) up to IEND: a cut-off file is caught here."""
    stream.seek(8)
    size = None
    while True:
        header = stream.read(8)
        if len(header) < 8:
            raise ArtFileError("truncated", "the PNG file is truncated (it stops before its end chunk)")
        chunk_length, kind = struct.unpack(">I4s", header)
        if size is None:
            if kind != b"IHDR" or chunk_length < 8:
                raise ArtFileError("truncated", "the PNG file is damaged (no image header)")
            size = struct.unpack(">II", stream.read(8))
            chunk_length -= 8
        if kind == b"IEND":
            return size
        if stream.tell() + chunk_length + 4 > length:
            raise ArtFileError("truncated", "the PNG file is truncated (a chunk runs past the end of the file)")
        stream.seek(chunk_length + 4, 1)


def _jpeg_size(stream, length: int) -> tuple[int, int]:
    """The size from the first start-of-frame segment; a file without its end marker is truncated."""
    stream.seek(2)
    while True:
        marker = stream.read(4)
        if len(marker) < 4 or marker[0] != 0xFF:
            raise ArtFileError("truncated", "the JPEG file is damaged or truncated (no frame header)")
        kind, segment = marker[1], struct.unpack(">H", marker[2:])[0]
        if kind in _JPEG_FRAMES:
            frame = stream.read(5)
            if len(frame) < 5:
                raise ArtFileError("truncated", "the JPEG file is truncated")
            height, width = struct.unpack(">HH", frame[1:])
            break
        stream.seek(segment - 2, 1)
    stream.seek(max(0, length - 64))
    if b"\xff\xd9" not in stream.read():
        raise ArtFileError("truncated", "the JPEG file is truncated (it stops before its end marker)")
    return width, height


def _webp_size(stream, length: int) -> tuple[int, int]:
    """The size from the VP8, VP8L or VP8X header; the RIFF length must fit in the file."""
    stream.seek(4)
    riff_length = struct.unpack("<I", stream.read(4))[0]
    if riff_length + 8 > length:
        raise ArtFileError("truncated", "the WebP file is truncated")
    stream.seek(12)
    kind = stream.read(4)
    stream.seek(20)
    data = stream.read(10)
    if kind == b"VP8X" and len(data) >= 10:
        return 1 + int.from_bytes(data[4:7], "little"), 1 + int.from_bytes(data[7:10], "little")
    if kind == b"VP8L" and len(data) >= 5:
        bits = int.from_bytes(data[1:5], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if kind == b"VP8 " and len(data) >= 10:
        return struct.unpack("<H", data[6:8])[0] & 0x3FFF, struct.unpack("<H", data[8:10])[0] & 0x3FFF
    raise ArtFileError("truncated", "the WebP file is damaged (unknown image header)")
