#!/usr/bin/python3
"""The game as a screen reader and a keyboard-only player meet it.

Runs the built binary on X11 with the AT-SPI bus (as Orca does: names, roles and states read over
D-Bus; announcements seen as `object:state-changed:showing` of alert objects, focus as
`object:state-changed:focused`), and drives it with real key events from xdotool only.

Checks: rows and tiles named in one phrase, keys, header buttons, every preferences control and
statistics figure, the help's example tiles; "Not in word list", a hard-mode refusal, the win, the
answer after a loss and "Copied results to clipboard" announced; the focus on Share (the result its
heading) when a round ends and back on the board after Escape; Tab through every dialog with a visible focus ring;
the theme and hard mode switched with keys; with animations off, final colours 50 ms after Enter;
a French session; four boards at once (each board named by its place and how it was solved, each
key's state on every board or on the picked board alone, the round won).

Usage (from `make test`): tools/with-display.sh Tests/Accessibility/run.sh [BINARY]
Screenshots go to $GUESSWORK_A11Y_SHOTS (default: a temporary folder).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = sys.argv[1] if len(sys.argv) > 1 else None
WORK = tempfile.mkdtemp(prefix="guesswork-a11y.")
SHOTS = os.environ.get("GUESSWORK_A11Y_SHOTS") or os.path.join(WORK, "shots")
os.makedirs(SHOTS, exist_ok=True)

failures = []


def check(condition, what):
    print(("ok: " if condition else "FAIL: ") + what, flush=True)
    if not condition:
        failures.append(what)
    return condition


# MARK: Events, as Orca receives them


class Events:
    """What Orca would speak beyond the focus: new descriptions of the focused object (GTK 4.8's
    only immediate channel, see docs/design-notes.md) and alerts that appear; and the focus itself."""

    def __init__(self):
        self.alerts = []
        self.announced = []
        self.focused = None
        self.focus_log = []
        self._listeners = []
        self._listen("object:state-changed:showing", self._showing)
        self._listen("object:children-changed:add", self._added)
        self._listen("object:state-changed:focused", self._focus)
        self._listen("object:property-change:accessible-description", self._description)

    def _added(self, event):
        try:
            child = event.any_data
            if child is not None and child.get_role() == Atspi.Role.ALERT:
                self.alerts.append(child.get_name())
        except (GLib.Error, AttributeError):
            pass

    def _description(self, event):
        # Orca's default script speaks a new description of the locus of focus.
        try:
            if event.any_data and has_state(event.source, Atspi.StateType.FOCUSED):
                self.announced.append(event.any_data)
        except GLib.Error:
            pass

    def _listen(self, kind, handler):
        listener = Atspi.EventListener.new(handler)
        listener.register(kind)
        self._listeners.append(listener)

    def _showing(self, event):
        try:
            if event.detail1 == 1 and event.source.get_role() == Atspi.Role.ALERT:
                self.alerts.append(event.source.get_name())
        except GLib.Error:
            pass

    def _focus(self, event):
        if event.detail1 != 1:
            return
        try:
            name, role = event.source.get_name(), event.source.get_role_name()
        except GLib.Error:
            return
        self.focused = event.source
        self.focus_log.append((role, name))

    def focused_name(self):
        try:
            return self.focused.get_name() if self.focused else None
        except GLib.Error:
            return None


def pump(seconds=0.0):
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def wait(condition, what, timeout=5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        try:
            if condition():
                return True
        except GLib.Error:
            pass
        time.sleep(0.02)
    return check(False, "timed out: " + what)


# MARK: The accessibility tree


def children(obj):
    for index in range(obj.get_child_count()):
        child = obj.get_child_at_index(index)
        if child is not None:
            yield child


def walk(obj):
    yield obj
    for child in children(obj):
        yield from walk(child)


def find_all(root, role=None, name=None, test=None):
    found = []
    for obj in walk(root):
        if role is not None and obj.get_role_name() != role:
            continue
        if name is not None and obj.get_name() != name:
            continue
        if test is not None and not test(obj):
            continue
        found.append(obj)
    return found


def has_state(obj, state):
    return obj.get_state_set().contains(state)


def showing(obj):
    return has_state(obj, Atspi.StateType.SHOWING)


# MARK: The game


class Game:
    def __init__(self, *arguments, animations=True, locale=None, words=None, board="Board"):
        """`locale` (fr_FR.UTF-8) starts the game in that locale and its interface language;
        `words` (fr) is the words' language in the preferences; `board` the board's name there."""
        home = os.path.join(WORK, "home")
        shutil.rmtree(home, ignore_errors=True)
        config = os.path.join(home, "config")
        os.makedirs(os.path.join(config, "gtk-4.0"))
        if words:
            os.makedirs(os.path.join(config, "guesswork"))
            with open(os.path.join(config, "guesswork", "settings.json"), "w") as settings:
                settings.write('{"format":1,"helpShown":true,"language":"%s"}' % words)
        if not animations:
            # The desktop's "reduce motion", as GNOME Settings writes it for GTK.
            with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as settings:
                settings.write("[Settings]\ngtk-enable-animations=0\n")
        environment = dict(
            os.environ, HOME=home, XDG_CONFIG_HOME=config, XDG_DATA_HOME=os.path.join(home, "data"),
            XDG_CACHE_HOME=os.path.join(home, "cache"), GUESSWORK_TODAY="2026-03-15",
            GUESSWORK_DATA_DIR=os.path.join(ROOT, "data"))
        if locale:
            environment.update(LANG=locale, LC_ALL=locale, LANGUAGE=locale.split("_")[0])
        self.log = open(os.path.join(WORK, "game.log"), "a")
        self.process = subprocess.Popen([BINARY, *arguments], env=environment, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self.app = None
        wait(self._found, "the game appears on the accessibility bus", timeout=15)
        wait(lambda: self.frame("Guesswork") is not None, "the main window is showing")
        self.main = xwindow("Guesswork", self.process.pid)
        focus_window(self.main)
        wait(lambda: focus_is(self, board), "the board has the focus at start")

    def _found(self):
        desktop = Atspi.get_desktop(0)
        for app in children(desktop):
            try:
                if app.get_process_id() == self.process.pid:
                    self.app = app
                    return True
            except GLib.Error:
                pass
        return False

    def frame(self, title):
        # A closed dialog is destroyed and leaves the application's windows. (GTK 4.8 does not
        # always report a dialog opened from a timer as showing, so that state is not asked.)
        for frame in children(self.app):
            if frame.get_name() == title:
                return frame
        return None

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], check=False, capture_output=True,
                          text=True).stdout.split()


def xwindow(title, pid):
    """The X window of the game with this exact title (GDK also has a 1×1 leader window)."""
    for _ in range(50):
        # xdotool's --name also matches other titles: compare each window's own name.
        for wid in xdotool("search", "--onlyvisible", "--pid", str(pid), "--name", "."):
            name = subprocess.run(["xdotool", "getwindowname", wid], capture_output=True, text=True).stdout
            geometry = subprocess.run(["xdotool", "getwindowgeometry", wid], capture_output=True,
                                      text=True).stdout
            if name.strip() == title and "Geometry: 1x1" not in geometry:
                return wid
        time.sleep(0.1)
    check(False, "no X window titled " + title)
    return None


def focus_window(wid):
    """Xvfb has no window manager to focus a new window; do what one would (no key or click)."""
    if wid:
        xdotool("windowfocus", "--sync", wid)
    pump(0.2)


def key(*names, settle=0.25):
    for name in names:
        xdotool("key", name)
    pump(settle)


def type_text(text):
    xdotool("type", "--delay", "40", text)
    pump(0.2)


def screenshot(wid, name):
    path = os.path.join(SHOTS, name + ".png")
    subprocess.run(["import", "-window", wid, path], check=True)
    return path


def focus_is(game, name):
    """Whether the object called `name` has the focus: the last focus event, or (when a window
    comes to the front with its focus already placed, which sends no event; Orca then asks the
    window) its state, asked afresh rather than from libatspi's cache."""
    return focused_object(game, name) is not None


def focused_object(game, name):
    if events.focused_name() == name:
        return events.focused
    for frame in children(game.app):
        for obj in find_all(frame, name=name):
            obj.clear_cache()
            if has_state(obj, Atspi.StateType.FOCUSED):
                return obj
    return None


# MARK: What each part must say


def tiles_named(game, expected_rows):
    """Each row "Row N" holds five labels named in one phrase each."""
    board = find_all(game.frame("Guesswork"), name="Board")[0]
    rows = list(children(board))
    names = [[tile.get_name() for tile in children(row)] for row in rows]
    row_names = [row.get_name() for row in rows]
    check(row_names == ["Row %d" % n for n in range(1, 7)], "rows are named Row 1…Row 6: %s" % row_names)
    for index, expected in expected_rows.items():
        check(names[index] == expected, "row %d says %s (expected %s)" % (index + 1, names[index], expected))
    return names


def empty_row(row):
    return ["Row %d, letter %d, empty" % (row, n) for n in range(1, 6)]


def focus_ring_visible(wid, obj, name):
    """A ring of the focus colour around the focused control, in a screenshot of its window."""
    extents = obj.get_extents(Atspi.CoordType.WINDOW)
    path = screenshot(wid, name)
    data = subprocess.run(["convert", path, "-crop", "%dx%d+%d+%d" % (
        extents.width + 8, extents.height + 8, max(0, extents.x - 4), max(0, extents.y - 4)),
        "txt:-"], capture_output=True, text=True).stdout
    blue = 0
    for line in data.splitlines()[1:]:
        try:
            r, g, b = [int(v) for v in line.split("(")[1].split(")")[0].split(",")[:3]]
        except (IndexError, ValueError):
            continue
        # Adwaita's focus ring: its accent blue (#3584e4) at half opacity, over any background.
        if b > r + 45 and b > g + 15:
            blue += 1
    return blue >= 2 * (extents.width + extents.height) // 3


def tab_through(game, window_title, wid, expected, shot):
    """Tab from the start of a dialog: every expected control gets the focus, with a ring."""
    seen = []
    for _ in range(len(expected) + 4):
        key("Tab", settle=0.2)
        name = events.focused_name()
        if name in seen:
            break
        seen.append(name)
        if name in expected and events.focused is not None:
            # The window draws the ring at its next frame: under load (CI runs the UI suites
            # beside this) that can come after the focus event by more than the settle time, so
            # the screenshot is taken again, for up to 3 s, until the ring is there.
            focused = events.focused
            ringed = wait(lambda: focus_ring_visible(wid, focused, "%s-%d" % (shot, len(seen))),
                          "a ring around %s" % name, 3)
            check(ringed, "%s: a focus ring is drawn around \"%s\"" % (window_title, name))
    missing = [name for name in expected if name not in seen]
    check(not missing, "%s: Tab reaches %s (focus went %s)" % (window_title, expected, seen))
    return seen


# MARK: The round


def main():
    global events
    events = Events()

    # 1. A round on CRANE: hard mode switched on with keys first, then a refused guess, a word
    #    not in the list, and the win.
    game = Game("--word", "crane")
    main_window = game.frame("Guesswork")
    tiles_named(game, {0: empty_row(1), 5: empty_row(6)})
    header = [(o.get_role_name(), o.get_name()) for o in walk(main_window) if has_state(o, Atspi.StateType.FOCUSABLE)]
    print("header and focusable controls: %s" % header)
    check(("push button", "Play Unlimited") in header,
          "New Game is named for what it does (Play Unlimited, from a chosen word) and takes the focus")
    check(("push button", "Main Menu") in header, "the menu button is named and takes the focus")
    check(("push button", "How to Play") in header, "the help button is named and takes the focus")
    check(("push button", "Statistics") in header, "the statistics button is named and takes the focus")
    # The round control: a menu button named Round, described by the round on the board.
    rounds = [o for o in walk(main_window) if o.get_name() == "Round"]
    print("round control: %s" % [(o.get_role_name(), o.get_description()) for o in rounds])
    check(any(o.get_description() == "Chosen word" for o in rounds),
          "the round control is named and says the round on the board")
    keys = {o.get_name() for o in find_all(main_window, role="push button")}
    for name in ["Q", "Enter", "Backspace"]:
        check(name in keys, "the key %s is named" % name)

    # The header buttons are reached from the board with Shift+Tab; Enter opens the menu.
    reached = []
    for _ in range(8):
        key("shift+Tab", settle=0.15)
        reached.append(events.focused_name())
        if "Play Unlimited" in reached and "Main Menu" in reached:
            break
    check("Play Unlimited" in reached and "Main Menu" in reached, "Shift+Tab reaches the header buttons: %s" % reached)
    while events.focused_name() != "Main Menu" and len(reached) < 16:
        key("shift+Tab", settle=0.15)
        reached.append(events.focused_name())
    check(focus_ring_visible(game.main, events.focused, "menu-button-focus"), "the menu button shows a focus ring")
    key("Return")
    items = []

    def menu_items():
        items[:] = [o.get_name() for o in find_all(game.app, role="menu item")]
        return "Preferences" in items and "Statistics" in items
    check(wait(menu_items, "the menu opens", 5), "Enter on the menu button opens the menu: %s" % items)
    key("Escape", settle=0.3)
    focus_window(game.main)
    # Typing goes to the board whatever has the focus.
    type_text("x")
    key("BackSpace")
    check(focus_is(game, "Board"), "typing brings the focus back to the board")

    # Preferences with keys: Ctrl+, then Tab through every control.
    key("ctrl+comma")
    if not wait(lambda: game.frame("Preferences") is not None, "Ctrl+, opens the preferences", 10):
        return finish(game)
    preferences = game.frame("Preferences")
    check(True, "Ctrl+, opens the preferences")
    prefs_window = xwindow("Preferences", game.process.pid)
    focus_window(prefs_window)
    controls = {(o.get_role_name(), o.get_name(), o.get_description())
                for o in walk(preferences) if has_state(o, Atspi.StateType.FOCUSABLE)}
    print("preferences controls: %s" % sorted(controls))
    # Preferences only (the mode is chosen in the header); each drop-down says its choice.
    expected_controls = ["Theme: Follow System", "High Contrast Mode", "Hard Mode", "Word Language: English"]
    names = {name for _, name, _ in controls}
    for name in expected_controls:
        check(name in names, "the preferences control \"%s\" is named" % name)
    reached = tab_through(game, "Preferences", prefs_window, expected_controls, "preferences-tab")
    check(not any((name or "Gtk").startswith("Gtk") for name in reached),
          "no control Tab reaches is nameless or called by its GTK class: %s" % reached)

    # The theme: Space opens the drop-down, Down twice, Enter chooses Dark.
    for _ in range(8):
        if (events.focused_name() or "").startswith("Theme"):
            break
        key("Tab", settle=0.15)
    key("space", settle=0.4)
    key("Down", "Down", settle=0.2)
    key("Return", settle=0.5)
    check(wait(lambda: find_all(preferences, name="Theme: Dark"), "the theme reads Dark", 2),
          "the theme is switched to Dark with Space, arrows and Enter")
    wait(lambda: not find_all(game.app, test=lambda o: o.get_role_name() == "list item" and showing(o)),
         "the theme list closes", 2)
    # Hard mode: Tab to its switch, Space turns it on.
    focus_window(prefs_window)
    for _ in range(8):
        if events.focused_name() == "Hard Mode":
            break
        key("Tab", settle=0.15)
    key("space")
    # The row or its switch has the focus (libadwaita's rows take it and work their switch).
    check(wait(lambda: [o for o in find_all(preferences, name="Hard Mode")
                        if has_state(o, Atspi.StateType.CHECKED)], "hard mode is checked", 5),
          "Space switches hard mode on")
    key("Escape")
    check(wait(lambda: game.frame("Preferences") is None, "the preferences close", 5),
          "Escape closes the preferences")
    focus_window(game.main)
    check(wait(lambda: focus_is(game, "Board"), "the board has the focus", 2),
          "after the preferences the focus is back on the board")
    screenshot(game.main, "dark-theme")

    # Messages, as Orca would hear them.
    events.announced.clear()
    type_text("qqqqq")
    key("Return")
    check(wait(lambda: "Not in word list" in events.announced, "Not in word list is announced", 2),
          "\"Not in word list\" is announced as an alert")
    key(*["BackSpace"] * 5)
    type_text("caste")
    key("Return", settle=2.2)
    tiles_named(game, {0: ["Row 1, letter 1, C, correct", "Row 1, letter 2, A, present in another position",
                           "Row 1, letter 3, S, absent", "Row 1, letter 4, T, absent",
                           "Row 1, letter 5, E, correct"]})
    keys = {o.get_name() for o in find_all(main_window, role="push button")}
    for name in ["C, correct", "A, present in another position", "S, absent", "R"]:
        check(name in keys, "the key reads \"%s\"" % name)
    type_text("m")
    tiles_named(game, {1: ["Row 2, letter 1, M, typed"] + empty_row(2)[1:]})
    type_text("oist")
    key("Return")
    check(wait(lambda: "1st letter must be C" in events.announced, "the hard-mode refusal is announced", 2),
          "the hard-mode refusal \"1st letter must be C\" is announced")
    key(*["BackSpace"] * 5)
    type_text("crane")
    key("Return")
    check(wait(lambda: any(a.endswith("Solved in 2 guesses") for a in events.announced), "the win is announced", 4),
          "the win is announced: %s" % events.announced[-1:])

    # The statistics open with the focus on Share (as the original's), the result said with it and
    # read as the window's heading.
    check(wait(lambda: game.frame("Statistics") is not None, "the statistics open", 5),
          "the statistics open after the win")
    stats_window = xwindow("Statistics", game.process.pid)
    focus_window(stats_window)
    check(wait(lambda: focus_is(game, "Share"), "the focus is on Share", 2),
          "the focus lands on Share (it is on %r)" % events.focused_name())
    share = focused_object(game, "Share")
    check(share is not None and share.get_description() == "Solved in 2 guesses",
          "Share is described by the result: %r" % (share.get_description() if share else None))
    headings = [o.get_name() for o in find_all(game.frame("Statistics"), role="heading")]
    check("Solved in 2 guesses" in headings, "the result is the statistics' heading: %s" % headings)
    events.announced.clear()
    key("ctrl+c", settle=0.5)
    check(wait(lambda: "Copied results to clipboard" in events.announced, "the copy is announced", 2),
          "\"Copied results to clipboard\" is announced")
    # A round on a chosen word offers the next round; Reset is off while there is nothing to reset.
    tab_through(game, "Statistics", stats_window, ["Play Unlimited", "Share", "Review Round", "Daily Statistics"],
                "statistics-tab")
    # A chosen word counts in no figures: its own board comes first, the mode's figures a button away.
    key("alt+d")
    statistics = game.frame("Statistics")
    figures = []

    def daily_figures():
        figures[:] = [o.get_name() for o in find_all(statistics, role="panel") if ": " in (o.get_name() or "")]
        return any(f.startswith("Played: ") for f in figures)
    wait(daily_figures, "the daily figures show", 5)
    print("statistics figures: %s" % figures)
    for caption in ["Played", "Win %", "Current Streak", "Max Streak"]:
        check(any(f.startswith(caption + ": ") for f in figures), "the figure \"%s\" is named" % caption)
    key("Escape")
    check(wait(lambda: game.frame("Statistics") is None, "the statistics close", 5),
          "Escape closes the statistics")
    focus_window(game.main)
    check(wait(lambda: focus_is(game, "Board"), "the board has the focus", 2),
          "Escape returns the focus to the board")

    # Help: the example tiles are described.
    key("F1")
    check(wait(lambda: game.frame("How to Play") is not None, "the help opens", 10), "F1 opens the help")
    help_frame = game.frame("How to Play")
    if help_frame is not None:
        examples = [o for o in walk(help_frame) if (o.get_name() or "").startswith("Example: ")]
        described = {o.get_name(): [t.get_name() for t in children(o)] for o in examples}
        print("help examples: %s" % described)
        check(len(described) == 3, "the help names its three example rows")
        check(["W, correct", "E", "A", "R", "Y"] in described.values(), "the WEARY example describes its tiles")
        check(all(name.startswith("Example: ") and len(name) > 30 for name in described),
              "each example row says what it shows")
        check(["P", "I, present in another position", "L", "L", "S"] in described.values(),
              "the PILLS example describes its tiles")
        check(["V", "A", "G", "U, absent", "E"] in described.values(), "the VAGUE example describes its tiles")
        help_window = xwindow("How to Play", game.process.pid)
        focus_window(help_window)
        key("Escape")
        check(wait(lambda: game.frame("How to Play") is None, "the help closes", 5), "Escape closes the help")
    game.stop()

    # 2. A loss with animations off (the desktop's reduced motion): final colours 50 ms after Enter,
    #    and the answer announced.
    game = Game("--word", "crane", animations=False)
    events.announced.clear()
    type_text("slate")
    xdotool("key", "Return")
    time.sleep(0.05)
    shot = screenshot(game.main, "reduced-motion-50ms")
    board = subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "EndToEnd", "board_colours.py"), shot,
                            "light"], capture_output=True, text=True).stdout.splitlines()
    check(board[:1] == ["absent absent correct absent correct"],
          "with animations off the row shows its final colours 50 ms after Enter: %s" % board[:1])
    for word in ["moist", "hound", "dumpy", "wimpy", "fuzzy"]:
        type_text(word)
        key("Return", settle=0.3)
    check(wait(lambda: "The answer was CRANE" in events.announced, "the answer is announced", 3),
          "the answer after a loss is announced: %s" % events.announced[-2:])
    check(wait(lambda: game.frame("Statistics") is not None, "the statistics open", 5), "the statistics open after a loss")
    focus_window(xwindow("Statistics", game.process.pid))
    check(wait(lambda: focus_is(game, "Share"), "the focus is on Share", 2),
          "after a loss the focus lands on Share (it is on %r)" % events.focused_name())
    share = focused_object(game, "Share")
    check(share is not None and share.get_description() == "The answer was CRANE",
          "after a loss Share is described by the answer: %r" % (share.get_description() if share else None))
    headings = [o.get_name() for o in find_all(game.frame("Statistics"), role="heading")]
    check("The answer was CRANE" in headings, "the answer is the statistics' heading: %s" % headings)
    key("Escape", settle=0.5)
    focus_window(game.main)
    check(wait(lambda: focus_is(game, "Board"), "the board has the focus", 2),
          "Escape returns the focus to the board")
    game.stop()
    french_session().stop()
    return finish(boards_session())


def french_session():
    """A French player with a screen reader: the board, the keys, letters typed with their accents
    and a lost round, all spoken in French, the answer as it is written."""
    game = Game("--word", "pièce", animations=False, locale="fr_FR.UTF-8", words="fr", board="Grille")
    main_window = game.frame("Guesswork")
    boards = find_all(main_window, name="Grille")
    check(len(boards) == 1, "the board is named in French (Grille)")
    if not boards:
        return game
    rows = list(children(boards[0]))
    check([row.get_name() for row in rows] == ["Ligne %d" % n for n in range(1, 7)],
          "its rows are Ligne 1…Ligne 6: %s" % [row.get_name() for row in rows])
    keys = {o.get_name() for o in find_all(main_window, role="push button")}
    for name in ["A", "Z", "W", "M", "Entrée", "Retour arrière"]:
        check(name in keys, "the AZERTY keyboard has the key %s" % name)
    # Typed with its grave accent, as a French keyboard gives it: the tiles say the letters.
    # (xdotool maps È to a spare key for the first one typed, which the game may see before the
    # new keymap: one typed and erased first.)
    type_text("è")
    key("BackSpace")
    type_text("pièce")
    names = [tile.get_name() for tile in children(rows[0])]
    check(names == ["Ligne 1, lettre %d, %s, saisie" % (n + 1, c) for n, c in enumerate("PIECE")],
          "the typed row is spoken in French: %s" % names)
    for _ in range(5):
        key("BackSpace", settle=0.1)
    for word in ["monde", "table", "chose", "porte", "livre", "femme"]:
        type_text(word)
        key("Return", settle=0.3)
    check(wait(lambda: "Le mot était PIÈCE" in events.announced, "the answer is announced", 5),
          "the answer after a loss is announced in French, with its accent: %s" % events.announced[-2:])
    check(wait(lambda: game.frame("Statistiques") is not None, "the statistics open", 5),
          "the statistics open, named in French")
    focus_window(xwindow("Statistiques", game.process.pid))
    check(wait(lambda: focus_is(game, "Partager"), "the focus is on Partager", 2),
          "after a loss the focus lands on Share, named Partager (it is on %r)" % events.focused_name())
    screenshot(game.main, "french-lost")
    return game


def boards_session():
    """Four boards at once, as a screen reader meets them: each board named with its place and,
    once solved, the guess that solved it; each key's state on every board, or on the picked board
    alone (Alt+2, cleared with Alt+0); the round won with real keys."""
    game = Game("--word", "crane,tooth,borne,slate", animations=False, board="Board 1 of 4")
    main_window = game.frame("Guesswork")

    def board_names():
        return [o.get_name() for o in find_all(main_window, test=lambda o: o.get_name().startswith("Board "))]

    def key_name(letter):
        for button in find_all(main_window, role="push button"):
            name = button.get_name()
            if name == letter or name.startswith(letter + ":") or name.startswith(letter + ","):
                return name
        return None

    check(board_names() == ["Board %d of 4" % n for n in range(1, 5)],
          "the four boards are named by their place: %s" % board_names())
    boards = find_all(main_window, name="Board 2 of 4")
    rows = [row.get_name() for row in children(boards[0])] if boards else []
    check(rows == ["Row %d" % n for n in range(1, 10)], "each board has its nine rows: %s" % rows)
    type_text("stare")
    key("Return", settle=0.5)
    # STARE on CRANE, TOOTH, BORNE, SLATE: its T absent, present, absent, present.
    expected = "T: board 1 absent, board 2 present, board 3 absent, board 4 present"
    wait(lambda: key_name("T") == expected, "the T key says each board's state")
    check(key_name("T") == expected, "the T key says each board's state: %r" % key_name("T"))
    type_text("crane")
    key("Return", settle=0.5)
    wait(lambda: "Board 1 of 4, solved in 2" in board_names(), "the solved board is named so")
    check("Board 1 of 4, solved in 2" in board_names(),
          "the board solved by the second guess says so: %s" % board_names())
    check(key_name("C") is not None and "board 1 solved" in key_name("C"),
          "a solved board's part of a key is said to be solved: %r" % key_name("C"))
    key("alt+2", settle=0.5)
    check(key_name("T") == "T, present in another position",
          "with board 2 picked the T key says that board's state alone: %r" % key_name("T"))
    key("alt+0", settle=0.5)
    check(key_name("S") is not None and key_name("S").startswith("S: board 1"),
          "Alt+0 gives every board's state back: %r" % key_name("S"))
    for word in ["tooth", "borne", "slate"]:
        type_text(word)
        key("Return", settle=0.5)
    check(wait(lambda: game.frame("Statistics") is not None, "the statistics open", 5),
          "the statistics open once every board is solved")
    names = board_names()
    check(names == ["Board %d of 4, solved in %d" % (n, n + 1) for n in range(1, 5)],
          "every board says the guess that solved it: %s" % names)
    screenshot(game.main, "four-boards-won")
    return game


def finish(game):
    """Stops the game and reports; a check the rest depends on ends the run here, not in a traceback."""
    game.stop()
    print("screenshots: " + SHOTS)
    if failures:
        print("accessibility: %d check(s) failed" % len(failures), file=sys.stderr)
        with open(os.path.join(WORK, "game.log")) as log:
            sys.stderr.write(log.read())
        return 1
    print("accessibility: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
