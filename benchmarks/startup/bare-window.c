/* The floor Guesswork is measured against: one GTK 4 window with a label, nothing else.
 * Built and run by benchmarks/run.sh. */
#include <gtk/gtk.h>

static gboolean done = FALSE;

static void on_destroy(GtkWidget *window, gpointer data) {
  (void)window;
  (void)data;
  done = TRUE;
}

int main(void) {
  gtk_init();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "Bare window");
  gtk_window_set_default_size(GTK_WINDOW(window), 500, 760);
  gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Hello"));
  g_signal_connect(window, "destroy", G_CALLBACK(on_destroy), NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (!done) g_main_context_iteration(NULL, TRUE);
  return 0;
}
