# Guesswork — `make run` plays, `make test` checks everything. Both install missing system packages.

SWIFT ?= swift
RUN_PACKAGES = libgtk-4-dev
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick dbus dbus-daemon \
	meson ninja-build desktop-file-utils appstream python3-gi x11-utils
# benchmarks/run.sh: a private Xvfb and session bus, and the C baseline and timer it compiles.
BENCH_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-daemon gcc pkg-config libx11-dev libxdamage-dev
RELEASE_BINARY = .build/release/guesswork

.PHONY: run test sanitize build debug ui-tests end-to-end meson-check bench clean deps deps-test deps-bench

run: deps build
	./$(RELEASE_BINARY)

build: deps
	$(SWIFT) build -c release --product guesswork

debug: deps
	$(SWIFT) build --product guesswork

deps:
	@./tools/install-system-packages.sh $(RUN_PACKAGES)

deps-test:
	@./tools/install-system-packages.sh $(TEST_PACKAGES)

deps-bench:
	@./tools/install-system-packages.sh $(BENCH_PACKAGES)

# Engine, view-model and in-process UI tests, then the end-to-end script on the built binary; each
# under its own Xvfb when there is no display.
test: deps-test meson-check
	$(SWIFT) build --build-tests
	./tools/with-display.sh $(SWIFT) test --skip-build
	./tools/with-display.sh Tests/EndToEnd/play.sh

# The engine, view-model and in-process UI tests under AddressSanitizer, then ThreadSanitizer, each
# in its own build folder (.build-address, .build-thread); both must be clean.
sanitize: deps-test
	./tools/sanitize.sh

ui-tests: deps-test
	$(SWIFT) build --build-tests
	./tools/with-display.sh $(SWIFT) test --skip-build --filter GuessworkUITests

end-to-end: deps-test
	$(SWIFT) build --product guesswork
	./tools/with-display.sh Tests/EndToEnd/play.sh

# The meson build (configure + desktop-file and AppStream validators, no compile): about a second.
meson-check: deps-test
	./tools/meson-check.sh

# Start-up, memory and engine benchmarks against the targets of BENCHMARKS.md; builds release in
# .build-bench/, apart from the main build. `./benchmarks/run.sh startup` runs one part.
bench: deps-bench
	./benchmarks/run.sh

clean:
	rm -rf .build .build-* builddir
