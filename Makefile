# Guesswork — `make run` plays, `make test` checks everything. Both install missing system packages.

SWIFT ?= swift
# gettext: msgfmt compiles the translations (po/) the game speaks when run from the tree.
# libadwaita 1.2 (Debian 12): GNOME's widgets and style; glib-compile-resources (libglib2.0-dev-bin)
# compiles the style sheet, icons and metainfo into the binary (data/guesswork.gresource.xml).
RUN_PACKAGES = libgtk-4-dev libadwaita-1-dev libglib2.0-dev-bin gettext
# locales: the Spanish tests run in a real es_ES.UTF-8 locale (tools/generate-locales.sh).
# gsettings-desktop-schemas: the desktop's light/dark and high-contrast keys, which libadwaita reads
# and Tests/EndToEnd/play.sh sets for the game alone.
# Tests/Accessibility: the AT-SPI bus and its Python client; Tests/Wayland and the UI tests on
# Wayland: weston (headless, and nested in Xvfb for a seat) and wl-clipboard.
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick dbus dbus-daemon \
	meson ninja-build desktop-file-utils appstream python3-gi x11-utils locales \
	at-spi2-core python3-pyatspi gir1.2-atspi-2.0 weston wl-clipboard gsettings-desktop-schemas
# benchmarks/run.sh: a private Xvfb and session bus, and the C baseline and timer it compiles.
BENCH_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-daemon gcc pkg-config libx11-dev libxdamage-dev libxtst-dev
# tools/make-meanings.py, which regenerates data/words/en/meanings*.txt from WordNet: only a
# maintainer changing that file needs it; building and testing read the shipped file.
MAINTAINER_PACKAGES = wordnet-base
RELEASE_BINARY = .build/release/guesswork
# Release builds: the flags and why each is there are in tools/release-flags.txt, which meson.build
# reads too (less memory and a quicker start, BENCHMARKS.md; the binary runs without the toolchain).
RELEASE_FLAGS = $(subst @ROOT@,$(CURDIR),$(shell grep -v '^\#' tools/release-flags.txt))

run: deps build
	./$(RELEASE_BINARY)

# (SwiftPM does not know the ordering file: a newer one forces the link.)
build: deps catalogues
	@if [ tools/startup-order.txt -nt $(RELEASE_BINARY) ]; then rm -f $(RELEASE_BINARY); fi
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product guesswork
	@./tools/check-startup-order.sh $(RELEASE_BINARY)

# tools/startup-order.txt made again, from a release start under callgrind (make build fails when it
# is stale: tools/check-startup-order.sh).
startup-order: deps-bench
	@./tools/install-system-packages.sh valgrind
	./tools/generate-startup-order.sh

# For benchmarks/run.sh and tools/generate-startup-order.sh, which build the same way.
print-release-flags:
	@echo $(RELEASE_FLAGS)

debug: deps catalogues
	$(SWIFT) build --product guesswork

# po/*.po compiled into .build/locale, where the game run from the tree finds them.
catalogues: deps
	@./tools/compile-catalogues.sh

# The es_ES.UTF-8 (and en_US.UTF-8) locales the tests run in.
locales: deps-test
	@./tools/generate-locales.sh

# po/guesswork.pot from the sources; update-po also merges it into every po/<lang>.po.
pot: deps
	./tools/update-pot.sh

update-po: deps
	./tools/update-pot.sh --merge

# No interpolated message, the template up to date, every translation complete.
check-translations: deps-test
	./tools/check-translations.py

# The word lists of every length: format, answers among guesses, none offensive, sizes.
check-wordlists:
	python3 ./tools/check-wordlists.py

deps:
	@./tools/install-system-packages.sh $(RUN_PACKAGES)

deps-test:
	@./tools/install-system-packages.sh $(TEST_PACKAGES)

deps-bench:
	@./tools/install-system-packages.sh $(BENCH_PACKAGES)

deps-maintainer:
	@./tools/install-system-packages.sh $(MAINTAINER_PACKAGES)

# data/words/en/meanings*.txt (every length) again from WordNet (the same bytes for the same
# wordnet-base).
meanings: deps-maintainer
	python3 tools/make-meanings.py --report

# Engine, view-model and in-process UI tests on X11; the UI tests again on Wayland (headless
# weston) and the pixel checks at GDK_SCALE=2; then the built binary: end to end with xdotool, as a
# screen reader and a keyboard-only player meet it (AT-SPI), and on Wayland (start-up, clipboard).
# Each under its own Xvfb or weston. Any GLib critical fails them (G_DEBUG).
# The game must not load Foundation or ICU again. Before them: the translations (complete,
# template up to date) and the locales the Spanish tests run in.
# After the one build, the runs are independent and mostly wait (on animations, timeouts, the X
# server): they run TEST_JOBS at a time, each one's output in one block (make -O), each timed by
# tools/phase.sh. The unit tests and the X11 UI tests run through `meson test` (`swift test`, as a
# distribution runs them); the other steps run the test bundle directly, as `swift test
# --skip-build` would (SwiftPM lets only one process use .build at a time).
# As many jobs as cores: more only slowed each step on the 2-core CI machine (frames waited for
# under load are what once needed reruns), never sped up the run.
CORES := $(shell nproc 2>/dev/null || echo 2)
TEST_JOBS ?= $(CORES)
# The tests that need a locale (es_ES.UTF-8, en_US.UTF-8) fail without it here, never skip:
# `make test` generates them first (a plain `swift test` skips them, saying how to add them).
export GUESSWORK_REQUIRE_LOCALES = 1
TESTS = .build/debug/GuessworkPackageTests.xctest
# The UI tests run with freed memory poisoned and glibc's heap checks on (its debug malloc, which
# MALLOC_CHECK_ needs since glibc 2.34): a use after free fails there at once instead of passing
# by luck (a toast freed under its animation crashed `meson test`, which poisons, and never this).
MALLOC_DEBUG = LD_PRELOAD=$(firstword $(wildcard /usr/lib/*/libc_malloc_debug.so.0)) MALLOC_PERTURB_=165 MALLOC_CHECK_=3
PARALLEL = $(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target
TEST_RUNS = test-meson test-wayland test-scale2 test-end-to-end test-challenge \
	test-accessibility test-wayland-scripts

# `make test SANITIZE=1` (what .ci/run calls) adds make sanitize's steps and a short fuzzing run
# (test-fuzz) to the same set of jobs.
test: deps-test locales catalogues check-translations check-wordlists meson-check
	$(if $(SANITIZE),$(PARALLEL) -j$(CI_JOBS) CI_ORDER=1 $(SANITIZE_RUNS) test-fuzz $(TEST_RUNS),$(PARALLEL) $(TEST_RUNS))

# The steps of `make test` (run them through `make test`, which installs and checks first).
test-build:
	./tools/phase.sh build ./tools/check-warnings.sh $(SWIFT) build --build-tests
	./tools/check-foundation-free.sh .build/debug/guesswork

# The unit tests (Swift Testing) and the UI tests under Xvfb, through `meson test` as a
# distribution runs them (tools/meson-test.sh), on this debug build; about 1,000 s in CI. With
# meson's own MALLOC_PERTURB_, not glibc's debug malloc: that would be preloaded into SwiftPM too,
# whose libdispatch crashed under it in CI (the Wayland step runs the same UI tests under it).
test-meson: test-build
	G_DEBUG=fatal-criticals ./tools/phase.sh meson-test ./tools/meson-test.sh

test-wayland: test-build
	$(MALLOC_DEBUG) G_DEBUG=fatal-criticals ./tools/phase.sh wayland ./tools/rerun-frame-stalls.sh \
	  ./tools/with-wayland.sh $(TESTS)

test-scale2: test-build
	$(MALLOC_DEBUG) G_DEBUG=fatal-criticals GDK_SCALE=2 GUESSWORK_SCREEN=3840x2160x24 ./tools/phase.sh scale-2 \
	  ./tools/with-display.sh $(TESTS) GuessworkUITests.RenderingUITests,GuessworkUITests.HiDPIUITests

test-end-to-end: test-build
	G_DEBUG=fatal-criticals ./tools/phase.sh end-to-end ./tools/with-display.sh \
	  Tests/EndToEnd/play.sh
	./tools/phase.sh command-line-language Tests/EndToEnd/command-line-language.sh

test-challenge: test-build
	G_DEBUG=fatal-criticals ./tools/phase.sh challenge ./tools/with-display.sh \
	  Tests/EndToEnd/challenge.sh
	G_DEBUG=fatal-criticals ./tools/phase.sh hostile-files ./tools/with-display.sh \
	  Tests/EndToEnd/hostile-files.sh
	G_DEBUG=fatal-criticals ./tools/phase.sh two-games ./tools/with-display.sh \
	  Tests/EndToEnd/two-games.sh
	G_DEBUG=fatal-criticals ./tools/phase.sh repair-kill ./tools/with-display.sh \
	  Tests/EndToEnd/repair-kill.sh
	$(MALLOC_DEBUG) G_DEBUG=fatal-criticals ./tools/phase.sh stress ./tools/with-display.sh \
	  Tests/EndToEnd/stress.sh

test-accessibility: test-build
	G_DEBUG=fatal-criticals ./tools/phase.sh at-spi ./tools/with-display.sh \
	  Tests/Accessibility/run.sh

test-wayland-scripts: test-build
	G_DEBUG=fatal-criticals ./tools/phase.sh wayland-startup ./tools/with-wayland.sh \
	  Tests/Wayland/startup.sh
	G_DEBUG=fatal-criticals ./tools/phase.sh wayland-clipboard ./tools/with-display.sh \
	  Tests/Wayland/clipboard.sh

# The engine, view-model and solver tests and the in-process UI tests under AddressSanitizer (with
# LeakSanitizer), then under ThreadSanitizer, each in its own build folder (.build-address,
# .build-thread); both must be clean (tools/sanitize.sh). Under ThreadSanitizer, the UI tests that
# run the game's other threads: the background save queue (every saved guess; a write that fails,
# restarts that read what was saved) and the review service (a review computed off the main
# thread, the opening prepared when a round ends). Of the review's tests, one (a round's review
# worked out in the background and shown): the others repeat that solver work, through the same
# threads, at up to a minute each under ThreadSanitizer on a busy machine.
# The ThreadSanitizer build starts when the AddressSanitizer one is done, beside its test runs.
THREAD_UI_TESTS = GuessworkUITests.DialogsUITests,GuessworkUITests.RestoreUITests,$\
	GuessworkUITests.ReviewUITests/testTheStatisticsOfferTheReviewAfterARoundAndItShowsEachGuess,$\
	GuessworkUITests.RoundEndUITests
SANITIZE_RUNS = sanitize-address-unit sanitize-address-ui sanitize-thread-unit sanitize-thread-ui

sanitize: deps-test locales catalogues
	$(PARALLEL) $(SANITIZE_RUNS)

sanitize-address-build:
	./tools/phase.sh address-build ./tools/sanitize.sh address build

sanitize-address-unit: sanitize-address-build
	./tools/phase.sh address-unit ./tools/sanitize.sh address unit

sanitize-address-ui: sanitize-address-build
	./tools/phase.sh address-ui ./tools/sanitize.sh address ui

sanitize-thread-build: | sanitize-address-build
	./tools/phase.sh thread-build ./tools/sanitize.sh thread build

sanitize-thread-unit: sanitize-thread-build
	./tools/phase.sh thread-unit ./tools/sanitize.sh thread unit

sanitize-thread-ui: sanitize-thread-build
	./tools/phase.sh thread-ui ./tools/sanitize.sh thread ui $(THREAD_UI_TESTS)

# The readers fuzzed with coverage guidance (libFuzzer and AddressSanitizer, tools/fuzz.sh): every
# target of Tests/Fuzz from its corpus for FUZZ_SECONDS each (600 by default), one line each
# (executions, executions a second, coverage, findings); a finding fails it and is kept in
# .build-fuzz/findings. CI runs every target for CI_FUZZ_SECONDS (test-fuzz), after the debug
# build, beside the other runs. `make fuzz-merge` minimises the corpora a run grew into
# Tests/Fuzz/Corpus.
FUZZ_SECONDS ?= 600
CI_FUZZ_SECONDS ?= 15
fuzz: deps-test
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./tools/phase.sh fuzz ./tools/fuzz.sh

fuzz-merge: deps-test
	./tools/fuzz.sh --merge

test-fuzz: test-build
	FUZZ_SECONDS=$(CI_FUZZ_SECONDS) ./tools/phase.sh fuzz ./tools/fuzz.sh

# CI (.ci/run): everything `make test` and `make sanitize` run, as one set of jobs, so the
# sanitizer builds use the cores the test runs leave idle: the AddressSanitizer build starts when
# the debug build is done.
# The sanitizer jobs are named first so that make starts the AddressSanitizer build as soon as
# the debug build is done, before the debug build's test runs take the other job slots.
CI_JOBS ?= $(CORES)
ci:
	$(MAKE) --no-print-directory test SANITIZE=1

ifdef CI_ORDER
sanitize-address-build: | test-build
endif

ui-tests: deps-test locales catalogues
	$(SWIFT) build --build-tests
	G_DEBUG=fatal-criticals ./tools/with-display.sh $(SWIFT) test --skip-build --filter GuessworkUITests

# The screen-reader and keyboard-only checks (AT-SPI + xdotool) and the Wayland ones, alone.
accessibility: deps-test catalogues
	$(SWIFT) build --product guesswork
	./tools/with-display.sh Tests/Accessibility/run.sh

wayland: deps-test locales catalogues
	$(SWIFT) build --build-tests
	./tools/with-wayland.sh $(SWIFT) test --skip-build --filter GuessworkUITests
	./tools/with-wayland.sh Tests/Wayland/startup.sh
	./tools/with-display.sh Tests/Wayland/clipboard.sh

end-to-end: deps-test locales catalogues
	$(SWIFT) build --product guesswork
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/play.sh
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/challenge.sh
	Tests/EndToEnd/command-line-language.sh

# The meson build (configure + desktop-file and AppStream validators, no compile): about a second.
meson-check: deps-test
	./tools/meson-check.sh

# Start-up, memory and engine benchmarks against the targets of BENCHMARKS.md; builds release in
# .build-bench/, apart from the main build. `./benchmarks/run.sh startup` runs one part.
bench: deps-bench
	./benchmarks/run.sh

clean:
	rm -rf .build .build-* builddir

.PHONY: run test sanitize ci build debug ui-tests accessibility wayland end-to-end meson-check \
	bench clean deps deps-test deps-bench deps-maintainer meanings print-release-flags startup-order catalogues \
	locales pot update-po check-translations check-wordlists test-build $(TEST_RUNS) sanitize-address-build \
	sanitize-thread-build $(SANITIZE_RUNS) fuzz fuzz-merge test-fuzz
