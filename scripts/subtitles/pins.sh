# The reference versions the subtitle checks use (sourced by reference.sh and
# scripts/bench/bounded.sh): pysubs2 reads the cues, and the source distributions of these
# three ship the real test files. Move a pin deliberately and run `make test`.
pysubs2_pin=pysubs2==1.8.1
sdist_pins=("$pysubs2_pin" webvtt-py==0.6.0 srt==3.5.3)
