// glibc's message catalogues and locale data, which Swift's Glibc module leaves out (libintl.h,
// langinfo.h). Everything here is part of the C library itself: nothing to link.
#ifndef GUESSWORK_CGETTEXT_SHIM_H
#define GUESSWORK_CGETTEXT_SHIM_H

#include <libintl.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>

/// Formats one integer with the locale's digit grouping (`%'d`): `snprintf` is variadic, which
/// Swift cannot call. Returns what snprintf returns; the output is always NUL-terminated.
static inline int guesswork_format_grouped(char *buffer, size_t size, long value) {
  return snprintf(buffer, size, "%'ld", value);
}

/// Formats a number with `digits` decimals and the locale's decimal mark (`%.*f`: 5.9 or 5,9).
static inline int guesswork_format_decimal(char *buffer, size_t size, double value, int digits) {
  return snprintf(buffer, size, "%.*f", digits, value);
}

/// The first day of the week in the `LC_TIME` locale, 0 for Sunday to 6 for Saturday, worked out
/// as GTK 3's calendar did: `_NL_TIME_WEEK_1STDAY` names a Sunday (19971130) or a Monday
/// (19971201), and `_NL_TIME_FIRST_WEEKDAY` counts from it, 1 being that day itself. (Both are
/// `nl_item`s whose value is not a string, which is why this is C.)
static inline int guesswork_first_weekday(void) {
  union { unsigned int word; char *string; } week_1stday, first_weekday;
  week_1stday.string = nl_langinfo(_NL_TIME_WEEK_1STDAY);
  first_weekday.string = nl_langinfo(_NL_TIME_FIRST_WEEKDAY);
  unsigned int first_day = week_1stday.word;
  int week_origin;
  if (first_day == 19971130) week_origin = 0;       /* Sunday */
  else if (first_day == 19971201) week_origin = 1;  /* Monday */
  else return 0;
  int first = first_weekday.string[0];
  if (first < 1 || first > 7) return week_origin;
  return (week_origin + first - 1) % 7;
}

#endif
