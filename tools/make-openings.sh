#!/bin/sh
# Recomputes the review's shipped openings and the solver's replies to them
# (Sources/GuessworkSolver/ShippedOpenings.swift) from the word lists in data/words: run it
# after any list changes (`make test` fails until then).
# A release build of the engine and solver, then a few minutes on two cores.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
scratch=.build-openings
swift build -c release --product make-openings --scratch-path "$scratch"
"$(swift build -c release --scratch-path "$scratch" --show-bin-path)/make-openings" \
  data Sources/GuessworkSolver/ShippedOpenings.swift
