// MeCab's C API types (Debian libmecab-dev). The library itself is not linked: Showbook loads
// it with dlopen at run time, so the app still starts when MeCab is not installed.
#include <mecab.h>
#include <dlfcn.h>
