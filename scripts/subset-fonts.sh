#!/usr/bin/env bash
# Regenerates the web fonts in app/ui/fonts from the @fontsource packages.
# Not part of the build (the output is committed): it needs HarfBuzz's hb-subset
# and Google's woff2_compress (Debian: apt-get install libharfbuzz-bin woff2).
#
# Why: the package's latin file carries every weight of Fraunces, 36 KB. We keep
# two fixed weights, 600 for headings (every page) and 400 for quotations (home,
# about), each with the layout features text needs (kerning, ligatures,
# contextual forms, tabular figures); a page fetches only the ones it uses.
# Body text needs no file: it is in the visitor's system font (ADR 24).
set -euo pipefail
cd "$(dirname "$0")/.."
out=app/ui/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Basic Latin, Latin-1, the typographic punctuation our copy uses, ₹ and €, arrows, minus.
latin="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+20B9,U+2122,U+2190,U+2192,U+2212"
# The "core" files hold only what the site's own pages use (ASCII, ©, ·, °, ×,
# dashes, quotes, bullet, ellipsis, ₹, arrows, minus); the 600 one is what every
# page preloads (12 KB instead of 17 KB). The latin files above serve any
# other character, and a browser fetches one only when a page has such a
# character (app/ui/app.css gives each its unicode-range; keep them in step).
core="U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20B9,U+2190,U+2192,U+2212"
features="kern,liga,calt,ccmp,locl,mark,mkmk,tnum"

subset() { # source.woff2 output-name unicodes [instance] [layout features]
  woff2_decompress "$1" >/dev/null 2>&1 || true
  cp "${1%.woff2}.ttf" "$work/in.ttf"
  hb-subset --unicodes="$3" --layout-features="${5:-$features}" ${4:+--instance="$4"} \
    --output-file="$work/$2.ttf" "$work/in.ttf"
  woff2_compress "$work/$2.ttf" >/dev/null
  mv "$work/$2.woff2" "$out/$2.woff2"
}

cp node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2 "$work/fraunces.woff2"
subset "$work/fraunces.woff2" fraunces-latin-600 "$latin" "wght=600"
subset "$work/fraunces.woff2" fraunces-latin-400 "$latin" "wght=400"
subset "$work/fraunces.woff2" fraunces-core-600 "$core" "wght=600"
subset "$work/fraunces.woff2" fraunces-core-400 "$core" "wght=400"
cp node_modules/@fontsource-variable/fraunces/LICENSE "$out/LICENSE-Fraunces.txt"

# Devanagari (ADR 25): fontsource's Devanagari file of Noto Sans Devanagari 400
# (50 KB) also covers Vedic accents and the Devanagari Extended and North Indic
# blocks, which Hindi never uses. Keeping U+0900-0970 (Hindi's letters, signs,
# danda and digits), the joiners and the dotted circle shapers draw for a
# stray mark, with every layout feature (the conjuncts live in GSUB), makes
# 38 KB: 12 KB less on every Hindi page. The package is not a dependency (only
# this file is used), so it is fetched from the registry for the run.
devanagari="U+0900-0970,U+200C-200D,U+25CC"
(cd "$work" && npm pack --silent @fontsource/noto-sans-devanagari@5.3.0 >/dev/null && tar xzf fontsource-noto-sans-devanagari-5.3.0.tgz)
subset "$work/package/files/noto-sans-devanagari-devanagari-400-normal.woff2" \
  noto-sans-devanagari-400 "$devanagari" "" "*"
cp "$work/package/LICENSE" "$out/LICENSE-NotoSansDevanagari.txt"
ls -l "$out"
