// HTTP GET (and POST) through libcurl, loaded with dlopen on the first request rather than linked: a
// linked libcurl brings about thirty libraries (TLS, LDAP, Kerberos, SSH, …) whose loading and
// symbol binding every `showbook` process paid at start-up, although only the online providers
// and posters use the network. libcurl's ABI (option numbers, error codes) is stable; the few
// values used are spelled out below so no curl header is needed to build.
#include "http_support.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
typedef void CURLM;
struct curl_slist;
typedef struct { int msg; CURL *easy_handle; union { void *whatever; int result; } data; } sb_curl_msg;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_POSTFIELDS = 10015, OPT_POSTFIELDSIZE_LARGE = 30120, OPT_USERAGENT = 10018, OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029,
    OPT_NOPROGRESS = 43, OPT_FOLLOWLOCATION = 52, OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156,
    OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079, OPT_MAXFILESIZE_LARGE = 30117,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    MSG_DONE = 1,
    E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7, E_WEIRD_SERVER_REPLY = 8,
    E_WRITE_ERROR = 23, E_OPERATION_TIMEDOUT = 28, E_FILESIZE_EXCEEDED = 63, E_UNSUPPORTED_PROTOCOL = 1,
    E_BAD_CONTENT_ENCODING = 61, E_OUT_OF_MEMORY = 27,
    E_PARTIAL_FILE = 18, E_GOT_NOTHING = 52, E_SEND_ERROR = 55, E_RECV_ERROR = 56,
};

static struct {
    int loaded;
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    int (*multi_add_handle)(CURLM *, CURL *);
    int (*multi_remove_handle)(CURLM *, CURL *);
    int (*multi_perform)(CURLM *, int *);
    int (*multi_wait)(CURLM *, void *, unsigned, int, int *);
    sb_curl_msg *(*multi_info_read)(CURLM *, int *);
    int (*multi_cleanup)(CURLM *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
#define SYMBOL(field, name) if (!(*(void **)&curl.field = dlsym(library, name))) return;
    SYMBOL(global_init, "curl_global_init")
    SYMBOL(easy_init, "curl_easy_init")
    SYMBOL(easy_setopt, "curl_easy_setopt")
    SYMBOL(easy_getinfo, "curl_easy_getinfo")
    SYMBOL(easy_cleanup, "curl_easy_cleanup")
    SYMBOL(slist_append, "curl_slist_append")
    SYMBOL(slist_free_all, "curl_slist_free_all")
    SYMBOL(multi_init, "curl_multi_init")
    SYMBOL(multi_add_handle, "curl_multi_add_handle")
    SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
    SYMBOL(multi_perform, "curl_multi_perform")
    SYMBOL(multi_wait, "curl_multi_wait")
    SYMBOL(multi_info_read, "curl_multi_info_read")
    SYMBOL(multi_cleanup, "curl_multi_cleanup")
#undef SYMBOL
    if (curl.global_init(3 /* CURL_GLOBAL_ALL */) != 0) return;
    curl.loaded = 1;
}

int sb_http_available(void) {
    pthread_once(&load_once, load);
    return curl.loaded;
}

typedef struct {
    char *data;
    size_t length;
    size_t capacity;
    size_t limit;
    int over;
} buffer;

static int append(buffer *target, const char *bytes, size_t count) {
    if (target->length + count > target->limit) { target->over = 1; return 0; }
    if (target->length + count + 1 > target->capacity) {
        size_t capacity = target->capacity ? target->capacity : 4096;
        while (capacity < target->length + count + 1) capacity *= 2;
        char *grown = realloc(target->data, capacity);
        if (!grown) { target->over = 1; return 0; }
        target->data = grown;
        target->capacity = capacity;
    }
    memcpy(target->data + target->length, bytes, count);
    target->length += count;
    target->data[target->length] = 0;
    return 1;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
    return append(context, bytes, size * count) ? size * count : 0;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
    buffer *headers = context;
    // A new status line (after a 100 Continue, say) starts the block again.
    if (size * count >= 5 && memcmp(bytes, "HTTP/", 5) == 0) headers->length = 0;
    return append(headers, bytes, size * count) ? size * count : 0;
}

static void transfer(const char *url, const char *const *header_lines, int header_count, const char *post_body,
                     size_t post_length, long timeout_ms, size_t limit, int *cancelled, sb_http_result *result);

void sb_http_get(const char *url, const char *const *header_lines, int header_count, long timeout_ms,
                 size_t limit, int *cancelled, sb_http_result *result) {
    transfer(url, header_lines, header_count, NULL, 0, timeout_ms, limit, cancelled, result);
}

void sb_http_post(const char *url, const char *const *header_lines, int header_count, const char *body,
                  size_t body_length, long timeout_ms, size_t limit, int *cancelled, sb_http_result *result) {
    transfer(url, header_lines, header_count, body ? body : "", body_length, timeout_ms, limit, cancelled, result);
}

static void transfer(const char *url, const char *const *header_lines, int header_count, const char *post_body,
                     size_t post_length, long timeout_ms, size_t limit, int *cancelled, sb_http_result *result) {
    memset(result, 0, sizeof *result);
    if (!sb_http_available()) { result->outcome = SB_HTTP_UNAVAILABLE; return; }
    CURL *easy = curl.easy_init();
    CURLM *multi = curl.multi_init();
    if (!easy || !multi) {
        if (easy) curl.easy_cleanup(easy);
        if (multi) curl.multi_cleanup(multi);
        result->outcome = SB_HTTP_UNREACHABLE;
        return;
    }
    struct curl_slist *list = NULL;
    for (int index = 0; index < header_count; index++) list = curl.slist_append(list, header_lines[index]);
    // No "Expect: 100-continue" on a POST: servers that never answer it (AnkiConnect's among
    // them) would hold every request up for libcurl's one-second wait.
    if (post_body) list = curl.slist_append(list, "Expect:");
    buffer body = { .limit = limit }, headers = { .limit = SB_HTTP_HEADER_LIMIT };
    curl.easy_setopt(easy, OPT_URL, url);
    curl.easy_setopt(easy, OPT_HTTPHEADER, list);
    curl.easy_setopt(easy, OPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(easy, OPT_WRITEDATA, &body);
    curl.easy_setopt(easy, OPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(easy, OPT_HEADERDATA, &headers);
    curl.easy_setopt(easy, OPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, OPT_NOPROGRESS, 1L);
    curl.easy_setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(easy, OPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(easy, OPT_MAXFILESIZE_LARGE, (int64_t)limit);
    if (post_body) {
        curl.easy_setopt(easy, OPT_POSTFIELDSIZE_LARGE, (int64_t)post_length);
        curl.easy_setopt(easy, OPT_POSTFIELDS, post_body);
    }
    curl.multi_add_handle(multi, easy);

    int running = 1, code = -1, stopped = 0;
    while (running) {
        if (cancelled && __atomic_load_n(cancelled, __ATOMIC_ACQUIRE)) { stopped = 1; break; }
        if (curl.multi_perform(multi, &running) != 0) break;
        if (body.over) break;
        if (running) {
            int ready = 0;
            curl.multi_wait(multi, NULL, 0, 20, &ready);
        }
    }
    int queued = 0;
    sb_curl_msg *message;
    while ((message = curl.multi_info_read(multi, &queued))) {
        if (message->msg == MSG_DONE && message->easy_handle == easy) code = message->data.result;
    }
    long status = 0;
    curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &status);
    curl.multi_remove_handle(multi, easy);
    curl.easy_cleanup(easy);
    curl.multi_cleanup(multi);
    curl.slist_free_all(list);

    // libcurl refuses a single header line over 100 KiB with "out of memory" before our
    // callback sees it; the status line had arrived, no body had.
    int header_refused = code == E_OUT_OF_MEMORY && headers.length > 0 && body.length == 0;
    if (stopped) result->outcome = SB_HTTP_CANCELLED;
    else if (headers.over || header_refused) result->outcome = SB_HTTP_HEADERS_TOO_LARGE;
    else if (body.over || code == E_FILESIZE_EXCEEDED) result->outcome = SB_HTTP_TOO_LARGE;
    else if (code == 0) result->outcome = SB_HTTP_OK;
    else if (code == E_OPERATION_TIMEDOUT) result->outcome = SB_HTTP_TIMED_OUT;
    else if (code == E_WEIRD_SERVER_REPLY || code == E_BAD_CONTENT_ENCODING) result->outcome = SB_HTTP_BAD_RESPONSE;
    else if (code == E_GOT_NOTHING || code == E_PARTIAL_FILE || code == E_SEND_ERROR || code == E_RECV_ERROR)
        result->outcome = SB_HTTP_LOST;
    else result->outcome = SB_HTTP_UNREACHABLE;
    if (result->outcome == SB_HTTP_OK) {
        result->status = status;
        result->headers = headers.data;
        result->headers_length = headers.length;
        result->body = body.data;
        result->body_length = body.length;
    } else {
        free(headers.data);
        free(body.data);
    }
}

void sb_http_raise_flag(int *flag) { __atomic_store_n(flag, 1, __ATOMIC_RELEASE); }

void sb_http_result_free(sb_http_result *result) {
    free(result->headers);
    free(result->body);
    result->headers = result->body = NULL;
}
