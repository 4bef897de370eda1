#ifndef SHOWBOOK_CTURBOJPEG_SHIM_H
#define SHOWBOOK_CTURBOJPEG_SHIM_H
/* libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev): whole-image decode into RGBA with
   errors as return values, so no setjmp/longjmp crosses Swift code. */
#include <stddef.h>
#include <turbojpeg.h>
#endif
