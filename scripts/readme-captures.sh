#!/usr/bin/env bash
# Prints the README's screen captures from the real app in an 80×20 tmux pane, on a fresh
# database with the sample book (and a second book made on the Books tab): search, detail,
# Books, a book with statistics, a flipped study card, the close modal, Today, and an episode
# list with coverage (three registered episodes, some of their words reviewed) and a card heard
# in a watched episode (episodes 1 and 2 marked). Usage: scripts/readme-captures.sh [BINARY]
set -euo pipefail
bin=${1:-.build/debug/showbook}
work=$(mktemp -d)
trap 'tmux -L readme kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" HOME="$work"
t() { tmux -L readme "$@"; }
wait_for() {  # wait_for TEXT: poll the pane until TEXT shows (10 s deadline)
  for _ in $(seq 1 100); do t capture-pane -p -t cap | grep -qF -- "$1" && return 0; sleep 0.1; done
  echo "readme-captures: timed out waiting for “$1”" >&2; t capture-pane -p -t cap >&2; exit 1
}
wait_gone() {  # wait_gone TEXT: poll the pane until TEXT is gone (10 s deadline)
  for _ in $(seq 1 100); do t capture-pane -p -t cap | grep -qF -- "$1" || return 0; sleep 0.1; done
  echo "readme-captures: “$1” never went away" >&2; exit 1
}
shot() { echo "**$1**"; echo; echo '```'; t capture-pane -p -t cap; echo '```'; echo; }
t new-session -d -s cap -x 80 -y 20 -e TERM=xterm-256color -e LANG=C.UTF-8 -e ESCDELAY=25 "$bin"
wait_for "Search:"
t send-keys -t cap -l "게임"; wait_for "Search: 게임"; wait_gone "846 shows"; wait_gone "searching…"; shot "Search (typing \`게임\`)"
t send-keys -t cap Enter; wait_for "Network"; shot "Detail"
t send-keys -t cap Escape; t send-keys -t cap M-3; wait_for "Word books"
t send-keys -t cap n; wait_for "New book"; t send-keys -t cap -l "Drama words"; t send-keys -t cap Enter; wait_for "2 books"
shot "Books"
t send-keys -t cap Down Enter; wait_for "mature · "; t send-keys -t cap t; wait_for "Study days"; shot "A book, with statistics (\`t\`)"
t send-keys -t cap s; wait_for "Study:"; t send-keys -t cap Space; wait_for "나는 너를 사랑해"; shot "Study (card flipped)"
t send-keys -t cap Escape; wait_for "mature · "; t send-keys -t cap t; wait_gone "Study days"
t send-keys -t cap c; wait_for "Close “"; wait_for "[ Move ]"; wait_for "They keep schedules and history."; shot "Closing a book"
t send-keys -t cap Escape; t send-keys -t cap M-4; wait_for "Enter study"; shot "Today"
t kill-session -t cap
# Coverage: three episodes registered with the CLI, nine of their words reviewed into Young.
mkdir -p "$work/Harbour/Season 1"
episode() {  # episode N LINE…: an SRT file of one cue per line
  local n=$1 i=0; shift
  for line in "$@"; do i=$((i + 1)); printf '%d\n00:00:%02d,000 --> 00:00:%02d,900\n%s\n\n' "$i" "$i" "$i" "$line"; done \
    > "$work/Harbour/Season 1/Harbour - 0$n.srt"
}
episode 1 "Where is the harbour master?" "The boat left early this morning." "I need a ticket to the island." \
  "The weather is bad today." "Wait for me at the station."
episode 2 "The boat is late again." "Did you buy a ticket?" "The island is quiet in winter." \
  "My brother works at the harbour." "We will leave tomorrow morning."
episode 3 "The lighthouse keeper saw a strange light." "Nobody believed his story." "The storm destroyed the old pier." \
  "Fishermen gathered at dawn." "A stranger arrived by ferry."
"$bin" subtitles add bundled:1 "$work/Harbour/Season 1" > /dev/null
"$bin" mine "$work/Harbour/Season 1/Harbour - 01.srt" --into "Harbour words" --top 30 > /dev/null
first=$(date -u -d '-2 hour' +%Y-%m-%dT%H:%M:%SZ); second=$(date -u -d '-110 min' +%Y-%m-%dT%H:%M:%SZ)
for word in boat ticket island weather station morning early leave harbour; do
  "$bin" books review "Harbour words" "$word" good --at "$first" > /dev/null
  "$bin" books review "Harbour words" "$word" good --at "$second" > /dev/null
done
t new-session -d -s cap -x 80 -y 20 -e TERM=xterm-256color -e LANG=C.UTF-8 -e ESCDELAY=25 "$bin"
wait_for "Search:"
t send-keys -t cap -l "Breaking Bad"; wait_for "1 show"; t send-keys -t cap Enter; wait_for "median of 3 episodes"
t send-keys -t cap Enter; wait_for "today · 16 new"; wait_for "coverage: now"; shot "Episodes with coverage"
# Heard it: episodes 1 and 2 marked watched, then a card of the Harbour book flipped.
t send-keys -t cap Space; wait_for "watched 1/3"; t send-keys -t cap Space; wait_for "watched 2/3"
t send-keys -t cap M-3; wait_for "Harbour words"; t send-keys -t cap Enter; wait_for "c close book"
t send-keys -t cap s; wait_for "Study:"; t send-keys -t cap Space; wait_for "heard in"; shot "Study (card flipped, heard in a watched episode)"
