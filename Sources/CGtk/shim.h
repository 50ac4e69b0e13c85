// What Swift cannot import from GTK: function-like macros and variadic functions, as small inline
// helpers. Everything else is used from Swift directly.
#ifndef GUESSWORK_CGTK_SHIM_H
#define GUESSWORK_CGTK_SHIM_H

#include <gtk/gtk.h>

/// Emits `key-pressed` on a key controller as GTK would on a real key press; returns whether a
/// handler took the key. Used by the in-process UI tests.
static inline gboolean guesswork_emit_key_pressed(GtkEventController *controller, guint keyval,
                                                  guint keycode, GdkModifierType state) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
  return handled;
}

/// Emits a signal that takes no arguments and returns nothing, by name (e.g. GApplication's
/// `shutdown`, which `g_application_run` emits on its way out; the UI tests, which never call it,
/// emit it themselves so each application is released).
static inline void guesswork_emit_signal(gpointer instance, const char *name) {
  g_signal_emit_by_name(instance, name);
}

/// Emits a signal that takes one unsigned integer and returns nothing (GtkListView's `activate`,
/// for the UI tests).
static inline void guesswork_emit_signal_uint(gpointer instance, const char *name, guint value) {
  g_signal_emit_by_name(instance, name, value);
}

/// Sets a boolean property by name (`g_object_set` is variadic).
static inline void guesswork_object_set_bool(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

/// Sets a string property by name (`NULL` for the default).
static inline void guesswork_object_set_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

/// Reads a string property by name; the caller frees the copy with `g_free`.
static inline char *guesswork_object_dup_string(gpointer object, const char *name) {
  char *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// Reads a boolean property by name.
static inline gboolean guesswork_object_get_bool(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// Sets a widget's accessible label (`gtk_accessible_update_property` is variadic).
static inline void guesswork_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// A label that screen readers treat as an alert: GTK 4.8 has no live regions or announcements,
/// but an object of the alert role that becomes visible is spoken by Orca at once (its
/// `object:state-changed:showing` handler). The role can only be given at construction.
static inline GtkWidget *guesswork_alert_label_new(const char *text) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_ALERT, NULL));
}

/// A label that screen readers treat as a heading of the given level (they list it among the
/// window's headings and jump to it). The role can only be given at construction.
static inline GtkWidget *guesswork_heading_label_new(const char *text, int level) {
  GtkWidget *label = GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role",
                                             GTK_ACCESSIBLE_ROLE_HEADING, NULL));
  gtk_accessible_update_property(GTK_ACCESSIBLE(label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  return label;
}

/// Sets a widget's accessible description, and keeps a copy on the widget (GTK 4.8 cannot read
/// accessible properties back) so that an announcement made over it can put it back.
static inline void guesswork_set_accessible_description(GtkWidget *widget, const char *text) {
  g_object_set_data_full(G_OBJECT(widget), "guesswork-description", g_strdup(text), g_free);
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Says `message` through the description of the focused widget: GTK 4.8 emits
/// `object:property-change:accessible-description`, which Orca speaks for the object that has the
/// focus. Emptied first, so the same message twice is a change twice.
static inline void guesswork_announce(GtkWidget *widget, const char *message) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
}

/// Gives a widget back its own description after an announcement.
static inline void guesswork_restore_description(GtkWidget *widget) {
  const char *own = g_object_get_data(G_OBJECT(widget), "guesswork-description");
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 own ? own : "", -1);
}

/// A modal message dialog, destroyed with its parent, with GTK's standard `buttons` (none: the
/// caller adds its own) and `text` as its primary text, not a format (`gtk_message_dialog_new` is
/// variadic).
static inline GtkWidget *guesswork_message_dialog_new(GtkWindow *parent, GtkMessageType type,
                                                      GtkButtonsType buttons, const char *text) {
  return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type,
                                buttons, "%s", text);
}

/// Sets the secondary text of a message dialog (`..._format_secondary_text` is variadic).
static inline void guesswork_message_dialog_set_secondary(GtkMessageDialog *dialog, const char *text) {
  gtk_message_dialog_format_secondary_text(dialog, "%s", text);
}

/// Makes stdout line-buffered (Swift 6 cannot touch the C global `stdout` from Swift).
static inline void guesswork_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
