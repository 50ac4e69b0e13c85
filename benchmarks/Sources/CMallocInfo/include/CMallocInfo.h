// malloc's bytes in use, for round-soak (Swift's Glibc module does not bring in <malloc.h>).
#include <malloc.h>
#include <stddef.h>

static inline size_t soak_heap_in_use(void) { return mallinfo2().uordblks; }
