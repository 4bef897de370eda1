// Hunspell's C API types (Debian libhunspell-dev). The library itself is not linked: Showbook
// loads it with dlopen at run time, so the app still starts when Hunspell is not installed.
#include <hunspell/hunspell.h>
