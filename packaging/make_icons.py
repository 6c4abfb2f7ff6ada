"""Render the game's icon: two scored triangles between four glowing stars on deep space, in
the Nebula theme's player colours. Writes packaging/icons/triangles.png (512 px), a PNG per
common size and triangles.ico (Windows: executables, installer, saved-game files).

    python packaging/make_icons.py

The files are committed; run this again only to change the artwork. Small sizes are drawn with
thicker lines, without the twinkles and the faint background stars so they stay readable at 16 px.
"""

from __future__ import annotations

import random
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

OUT = Path(__file__).resolve().parent / "icons"
#: The window icon's copies in the app's package data (triangles.ui.app.ICON_SIZES).
APP_ASSETS = Path(__file__).resolve().parent.parent / "app" / "triangles" / "ui" / "assets"
APP_SIZES = (32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZES = (32, 48, 64, 128, 256, 512)

# The Nebula theme's colours (triangles.theme.model): space, stars, player 1 and player 2.
SPACE_TOP = QColor("#0b1030")
SPACE_BOTTOM = QColor("#1d0b33")
STAR = QColor("#fff6e0")
GLOW = QColor("#ffd68a")
PLAYER1 = QColor("#ff5a36")
PLAYER2 = QColor("#3d8bff")

# Four stars in a unit square (0..1): two triangles sharing the edge b-c.
A, B, C, D = (0.20, 0.74), (0.50, 0.20), (0.56, 0.80), (0.84, 0.46)


def render(size: int) -> QImage:
    """The icon at `size` x `size` pixels, transparent outside its rounded square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    small = size <= 32

    # Background: a rounded square with the theme's vertical gradient.
    margin = s * (0.02 if small else 0.04)
    frame = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
    background = QLinearGradient(0, margin, 0, s - margin)
    background.setColorAt(0, SPACE_TOP)
    background.setColorAt(1, SPACE_BOTTOM)
    rounded = QPainterPath()
    rounded.addRoundedRect(frame, s * 0.18, s * 0.18)
    p.fillPath(rounded, QBrush(background))
    p.setClipPath(rounded)

    if not small:  # faint distant stars, always the same
        rng = random.Random(7)
        for _ in range(int(40 * (s / 256))):
            x, y = rng.uniform(0, s), rng.uniform(0, s)
            shade = QColor(STAR)
            shade.setAlphaF(rng.uniform(0.15, 0.45))
            r = rng.uniform(0.4, 1.1) * s / 256
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(shade)
            p.drawEllipse(QPointF(x, y), r, r)

    def at(point: tuple[float, float]) -> QPointF:
        return QPointF(point[0] * s, point[1] * s)

    line = max(1.0, s * (0.055 if small else 0.03))
    for corners, colour in (((A, B, C), PLAYER1), ((B, D, C), PLAYER2)):
        fill = QColor(colour)
        fill.setAlphaF(0.72)
        polygon = QPolygonF([at(c) for c in corners])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawPolygon(polygon)
    pen = QPen(PLAYER1, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen)
    p.drawPolyline(QPolygonF([at(B), at(A), at(C)]))
    pen.setColor(PLAYER2)
    p.setPen(pen)
    p.drawPolyline(QPolygonF([at(B), at(D), at(C)]))
    # The shared side, drawn last, by player 1 (who closed the first triangle).
    pen.setColor(PLAYER1.lighter(115))
    p.setPen(pen)
    p.drawLine(at(B), at(C))

    # Stars: a soft halo and a bright core with four short rays.
    core = s * (0.05 if small else 0.038)
    for point in (A, B, C, D):
        centre = at(point)
        halo = QRadialGradient(centre, core * 3.2)
        glow = QColor(GLOW)
        glow.setAlphaF(0.75)
        halo.setColorAt(0, glow)
        halo.setColorAt(1, QColor(255, 214, 138, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(halo))
        p.drawEllipse(centre, core * 3.2, core * 3.2)
        if not small:  # a four-pointed twinkle behind the core
            reach = core * 2.7
            twinkle = QPainterPath(centre + QPointF(0, -reach))
            for dx, dy in ((reach, 0), (0, reach), (-reach, 0), (0, -reach)):
                twinkle.quadTo(centre, centre + QPointF(dx, dy))
            p.setBrush(STAR)
            p.drawPath(twinkle)
        p.setBrush(STAR)
        p.drawEllipse(centre, core, core)
    p.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """A 32-bit icon bitmap: BITMAPINFOHEADER (double height for the mask), BGRA rows bottom-up,
    then an all-zero AND mask (transparency comes from the alpha channel)."""
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # little-endian bytes: B, G, R, A
    w, h = argb.width(), argb.height()
    rows = [bytes(argb.constScanLine(y))[: w * 4] for y in range(h)]
    mask_row = ((w + 31) // 32) * 4
    pixels = b"".join(reversed(rows))
    mask = bytes(mask_row * h)
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + mask


def ico_bytes(images: list[QImage]) -> bytes:
    """An .ico holding every image: 256 px as PNG (as Windows expects), smaller ones as bitmaps
    for the widest compatibility."""
    payloads = [png_bytes(img) if img.width() >= 256 else dib_bytes(img) for img in images]
    offset = 6 + 16 * len(images)
    directory = b""
    for img, payload in zip(images, payloads):
        w = img.width() % 256  # 0 means 256
        directory += struct.pack("<BBBBHHII", w, w, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
    return struct.pack("<HHH", 0, 1, len(images)) + directory + b"".join(payloads)


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (QPainter on QImage needs fonts/platform)
    OUT.mkdir(exist_ok=True)
    for size in PNG_SIZES:
        name = "triangles.png" if size == 512 else f"triangles-{size}.png"
        render(size).save(str(OUT / name), "PNG")
    (OUT / "triangles.ico").write_bytes(ico_bytes([render(size) for size in ICO_SIZES]))
    APP_ASSETS.mkdir(exist_ok=True)
    for size in APP_SIZES:
        name = f"triangles-{size}.png"
        (APP_ASSETS / name).write_bytes((OUT / name).read_bytes())
    print(f"icons written to {OUT} and {APP_ASSETS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
