#!/usr/bin/env bash
# Installs UniDic (the unidic-lite packaging of UniDic 2.1.2, BSD licence), the Japanese
# dictionary Showbook's MeCab reads Japanese words with: readings chosen in context and one
# dictionary form for every spelling of a word. It comes from its pinned PyPI source archive
# through install.sh (which says where it goes and how it is checked). The app looks in
# $SHOWBOOK_UNIDIC first, then the user's folder, then the shared one, and reads Japanese with
# IPADIC (saying so in one line) when none holds the dictionary.
#
# Usage: scripts/dicts/unidic-lite.sh          install unless the pinned version is there
#        scripts/dicts/unidic-lite.sh --dir    print the folder this user installs into
# Exit status: as install.sh's.
set -euo pipefail
# MeCab's compiled dictionary, its settings and the licence; the .def sources and the manual stay out.
exec "$(dirname "$0")/install.sh" "${1:-install}" unidic-lite 1.0.8 \
  db9d4572d9fdd4d00a97949d4b0741ec480ee05a7e7e2e32f547500dae27b245 unidic_lite "47 MB; 250 MB unpacked" \
  sys.dic matrix.bin char.bin unk.dic dicrc COPYING BSD
