#ifndef SHOWBOOK_HTTP_SUPPORT_H
#define SHOWBOOK_HTTP_SUPPORT_H

#include <stddef.h>

/// How one GET ended. The numbers are the Swift side's contract, not libcurl's.
enum {
    SB_HTTP_OK = 0,            ///< an answer arrived (any status)
    SB_HTTP_UNAVAILABLE = 1,   ///< libcurl could not be loaded
    SB_HTTP_TIMED_OUT = 2,
    SB_HTTP_CANCELLED = 3,
    SB_HTTP_TOO_LARGE = 4,     ///< the body (declared or received) passed the limit
    SB_HTTP_UNREACHABLE = 5,   ///< refused, name not found: the request never went out
    SB_HTTP_BAD_RESPONSE = 6,  ///< the server answered something that is not HTTP
    SB_HTTP_HEADERS_TOO_LARGE = 7, ///< the headers passed SB_HTTP_HEADER_LIMIT, or one line libcurl's 100 KiB
    SB_HTTP_LOST = 8,          ///< the connection closed or broke after the request was sent, before the whole answer
};

/// Response headers kept at most: 256 KiB, under libcurl's own 300 KB total, so an oversized
/// head is always recognised here (real APIs send a few KiB).
#define SB_HTTP_HEADER_LIMIT (256 * 1024)

/// The answer of one GET: status, the raw header block of the last response, the body.
/// Free with `sb_http_result_free`.
typedef struct sb_http_result {
    int outcome;
    long status;
    char *headers;
    size_t headers_length;
    char *body;
    size_t body_length;
} sb_http_result;

/// 1 when libcurl (`libcurl.so.4`) can be loaded; loads it on first call.
int sb_http_available(void);

/// GETs `url` with `header_count` header lines ("Name: value"), giving up after `timeout_ms`,
/// refusing a body over `limit` bytes, never following redirects. `cancelled` is polled
/// (every 20 ms at most) and stops the transfer once `sb_http_raise_flag` has raised it.
void sb_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                 size_t limit, int *cancelled, sb_http_result *result);

/// POSTs `body` (`body_length` bytes, read while the transfer runs) to `url`, otherwise
/// as `sb_http_get`: AnkiConnect's JSON requests.
void sb_http_post(const char *url, const char *const *headers, int header_count, const char *body,
                  size_t body_length, long timeout_ms, size_t limit, int *cancelled, sb_http_result *result);

/// Raises a cancel flag from any thread.
void sb_http_raise_flag(int *flag);

void sb_http_result_free(sb_http_result *result);

#endif
