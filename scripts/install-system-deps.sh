#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
# Chromium and its headless shell (browser tests run in the shell, a third
# quicker; Lighthouse in the bench needs the full browser), PostgreSQL (data-layer tests on PostgreSQL),
# poppler-utils (the generated-PDF tests read files with pdfinfo, pdffonts and pdftotext),
# a Java runtime (the Nu HTML Checker, vnu-jar from npm, validates every page), ffmpeg
# (the build makes the how-to videos with it; the browser tests play them) and a
# basic font set with a Devanagari face (so headless Chromium renders text and
# axe can measure contrast), and python3-dkim (the mail tests verify DKIM
# signatures with it), prometheus (promtool checks the alert rules; the metrics
# test scrapes the site with it). Does nothing when all are present. Used by .ci/run; `npm test` only checks that Chromium is there.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
command -v pdffonts >/dev/null 2>&1 || missing+=(poppler-utils)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
fc-list 2>/dev/null | grep -qi 'dejavu\|noto\|liberation' || missing+=(fonts-dejavu-core)
# A Devanagari system face, as every phone and desktop system our visitors use
# has: without one, an English page's "हिन्दी" switch shows empty boxes in
# screenshots. Hindi pages name Noto Sans Devanagari first and fetch our copy
# of it when the system has none (ADR 25); a browser test checks whichever case
# the machine is in.
fc-list :lang=hi 2>/dev/null | grep -q . || missing+=(fonts-lohit-deva)
# dkimpy, the DKIM verifier the mail tests check our signatures with (not
# nodemailer's own code). Debian installs it for /usr/bin/python3, which a
# pyenv or virtualenv python3 earlier on the PATH does not see.
/usr/bin/python3 -c 'import dkim' 2>/dev/null || python3 -c 'import dkim' 2>/dev/null || missing+=(python3-dkim)
# Prometheus and promtool: the alert rules are checked and unit-tested with promtool, and
# the metrics test scrapes the built server with a real Prometheus (issue 45, ADR 67).
command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages present: chromium, its headless shell, postgresql, poppler-utils, java, ffmpeg, fonts, python3-dkim, prometheus"
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "missing ${missing[*]}: install them (Debian: apt-get install ${missing[*]}) and run again" >&2
  exit 1
fi
echo "apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
