#ifndef SHOWBOOK_CZSTD_SHIM_H
#define SHOWBOOK_CZSTD_SHIM_H
#include <zstd.h>
#include <zstd_errors.h>
/* The content-size sentinels are expressions ((0ULL - 1), (0ULL - 2)), which Swift cannot import. */
static inline unsigned long long sb_zstd_content_size_unknown(void) { return ZSTD_CONTENTSIZE_UNKNOWN; }
static inline unsigned long long sb_zstd_content_size_error(void) { return ZSTD_CONTENTSIZE_ERROR; }
#endif
