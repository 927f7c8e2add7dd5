#!/usr/bin/env python3
"""Cuts the UI fonts down to the characters the game can show and embeds them in a C++ source.

    embed_fonts.py OUT.cpp CATALOGUE_DIR NAME=FONT_FILE [NAME=FONT_FILE ...]

The kept characters: printable ASCII, Latin-1, Latin Extended-A (Catalan, Italian, Spanish, French,
German, Polish, Czech and more), the punctuation and arrows the texts use, the letters of the names
people type most in Latin (Romanian, Pinyin), Cyrillic (NAME_RANGES), and every
character found in the catalogues under CATALOGUE_DIR (so a new text never shows a missing glyph).
Whatever else a player types (Chinese, Arabic, emoji...) the browser draws with its own fonts
(web/ui/text/run_glyphs.h): each range here costs bytes of every download, so only what is common is kept
(docs/text-drawing.md has the sizes). Each font becomes `const unsigned char kFont<NAME>[]` with its
size, declared in web/ui/text/fonts.h, with the characters kept (`kFontCodepointRanges`, the first font's)
and the font's em size per pixel of line height (what the browser's fonts must be set at to match).
The outlines become TrueType's (to_truetype: ImGui's atlas builds faster from them).
Needs fontTools (Debian: python3-fonttools); run with the system Python.
"""
import glob
import io
import os
import sys

from fontTools import subset
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

BASE_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A), (0x2190, 0x2193),
               (0x2212, 0x2212), (0x202F, 0x202F), (0x20AC, 0x20AC), (0x2713, 0x2713), (0x00D7, 0x00D7)]
# Names: Romanian comma letters, Pinyin tone letters, Cyrillic (Russian, Ukrainian, Belarusian,
# Serbian, Bulgarian, Macedonian; the Russian and Ukrainian catalogues need most of it anyway). All of
# Latin Extended-B, Greek and Cyrillic would be 54 KB gzipped for both fonts. Modern Greek (6.7 KB
# gzipped for both, and no catalogue in Greek) was taken out on 2026-12-07 to make the first visit
# smaller: a name in Greek is drawn by the browser's fonts, as Chinese or Arabic are.
NAME_RANGES = [(0x218, 0x21B), (0x1CD, 0x1DC), (0x400, 0x45F), (0x490, 0x491)]


def wanted_codepoints(catalogue_dir):
    cps = set()
    for lo, hi in BASE_RANGES + NAME_RANGES:
        cps.update(range(lo, hi + 1))
    for path in glob.glob(os.path.join(catalogue_dir, "*", "*.json")):
        with open(path, encoding="utf-8") as f:
            cps.update(ord(c) for c in f.read() if ord(c) >= 0x20)
    return cps


def ranges_of(cps):
    """Sorted code points as inclusive (first, last) ranges."""
    out = []
    for c in sorted(cps):
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def em_per_pixel_height(path):
    """ImGui sizes a font by its line (hhea ascent - descent = the pixel size); CSS by its em."""
    font = TTFont(path)
    return font["head"].unitsPerEm / (font["hhea"].ascent - font["hhea"].descent)


def subset_font(path, cps):
    # recalcTimestamp=False: the font's "modified" date stays Inter's, so the same sources build the
    # same bytes (it was the time of the build).
    font = TTFont(path, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = []  # ImGui 1.86 does no shaping or kerning
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [1, 2]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[c for c in cps if c in font.getBestCmap()])
    sub.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


# How far the quadratic outlines may stray from Inter's cubic ones, in font units (2,816 to the em):
# 0.06 pixels at the largest size drawn (the title's 23 px at 3 pixels a unit). 1 unit made the fonts
# 2 KB bigger gzipped for nothing visible.
CURVE_TOLERANCE = 4.0


def to_truetype(data):
    """The CFF font `data` with TrueType (quadratic) outlines instead.

    stb_truetype, which rasterizes ImGui's font atlas at the page's start, reads a TrueType glyph's
    box from its header and walks its outline directly, where it runs a CFF glyph's program twice (for
    the box, then the shape): the atlas builds in 40% less time (natively 4.2-4.7 ms against 7.0-7.9 ms
    for an English page's 232 characters in four sizes), for 8.5 KB more gzipped (docs/first-visit.md).
    """
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    glyphs = font.getGlyphSet()
    quadratic = {}
    for name in font.getGlyphOrder():
        pen = TTGlyphPen(glyphs)
        # CFF outlines run counter-clockwise, TrueType's clockwise.
        glyphs[name].draw(Cu2QuPen(pen, CURVE_TOLERANCE, reverse_direction=True))
        quadratic[name] = pen.glyph()
    del font["CFF "]
    builder = FontBuilder(font=font)
    builder.isTTF = True  # (it judged by the glyf table, which the font gets now)
    builder.setupGlyf(quadratic)
    builder.setupMaxp()  # version 1.0, as TrueType outlines need (its counts recomputed when saved)
    post = font["post"]  # the glyphs' names kept (format 2; a CFF font's post is format 3)
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    font.sfntVersion = "\x00\x01\x00\x00"
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    out_path, catalogue_dir = sys.argv[1], sys.argv[2]
    cps = wanted_codepoints(catalogue_dir)
    lines = ["// Generated by cmake/embed_fonts.py from Debian's font packages. Do not edit.",
             '#include "ui/text/fonts.h"', "namespace carc::ui {"]
    for i, arg in enumerate(sys.argv[3:]):
        name, path = arg.split("=", 1)
        if i == 0:
            kept = [c for c in cps if c in TTFont(path).getBestCmap()]
            flat = ",".join(f"{lo},{hi}" for lo, hi in ranges_of(kept))
            lines.append(f"const unsigned int kFontCodepointRanges[] = {{{flat},0}};")
            lines.append(f"const float kFontEmPerPixelHeight = {em_per_pixel_height(path):.6f}f;")
        data = to_truetype(subset_font(path, cps))
        body = ",".join(str(b) for b in data)
        lines.append(f"const unsigned char kFont{name}[] = {{{body}}};")
        lines.append(f"const int kFont{name}Size = {len(data)};")
    lines.append("}  // namespace carc::ui")
    text = "\n".join(lines) + "\n"
    if os.path.exists(out_path):
        with open(out_path, encoding="utf-8") as f:
            if f.read() == text:
                return
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
