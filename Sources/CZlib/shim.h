#ifndef SHOWBOOK_CZLIB_SHIM_H
#define SHOWBOOK_CZLIB_SHIM_H
#include <zlib.h>
/* inflateInit2 is a macro (it passes ZLIB_VERSION and the struct size), so Swift cannot call it. */
static inline int sb_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}
#endif
