#ifndef SHOWBOOK_CZLIB_SHIM_H
#define SHOWBOOK_CZLIB_SHIM_H
#include <zlib.h>
/* inflateInit2 is a macro (it passes ZLIB_VERSION and the struct size), so Swift cannot call it. */
static inline int sb_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}
/* deflateInit2 is a macro too: raw deflate (no zlib header), as a ZIP entry holds it. */
static inline int sb_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
/* Raw inflate (no zlib header), for reading a ZIP entry. */
static inline int sb_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
#endif
