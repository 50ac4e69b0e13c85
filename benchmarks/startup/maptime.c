/* maptime: start a program and report, in milliseconds from exec, when its first top-level window
 * is mapped and when that window is first painted, then its resident memory a while later.
 *
 *   maptime [-v] [-n TITLE] [-r MS_AFTER_MAP] [-t TIMEOUT_MS] -- PROGRAM [ARG...]
 *
 * -n only counts a window with this title, so that an error dialog (a game that cannot find its
 * data) is never timed as the program's window.
 *
 * -v also prints the CLOCK_MONOTONIC instants (seconds) of the exec, map and paint to stderr, to
 * line them up with `perf record -k CLOCK_MONOTONIC` samples.
 *
 * Prints one line: "map_ms=… paint_ms=… cpu_ms=… paint_cpu_ms=… rss_kb=… damages=… main_cpu_ms=…
 * main_wait_ms=…" and ends the program with SIGTERM; cpu_ms and paint_cpu_ms are the CPU time
 * (every live thread) the program had used when its window mapped and when its first frame
 * arrived, which a busy machine disturbs far less than the wall time; main_cpu_ms and main_wait_ms
 * are its main thread's own time on a CPU until the first frame and the time it was ready to run
 * but waited for a core (work moved to other threads shows in the first, their competition in the
 * second); damages counts the XDamage reports on the window from its map until the memory is read
 * (the server's background, then each frame the program drew).
 * It watches the root window for CreateNotify/MapNotify (SubstructureNotify) before it forks, so no
 * map can be missed; a window counts when it is not override-redirect and its _NET_WM_PID is the
 * child or a descendant of it (so a wrapper such as `perf record` or `strace` works). The memory is
 * that of the process owning the window. "Painted" is the second XDamage report on that window after the map: the first
 * is the X server filling the background as it maps the window, the second the program's first
 * frame. Without a window manager (plain Xvfb) top-level windows are children of the root. */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int ignore_errors(Display *display, XErrorEvent *event) {
  (void)display;
  (void)event;
  return 0; /* windows may vanish between an event and our query */
}

static long window_pid(Display *display, Window window, Atom pid_atom) {
  Atom type;
  int format;
  unsigned long count, after;
  unsigned char *data = NULL;
  long pid = -1;
  if (XGetWindowProperty(display, window, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format, &count,
                         &after, &data) == Success &&
      data && count == 1 && format == 32)
    pid = (long)*(unsigned long *)data;
  if (data) XFree(data);
  return pid;
}

static long rss_kb(pid_t pid) {
  char path[64], line[256];
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *file = fopen(path, "r");
  if (!file) return -1;
  long kb = -1;
  while (fgets(line, sizeof line, file))
    if (sscanf(line, "VmRSS: %ld kB", &kb) == 1) break;
  fclose(file);
  return kb;
}

/* CPU time the process has used so far, in milliseconds: the sum over its live threads of
 * /proc/PID/task/TID/schedstat's first field (nanoseconds on a CPU). */
static double cpu_ms(long pid) {
  char path[96];
  snprintf(path, sizeof path, "/proc/%ld/task", pid);
  DIR *tasks = opendir(path);
  if (!tasks) return -1;
  double total = 0;
  struct dirent *entry;
  while ((entry = readdir(tasks))) {
    if (entry->d_name[0] == '.') continue;
    snprintf(path, sizeof path, "/proc/%ld/task/%.20s/schedstat", pid, entry->d_name);
    FILE *file = fopen(path, "r");
    if (!file) continue;
    unsigned long long ns;
    if (fscanf(file, "%llu", &ns) == 1) total += ns / 1e6;
    fclose(file);
  }
  closedir(tasks);
  return total;
}

/* The main thread's own time on a CPU and waiting for one (in a run queue), in milliseconds:
 * /proc/PID/task/PID/schedstat's first two fields. The first is what the window's thread did
 * itself; the second is how long it was ready to run while other threads or processes had the
 * cores. */
static void main_thread_ms(long pid, double *on_cpu, double *waiting) {
  char path[96];
  snprintf(path, sizeof path, "/proc/%ld/task/%ld/schedstat", pid, pid);
  FILE *file = fopen(path, "r");
  *on_cpu = *waiting = -1;
  if (!file) return;
  unsigned long long run, wait;
  if (fscanf(file, "%llu %llu", &run, &wait) == 2) {
    *on_cpu = run / 1e6;
    *waiting = wait / 1e6;
  }
  fclose(file);
}

/* Whether `pid` is `ancestor` or one of its descendants. */
static int descends_from(long pid, pid_t ancestor) {
  for (int depth = 0; pid > 1 && depth < 16; depth++) {
    if (pid == (long)ancestor) return 1;
    char path[64];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *file = fopen(path, "r");
    if (!file) return 0;
    long parent = -1;
    /* pid (comm) state ppid: comm may hold spaces, so read past the last ')'. */
    char buffer[512];
    size_t length = fread(buffer, 1, sizeof buffer - 1, file);
    fclose(file);
    buffer[length] = 0;
    char *close = strrchr(buffer, ')');
    if (!close || sscanf(close + 1, " %*c %ld", &parent) != 1) return 0;
    pid = parent;
  }
  return 0;
}

/* Whether the window's title (WM_NAME) is `title`; any window passes when `title` is NULL. */
static int has_title(Display *display, Window window, const char *title) {
  if (!title) return 1;
  char *name = NULL;
  int same = XFetchName(display, window, &name) && name && strcmp(name, title) == 0;
  if (!same) fprintf(stderr, "maptime: not counting a window titled \"%s\"\n", name ? name : "");
  if (name) XFree(name);
  return same;
}

/* Waits up to `ms` for an X event; returns 1 when one is queued. */
static int wait_event(Display *display, double ms) {
  if (XPending(display)) return 1;
  if (ms <= 0) return 0;
  struct pollfd fd = {.fd = ConnectionNumber(display), .events = POLLIN};
  poll(&fd, 1, (int)(ms + 1));
  return XPending(display) > 0;
}

int main(int argc, char **argv) {
  double rss_delay = 1000, timeout = 20000;
  int opt, verbose = 0;
  const char *title = NULL;
  while ((opt = getopt(argc, argv, "vn:r:t:")) != -1) {
    if (opt == 'v') verbose = 1;
    else if (opt == 'n') title = optarg;
    else if (opt == 'r') rss_delay = atof(optarg);
    else if (opt == 't') timeout = atof(optarg);
    else return 2;
  }
  if (optind >= argc) {
    fprintf(stderr, "usage: maptime [-v] [-n TITLE] [-r MS] [-t MS] -- PROGRAM [ARG...]\n");
    return 2;
  }
  Display *display = XOpenDisplay(NULL);
  if (!display) {
    fprintf(stderr, "maptime: cannot open display\n");
    return 2;
  }
  XSetErrorHandler(ignore_errors);
  int damage_event, damage_error;
  int has_damage = XDamageQueryExtension(display, &damage_event, &damage_error);
  Window root = DefaultRootWindow(display);
  Atom pid_atom = XInternAtom(display, "_NET_WM_PID", False);
  XSelectInput(display, root, SubstructureNotifyMask);
  XSync(display, False);

  double start = now_ms();
  pid_t child = fork();
  if (child == 0) {
    execvp(argv[optind], argv + optind);
    perror("maptime: exec");
    _exit(127);
  }

  Window mapped = None;
  long owner = -1;
  double map_ms = -1, paint_ms = -1, map_cpu_ms = -1, paint_cpu_ms = -1;
  double main_cpu_ms = -1, main_wait_ms = -1;
  int damages_after_map = 0;
  while (now_ms() - start < timeout && (map_ms < 0 || paint_ms < 0)) {
    if (waitpid(child, NULL, WNOHANG) == child) {
      fprintf(stderr, "maptime: %s exited before its window was %s\n", argv[optind],
              map_ms < 0 ? "mapped" : "painted");
      return 1;
    }
    if (!wait_event(display, 50)) continue;
    XEvent event;
    XNextEvent(display, &event);
    double at = now_ms() - start;
    if (event.type == CreateNotify && has_damage && !event.xcreatewindow.override_redirect) {
      /* Watch for paints from creation on, so a paint right after the map cannot slip past. */
      XDamageCreate(display, event.xcreatewindow.window, XDamageReportNonEmpty);
    } else if (event.type == MapNotify && mapped == None && !event.xmap.override_redirect &&
               event.xmap.event == root &&
               descends_from(window_pid(display, event.xmap.window, pid_atom), child) &&
               has_title(display, event.xmap.window, title)) {
      mapped = event.xmap.window;
      owner = window_pid(display, mapped, pid_atom);
      map_cpu_ms = cpu_ms(owner);
      map_ms = at;
      if (!has_damage) paint_ms = 0;
    } else if (has_damage && event.type == damage_event + XDamageNotify) {
      XDamageNotifyEvent *damage = (XDamageNotifyEvent *)&event;
      XDamageSubtract(display, damage->damage, None, None);
      if (mapped != None && damage->drawable == mapped && ++damages_after_map == 2) {
        paint_ms = at;
        paint_cpu_ms = cpu_ms(owner);
        main_thread_ms(owner, &main_cpu_ms, &main_wait_ms);
      }
    }
  }
  int status = 0;
  long rss = -1;
  if (map_ms < 0 || paint_ms < 0) {
    fprintf(stderr, "maptime: no window %s within %.0f ms\n", map_ms < 0 ? "mapped" : "painted",
            timeout);
    status = 1;
  } else {
    double until = start + map_ms + rss_delay;
    while (now_ms() < until) {
      /* Keep draining events so the X server never blocks on us. */
      if (wait_event(display, until - now_ms())) {
        XEvent event;
        XNextEvent(display, &event);
        if (has_damage && event.type == damage_event + XDamageNotify) {
          XDamageNotifyEvent *damage = (XDamageNotifyEvent *)&event;
          XDamageSubtract(display, damage->damage, None, None);
          if (damage->drawable == mapped) damages_after_map++;
        }
      }
    }
    rss = rss_kb((pid_t)owner);
    if (rss < 0) status = 1;
    printf("map_ms=%.1f paint_ms=%.1f cpu_ms=%.0f paint_cpu_ms=%.0f rss_kb=%ld damages=%d "
           "main_cpu_ms=%.1f main_wait_ms=%.1f\n", map_ms, paint_ms, map_cpu_ms, paint_cpu_ms, rss,
           damages_after_map, main_cpu_ms, main_wait_ms);
    if (verbose)
      fprintf(stderr, "maptime: exec %.6f map %.6f paint %.6f\n", start / 1000,
              (start + map_ms) / 1000, (start + paint_ms) / 1000);
  }
  kill(child, SIGTERM);
  double deadline = now_ms() + 2000;
  while (waitpid(child, NULL, WNOHANG) == 0) {
    if (now_ms() > deadline) {
      kill(child, SIGKILL);
      waitpid(child, NULL, 0);
      break;
    }
    usleep(10000);
  }
  XCloseDisplay(display);
  return status;
}
