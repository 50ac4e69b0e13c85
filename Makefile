# Guesswork — `make run` plays, `make test` checks everything. Both install missing system packages.

SWIFT ?= swift
# gettext: msgfmt compiles the translations (po/) the game speaks when run from the tree.
RUN_PACKAGES = libgtk-4-dev gettext
# locales: the Spanish tests run in a real es_ES.UTF-8 locale (tools/generate-locales.sh).
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick dbus dbus-daemon \
	meson ninja-build desktop-file-utils appstream python3-gi x11-utils locales
# benchmarks/run.sh: a private Xvfb and session bus, and the C baseline and timer it compiles.
BENCH_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-daemon gcc pkg-config libx11-dev libxdamage-dev
RELEASE_BINARY = .build/release/guesswork

.PHONY: run test sanitize build debug ui-tests end-to-end meson-check bench clean deps deps-test \
	deps-bench catalogues locales pot update-po check-translations

run: deps build
	./$(RELEASE_BINARY)

build: deps catalogues
	$(SWIFT) build -c release --product guesswork

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

# Engine, view-model and in-process UI tests, then the end-to-end script on the built binary; each
# under its own Xvfb when there is no display. Any GLib critical fails them (G_DEBUG). Before them:
# the translations (complete, template up to date) and the locales the Spanish tests run in.
test: deps-test locales catalogues check-translations meson-check
	$(SWIFT) build --build-tests
	G_DEBUG=fatal-criticals ./tools/with-display.sh $(SWIFT) test --skip-build
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/play.sh
	Tests/EndToEnd/command-line-language.sh

# The engine, view-model and in-process UI tests under AddressSanitizer, then ThreadSanitizer, each
# in its own build folder (.build-address, .build-thread); both must be clean.
sanitize: deps-test locales catalogues
	./tools/sanitize.sh

ui-tests: deps-test locales catalogues
	$(SWIFT) build --build-tests
	G_DEBUG=fatal-criticals ./tools/with-display.sh $(SWIFT) test --skip-build --filter GuessworkUITests

end-to-end: deps-test locales catalogues
	$(SWIFT) build --product guesswork
	G_DEBUG=fatal-criticals ./tools/with-display.sh Tests/EndToEnd/play.sh
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
