/* A reference for analysis, not run by `make bench`: the bare window plus a header bar like the
 * game's (title, subtitle, an icon button, a menu button; WITH_MENU=1 gives it the game's menu),
 * so GTK draws the window's frame and title bar itself (client-side decorations), as it does for
 * the game. What it costs over bare-window.c is GTK's, not the game's (BENCHMARKS.md, issue 17):
 *
 *   cc -O2 -o header-window benchmarks/startup/header-window.c $(pkg-config --cflags --libs gtk4)
 *   GSK_RENDERER=gl .build-bench/c/maptime -n "Bare window" -- ./header-window */
#include <gtk/gtk.h>
static gboolean done = FALSE;
static void on_destroy(GtkWidget *w, gpointer d) { (void)w; (void)d; done = TRUE; }
int main(void) {
  gtk_init();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "Bare window");
  gtk_window_set_default_size(GTK_WINDOW(window), 500, 760);
  GtkWidget *header = gtk_header_bar_new();
  GtkWidget *titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign(titles, GTK_ALIGN_CENTER);
  GtkWidget *t = gtk_label_new("Guesswork"); gtk_widget_add_css_class(t, "title");
  GtkWidget *s = gtk_label_new("Daily #74"); gtk_widget_add_css_class(s, "subtitle");
  gtk_box_append(GTK_BOX(titles), t); gtk_box_append(GTK_BOX(titles), s);
  gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), titles);
  gtk_header_bar_pack_start(GTK_HEADER_BAR(header), gtk_button_new_from_icon_name("view-refresh-symbolic"));
  GtkWidget *menu = gtk_menu_button_new();
  gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
  if (g_getenv("WITH_MENU")) {
    GMenu *model = g_menu_new(), *game = g_menu_new(), *app = g_menu_new();
    g_menu_append(game, "_New Game", "app.new-game"); g_menu_append(game, "_Statistics", "app.statistics");
    g_menu_append_section(model, NULL, G_MENU_MODEL(game));
    g_menu_append(app, "_Preferences", "app.preferences"); g_menu_append(app, "_Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(app, "_Help", "app.help"); g_menu_append(app, "_About Guesswork", "app.about"); g_menu_append(app, "_Quit", "app.quit");
    g_menu_append_section(model, NULL, G_MENU_MODEL(app));
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu), G_MENU_MODEL(model));
  }
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
  gtk_window_set_titlebar(GTK_WINDOW(window), header);
  gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Hello"));
  g_signal_connect(window, "destroy", G_CALLBACK(on_destroy), NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (!done) g_main_context_iteration(NULL, TRUE);
  return 0;
}
