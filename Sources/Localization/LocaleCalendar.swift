import CGettext

/// What the locale says about calendars (glibc's `LC_TIME` data).
public enum LocaleCalendar {
  /// The first day of the week, 0 for Sunday to 6 for Saturday: Monday in `es_ES`, Sunday in
  /// `en_US` and in the C locale. The archive's month grid starts its weeks on it, as GNOME's
  /// calendars do.
  public static var firstWeekday: Int { Int(guesswork_first_weekday()) }
}
