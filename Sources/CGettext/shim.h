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

#endif
