/* The floor Guesswork is measured against since it is a libadwaita application (issue 28): an
 * AdwApplication with one AdwApplicationWindow holding an AdwHeaderBar and a label, nothing else.
 * What it costs over bare-window.c (a plain GTK 4 window) is libadwaita's own: its style sheet,
 * the style manager reading the desktop's settings, the header bar. Built and run by
 * benchmarks/run.sh. */
#include <adwaita.h>

static void on_activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "Bare window");
  gtk_window_set_default_size(GTK_WINDOW(window), 500, 760);
  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(content), adw_header_bar_new());
  GtkWidget *label = gtk_label_new("Hello");
  gtk_widget_set_vexpand(label, TRUE);
  gtk_box_append(GTK_BOX(content), label);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  /* Not unique: every run starts its own, as the benchmark's game runs do on a private bus. */
  AdwApplication *app = adw_application_new("io.github.guesswork.AdwFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
