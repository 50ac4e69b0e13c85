/* stallping: how long a GApplication's main loop keeps a caller waiting, seen from outside.
 *
 *   stallping APPLICATION_ID SECONDS
 *
 * Waits (up to 30 s) for APPLICATION_ID on the session bus, then calls org.gtk.Actions.List on its
 * object path every 10 ms for SECONDS. GApplication answers that call in its main loop, so a call's
 * round trip is the wait a key press or a frame would have had at that moment: the longest one is
 * the main loop's longest stall (plus the bus's own fraction of a millisecond). Prints a line
 * "call START_S MS" for each call (START_S on CLOCK_MONOTONIC, as `maptime -v` prints its
 * instants, so the calls after a window's first frame can be told apart), then
 * "first_reply_ms=… calls=… max_stall_ms=… p99_stall_ms=…", first_reply_ms counted from the start
 * of stallping (started with the game, it is the game's start to its main loop answering). */
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: stallping APPLICATION_ID SECONDS\n");
    return 2;
  }
  const char *name = argv[1];
  double seconds = atof(argv[2]);
  gint64 started = g_get_monotonic_time();
  GError *error = NULL;
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
  if (!bus) {
    fprintf(stderr, "stallping: no session bus: %s\n", error->message);
    return 1;
  }
  /* The object path GApplication exports its actions on: the id with dots as slashes. */
  char *path = g_strdup_printf("/%s", name);
  for (char *c = path; *c; c++)
    if (*c == '.') *c = '/';
  double first_reply_ms = -1;
  size_t capacity = 1024, count = 0;
  double *stalls = malloc(capacity * sizeof *stalls);
  gint64 deadline = 0;
  while (1) {
    gint64 before = g_get_monotonic_time();
    if (deadline && before > deadline) break;
    if (!deadline && before - started > 30 * G_USEC_PER_SEC) {
      fprintf(stderr, "stallping: %s never answered\n", name);
      return 1;
    }
    GVariant *reply = g_dbus_connection_call_sync(bus, name, path, "org.gtk.Actions", "List", NULL,
                                                  NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START, 60000, NULL,
                                                  &error);
    gint64 after = g_get_monotonic_time();
    if (!reply) {
      g_clear_error(&error);
      g_usleep(10000);
      continue;
    }
    g_variant_unref(reply);
    if (first_reply_ms < 0) {
      first_reply_ms = (after - started) / 1000.0;
      deadline = after + (gint64)(seconds * G_USEC_PER_SEC);
    }
    printf("call %.6f %.1f\n", before / 1e6, (after - before) / 1000.0);
    if (count == capacity) stalls = realloc(stalls, (capacity *= 2) * sizeof *stalls);
    stalls[count++] = (after - before) / 1000.0;
    g_usleep(10000);
  }
  qsort(stalls, count, sizeof *stalls, compare);
  printf("first_reply_ms=%.0f calls=%zu max_stall_ms=%.1f p99_stall_ms=%.1f\n", first_reply_ms, count,
         count ? stalls[count - 1] : -1.0, count ? stalls[(size_t)(count * 0.99)] : -1.0);
  free(stalls);
  g_free(path);
  g_object_unref(bus);
  return 0;
}
