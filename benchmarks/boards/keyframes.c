/* keyframes: how fast a running game answers keys and how evenly it draws a reveal, seen from the
 * X server: keys are sent with XTest to the focused window, its frames are the XDamage reports on
 * it (each report is subtracted, so every frame the program draws reports again).
 *
 *   keyframes TITLE keys COUNT        COUNT letters, each followed by BackSpace: from each key sent
 *                                     to the first frame after it; prints "key_ms=… …" (every one)
 *   keyframes TITLE reveal WORD...    each WORD typed, then Enter: the frames from the first after
 *                                     Enter until none comes for 600 ms; prints, a word each,
 *                                     "reveal_gap_ms=… frames=… reveal_ms=…" (the longest interval
 *                                     between two frames of the reveal, their count, its length)
 *
 * The window is the first top-level window whose title is TITLE (plain Xvfb: children of the
 * root). Keys wait 150 ms apart, so each is a key typed on a settled window. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <X11/keysym.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static Display *display;
static int damage_event;
static Damage damage;

static int ignore_errors(Display *d, XErrorEvent *e) {
  (void)d;
  (void)e;
  return 0;
}

static Window find(Window root, const char *title) {
  Window parent, *children = NULL;
  unsigned int count = 0;
  Window found = 0;
  if (!XQueryTree(display, root, &root, &parent, &children, &count)) return 0;
  for (unsigned int i = 0; i < count && !found; i++) {
    char *name = NULL;
    XWindowAttributes attributes;
    if (XGetWindowAttributes(display, children[i], &attributes) && attributes.map_state == IsViewable &&
        XFetchName(display, children[i], &name) && name) {
      if (strcmp(name, title) == 0) found = children[i];
      XFree(name);
    }
  }
  if (children) XFree(children);
  return found;
}

/* The next frame's instant, or a negative number when none comes within `timeout` ms. */
static double next_frame(double timeout) {
  double end = now_ms() + timeout;
  for (;;) {
    while (XPending(display)) {
      XEvent event;
      XNextEvent(display, &event);
      if (event.type == damage_event + XDamageNotify) {
        double at = now_ms();
        XDamageSubtract(display, damage, None, None);
        XFlush(display);
        return at;
      }
    }
    double left = end - now_ms();
    if (left <= 0) return -1;
    struct pollfd fd = {ConnectionNumber(display), POLLIN, 0};
    poll(&fd, 1, (int)left + 1);
  }
}

/* Drains the frames of whatever is still being drawn until `quiet` ms pass without one. */
static void settle(double quiet) {
  while (next_frame(quiet) >= 0) {}
}

static void key(KeySym symbol) {
  KeyCode code = XKeysymToKeycode(display, symbol);
  XTestFakeKeyEvent(display, code, True, 0);
  XTestFakeKeyEvent(display, code, False, 0);
  XFlush(display);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: keyframes TITLE keys COUNT | keyframes TITLE reveal WORD...\n");
    return 2;
  }
  display = XOpenDisplay(NULL);
  if (!display) {
    fprintf(stderr, "keyframes: no display\n");
    return 1;
  }
  XSetErrorHandler(ignore_errors);
  int error_base, major, minor;
  if (!XDamageQueryExtension(display, &damage_event, &error_base) ||
      !XTestQueryExtension(display, &error_base, &error_base, &major, &minor)) {
    fprintf(stderr, "keyframes: no XDamage or XTest\n");
    return 1;
  }
  Window window = 0;
  for (int tries = 0; tries < 100 && !window; tries++) {
    window = find(DefaultRootWindow(display), argv[1]);
    if (!window) {
      struct timespec pause = {0, 100000000};
      nanosleep(&pause, NULL);
    }
  }
  if (!window) {
    fprintf(stderr, "keyframes: no window titled %s\n", argv[1]);
    return 1;
  }
  XSetInputFocus(display, window, RevertToParent, CurrentTime);
  damage = XDamageCreate(display, window, XDamageReportNonEmpty);
  XSync(display, False);
  settle(300);

  if (strcmp(argv[2], "keys") == 0) {
    int count = atoi(argv[3]);
    printf("key_ms=");
    for (int i = 0; i < count; i++) {
      KeySym letters[] = {XK_a, XK_r, XK_o, XK_s, XK_e};
      for (int step = 0; step < 2; step++) {
        double sent = now_ms();
        key(step == 0 ? letters[i % 5] : XK_BackSpace);
        double drawn = next_frame(2000);
        printf("%s%.2f", i == 0 && step == 0 ? "" : ",", drawn < 0 ? -1.0 : drawn - sent);
        settle(150);
      }
    }
    printf("\n");
    return 0;
  }
  if (strcmp(argv[2], "reveal") == 0) {
    for (int w = 3; w < argc; w++) {
      for (const char *letter = argv[w]; *letter; letter++) {
        key(XStringToKeysym((char[]){*letter, 0}));
        settle(150);
      }
      key(XK_Return);
      double first = next_frame(2000), last = first, gap = 0;
      int frames = first < 0 ? 0 : 1;
      for (double at; first >= 0 && (at = next_frame(600)) >= 0; last = at, frames++) {
        if (at - last > gap) gap = at - last;
      }
      printf("reveal_gap_ms=%.2f frames=%d reveal_ms=%.0f\n", gap, frames, last - first);
      fflush(stdout);
    }
    return 0;
  }
  fprintf(stderr, "keyframes: unknown part %s\n", argv[2]);
  return 2;
}
