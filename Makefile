# Guesswork — `make run` plays, `make test` checks everything. Both install missing system packages.

SWIFT ?= swift
RUN_PACKAGES = libgtk-4-dev
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick dbus dbus-daemon \
	meson ninja-build desktop-file-utils appstream
RELEASE_BINARY = .build/release/guesswork

.PHONY: run test build debug ui-tests end-to-end meson-check bench clean deps deps-test

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

# Engine, view-model and in-process UI tests, then the end-to-end script on the built binary; each
# under its own Xvfb when there is no display.
test: deps-test meson-check
	$(SWIFT) build --build-tests
	./tools/with-display.sh $(SWIFT) test --skip-build
	./tools/with-display.sh Tests/EndToEnd/play.sh

ui-tests: deps-test
	$(SWIFT) build --build-tests
	./tools/with-display.sh $(SWIFT) test --skip-build --filter GuessworkUITests

end-to-end: deps-test
	$(SWIFT) build --product guesswork
	./tools/with-display.sh Tests/EndToEnd/play.sh

# The meson build (configure + desktop-file and AppStream validators, no compile): about a second.
meson-check: deps-test
	./tools/meson-check.sh

bench: deps-test build
	./benchmarks/run.sh

clean:
	rm -rf .build .build-* builddir
