# Guesswork — `make run` plays, `make test` checks everything. Both install missing system packages.

SWIFT ?= swift
# gettext: msgfmt compiles the translations (po/) the game speaks when run from the tree.
RUN_PACKAGES = libgtk-4-dev gettext
# locales: the Spanish tests run in a real es_ES.UTF-8 locale (tools/generate-locales.sh).
# Tests/Accessibility: the AT-SPI bus and its Python client; Tests/Wayland and the UI tests on
# Wayland: weston (headless, and nested in Xvfb for a seat) and wl-clipboard.
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick dbus dbus-daemon \
	meson ninja-build desktop-file-utils appstream python3-gi x11-utils locales \
	at-spi2-core python3-pyatspi gir1.2-atspi-2.0 weston wl-clipboard
# benchmarks/run.sh: a private Xvfb and session bus, and the C baseline and timer it compiles.
BENCH_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-daemon gcc pkg-config libx11-dev libxdamage-dev
RELEASE_BINARY = .build/release/guesswork
# Release builds link the Swift runtime statically, with lld: relative relocations packed (RELR,
# glibc 2.36+) and the functions start-up runs laid out together (tools/startup-order.txt, made by
# tools/generate-startup-order.sh). Less memory and a quicker start (BENCHMARKS.md), and the binary
# runs without the toolchain. No `$ORIGIN` run path: with the runtime linked in, no library sits
# beside the binary, and the loader would look there first for each of GTK's libraries.
RELEASE_FLAGS = --static-swift-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/tools/startup-order.txt -Xlinker --no-warn-symbol-ordering

.PHONY: run test sanitize build debug ui-tests accessibility wayland end-to-end meson-check bench clean \
	deps deps-test deps-bench print-release-flags catalogues locales pot update-po check-translations

run: deps build
	./$(RELEASE_BINARY)

# (SwiftPM does not know the ordering file: a newer one forces the link.)
build: deps catalogues
	@if [ tools/startup-order.txt -nt $(RELEASE_BINARY) ]; then rm -f $(RELEASE_BINARY); fi
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product guesswork

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

deps:
	@./tools/install-system-packages.sh $(RUN_PACKAGES)

deps-test:
	@./tools/install-system-packages.sh $(TEST_PACKAGES)

deps-bench:
	@./tools/install-system-packages.sh $(BENCH_PACKAGES)

# Engine, view-model and in-process UI tests on X11; the UI tests again on Wayland (headless
# weston) and the pixel checks at GDK_SCALE=2; then the built binary: end to end with xdotool, as a
# screen reader and a keyboard-only player meet it (AT-SPI), and on Wayland (start-up, clipboard).
# Each under its own Xvfb or weston. Any GLib critical fails them (G_DEBUG).
# The game must not load Foundation or ICU again. Before them: the translations (complete,
# template up to date) and the locales the Spanish tests run in.
test: deps-test locales catalogues check-translations meson-check
	$(SWIFT) build --build-tests
	./tools/check-foundation-free.sh .build/debug/guesswork
	G_DEBUG=fatal-criticals ./tools/with-display.sh $(SWIFT) test --skip-build
	G_DEBUG=fatal-criticals ./tools/with-wayland.sh $(SWIFT) test --skip-build --filter GuessworkUITests
	G_DEBUG=fatal-criticals GDK_SCALE=2 GUESSWORK_SCREEN=3840x2160x24 ./tools/with-display.sh \
	  $(SWIFT) test --skip-build --filter 'RenderingUITests|HiDPIUITests'
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/play.sh
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/challenge.sh
	Tests/EndToEnd/command-line-language.sh
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/Accessibility/run.sh
	G_DEBUG=fatal-criticals ./tools/with-wayland.sh Tests/Wayland/startup.sh
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/Wayland/clipboard.sh

# The engine, view-model and in-process UI tests under AddressSanitizer, then ThreadSanitizer, each
# in its own build folder (.build-address, .build-thread); both must be clean.
sanitize: deps-test locales catalogues
	./tools/sanitize.sh

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
