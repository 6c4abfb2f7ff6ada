"""Contrast: the colours every widget is drawn with, derived from a theme, and the WCAG checks
they must pass (4.5:1 for text, 3:1 for large text and focus indicators).

The window's palette and style sheet (triangles.ui.style) are built from `ui_colors()`, so what
is checked here is what the player sees. A theme whose own colours cannot give readable widgets
(text too close to the panel, a highlight that vanishes) is repaired by `make_readable()` when it
is loaded, with one warning. No Qt here: colours are "#rrggbb" / "#aarrggbb" strings.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Theme

#: WCAG 2.1 AA: normal text, large text (and focus indicators, non-text contrast).
TEXT, LARGE = 4.5, 3.0


def rgba(color: str) -> tuple[int, int, int, int]:
    """(r, g, b, a) of "#rrggbb" or "#aarrggbb"."""
    h = color.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) == 8:
        return int(h[2:4], 16), int(h[4:6], 16), int(h[6:8], 16), int(h[0:2], 16)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 255


def hex_rgb(r: float, g: float, b: float) -> str:
    return "#{:02x}{:02x}{:02x}".format(*(max(0, min(255, round(v))) for v in (r, g, b)))


def mix(base: str, over: str, amount: float) -> str:
    """`over` laid on `base` at `amount` opacity (times `over`'s own alpha), as an opaque colour."""
    b, o = rgba(base), rgba(over)
    a = amount * o[3] / 255
    return hex_rgb(*(x + (y - x) * a for x, y in zip(b[:3], o[:3])))


def luminance(color: str) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b, _ = rgba(color)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two opaque colours (1 .. 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _crossing(fg: str, toward: str, bg: str, ratio: float) -> tuple[float, float]:
    """Where, mixing `fg` towards `toward` (0 = fg, 1 = toward), the contrast with `bg` crosses
    `ratio`, to 20 halvings: (lo, hi) with the side of `fg` at lo and the side of `toward` at hi."""
    lo, hi = 0.0, 1.0
    lo_reads = contrast(fg, bg) >= ratio
    for _ in range(20):
        mid = (lo + hi) / 2
        if (contrast(mix(fg, toward, mid), bg) >= ratio) == lo_reads:
            lo = mid
        else:
            hi = mid
    return lo, hi


def readable(fg: str, bg: str, ratio: float) -> str:
    """`fg` itself if it stands out `ratio`:1 from `bg`, else `fg` moved towards black or white
    (the side that can get there, the nearer first) just far enough."""
    fg = mix("#000000", fg, 1.0) if len(fg.lstrip("#")) == 8 else fg
    if contrast(fg, bg) >= ratio:
        return fg
    ends = ("#000000", "#ffffff") if luminance(fg) < luminance(bg) else ("#ffffff", "#000000")
    for end in ends:
        if contrast(end, bg) < ratio:
            continue
        _, reads = _crossing(fg, end, bg, ratio)  # the least amount of `end` that reads
        return mix(fg, end, reads)
    return max(("#000000", "#ffffff"), key=lambda end: contrast(end, bg))


def dimmed(fg: str, bg: str, ratio: float) -> str:
    """`fg` faded towards `bg` until it stands out only `ratio`:1 (disabled text: still legible,
    plainly not active)."""
    if contrast(fg, bg) <= ratio:
        return fg
    still_reads, _ = _crossing(fg, bg, bg, ratio)  # the farthest towards bg that still reads
    return mix(fg, bg, still_reads)


@dataclass(frozen=True)
class UiColors:
    """Every colour the widgets are drawn with, opaque; field names say where each goes."""

    window: str  # dialogs and panels
    text: str
    base: str  # input fields, lists, file dialog views
    alternate: str
    button: str
    button_text: str
    disabled_text: str
    placeholder: str
    selection: str  # selected list item, menu item under the pointer
    selection_text: str
    focus: str  # focus rings, the ticked box, the selected row of Qt's own lists
    focus_text: str
    link: str
    tooltip: str
    tooltip_text: str
    primary: str  # the "New game" button
    primary_text: str
    header: str
    toast: str
    toast_text: str


def ui_colors(theme: Theme) -> UiColors:
    """The widgets' colours for `theme`, each text colour made readable on what it sits on."""
    panel = mix("#000000", theme.panel, 1.0)
    text = theme.text
    base = mix(panel, text, 0.07)
    button = mix(panel, text, 0.10)
    header = mix(panel, text, 0.12)
    darkest = min((panel, base, button, header), key=lambda c: contrast(c, text))
    text = readable(text, darkest, TEXT)
    selection = mix(panel, theme.highlight, 0.30)
    tooltip = mix(panel, text, 0.14)
    primary = mix(panel, theme.player1, 0.85)
    primary_text = max(("#000000", "#ffffff"), key=lambda c: contrast(c, primary))
    if contrast(primary_text, primary) < TEXT:  # a mid-tone player colour: move the button away
        primary = readable(primary, primary_text, TEXT)
    focus = readable(theme.highlight, min((panel, base, button), key=lambda c: contrast(c, theme.highlight)), LARGE)
    toast = mix(panel, "#000000", 0.55)
    return UiColors(
        window=panel, text=text, base=base, alternate=mix(panel, text, 0.04), button=button,
        button_text=text, disabled_text=dimmed(text, button, LARGE), placeholder=dimmed(text, base, TEXT),
        selection=selection, selection_text=readable(text, selection, TEXT), focus=focus,
        focus_text=readable(max(("#000000", "#ffffff"), key=lambda c: contrast(c, focus)), focus, TEXT),
        link=readable(theme.highlight, base, TEXT), tooltip=tooltip, tooltip_text=readable(text, tooltip, TEXT),
        primary=primary, primary_text=primary_text, header=header,
        toast=toast, toast_text=readable(text, toast, TEXT),
    )


@dataclass(frozen=True)
class Pair:
    """Something drawn on something else, and the contrast it needs."""

    what: str
    fg: str
    bg: str
    minimum: float

    @property
    def ratio(self) -> float:
        return contrast(self.fg, self.bg)

    @property
    def ok(self) -> bool:
        return self.ratio >= self.minimum - 1e-9


def pairs(ui: UiColors) -> list[Pair]:
    """What must stand out from what in the widgets, with the ratio each needs."""
    return [
        Pair("text on window", ui.text, ui.window, TEXT),
        Pair("text on input field", ui.text, ui.base, TEXT),
        Pair("text on alternate row", ui.text, ui.alternate, TEXT),
        Pair("button text", ui.button_text, ui.button, TEXT),
        Pair("table header", ui.text, ui.header, TEXT),
        Pair("placeholder text", ui.placeholder, ui.base, TEXT),
        Pair("selected item", ui.selection_text, ui.selection, TEXT),
        Pair("selected row", ui.focus_text, ui.focus, TEXT),
        Pair("tooltip", ui.tooltip_text, ui.tooltip, TEXT),
        Pair("primary button", ui.primary_text, ui.primary, TEXT),
        Pair("message", ui.toast_text, ui.toast, TEXT),
        Pair("link", ui.link, ui.base, TEXT),
        Pair("disabled text", ui.disabled_text, ui.button, LARGE),
        Pair("disabled text on window", ui.disabled_text, ui.window, LARGE),
        Pair("focus ring on window", ui.focus, ui.window, LARGE),
        Pair("focus ring on button", ui.focus, ui.button, LARGE),
        Pair("focus ring on input field", ui.focus, ui.base, LARGE),
        Pair("ticked box", ui.focus, ui.base, LARGE),
    ]


def problems(theme: Theme) -> list[Pair]:
    return [p for p in pairs(ui_colors(theme)) if not p.ok]


#: How much of the text colour tints fields, buttons, headers and tooltips (see `ui_colors`).
_TINTS = (0.0, 0.04, 0.07, 0.10, 0.12, 0.14)


def _text_reads(text: str, panel: str) -> bool:
    return all(contrast(text, mix(panel, text, a)) >= TEXT + 0.05 for a in _TINTS)


def _readable_text(text: str, panel: str) -> str | None:
    """The least change of `text` towards black or white that reads on every surface made from
    `panel`, or None if neither end gets there."""
    found = []
    for end in ("#000000", "#ffffff"):
        if not _text_reads(end, panel):
            continue
        lo, hi = 0.0, 1.0
        for _ in range(20):
            mid = (lo + hi) / 2
            if _text_reads(mix(text, end, mid), panel):
                hi = mid
            else:
                lo = mid
        found.append((hi, mix(text, end, hi)))
    return min(found)[1] if found else None


def make_readable(theme: Theme) -> tuple[Theme, list[str]]:
    """`theme` with its window text (and if need be its panel) and highlight moved just enough
    to read on the panel and on the fields and buttons made from it, and the keys changed
    (empty if it was fine). The board's colours are left alone."""
    panel = mix("#000000", theme.panel, 1.0)
    text = mix("#000000", theme.text, 1.0)
    changes: dict[str, str] = {}
    if not _text_reads(text, panel):
        fixed = _readable_text(text, panel)
        away = "#000000" if luminance(text) > luminance(panel) else "#ffffff"
        while fixed is None:  # a mid-grey panel: move it away from the text until the text reads
            panel = mix(panel, away, 0.15)
            changes["panel"] = panel
            fixed = _readable_text(text, panel)
        changes["text"] = text = fixed
    hardest = min((mix(panel, text, a) for a in (0.0, 0.07, 0.10)), key=lambda c: contrast(c, theme.highlight))
    if contrast(theme.highlight, hardest) < LARGE:
        changes["highlight"] = readable(theme.highlight, hardest, LARGE + 0.1)
    if not changes:
        return theme, []
    return theme.with_values(**changes), sorted(changes)


# ---------------------------------------------------------------------------------- the board
#: Below this contrast with the background a segment or a star hardly shows. WCAG asks 3:1 of
#: graphics a person must see; the board's lines are thicker than text strokes and glow, so a
#: little less still shows (the built-in themes' lowest is 3.9: Colour-safe's player 2).
SHOWS = 1.8
#: Below this distance (CIE76 ΔE in Lab) two colours are taken for one at a glance.
APART = 20.0


def _lab(color: str) -> tuple[float, float, float]:
    """CIE Lab (D65) of an opaque sRGB colour."""
    def linear(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in rgba(color)[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def colour_distance(a: str, b: str) -> float:
    """How far apart two opaque colours look (CIE76 ΔE; about 2.3 is just noticeable)."""
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b))) ** 0.5


def board_problems(theme: Theme) -> list[str]:
    """What would make a game in this theme hard to follow, as keys: "players_alike" (the two
    players' segments look the same), "player1_faint" / "player2_faint" (a player's segments
    hardly show on the background), "stars_faint". The background is checked at its top and
    its bottom, whichever is worse."""
    backgrounds = (theme.background_top, theme.background_bottom)
    found = []
    if colour_distance(theme.player1, theme.player2) < APART:
        found.append("players_alike")
    for key, colour in (("player1_faint", theme.player1), ("player2_faint", theme.player2), ("stars_faint", theme.star)):
        if min(contrast(mix(sky, colour, 1.0), sky) for sky in backgrounds) < SHOWS:
            found.append(key)
    return found
