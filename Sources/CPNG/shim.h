#ifndef SHOWBOOK_CPNG_SHIM_H
#define SHOWBOOK_CPNG_SHIM_H
/* libpng's simplified API (Debian libpng-dev, 1.6): png_image reads from memory into RGBA and
   reports errors in its `message`, so no setjmp/longjmp crosses Swift code. */
#include <png.h>

/* The macros Swift cannot import. */
static inline unsigned int sb_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int sb_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int sb_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
#endif
