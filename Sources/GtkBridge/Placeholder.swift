public enum GtkBridgePlaceholder {}
