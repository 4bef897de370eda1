#ifndef SHOWBOOK_ZIP_SUPPORT_H
#define SHOWBOOK_ZIP_SUPPORT_H
/* libzip (Debian libzip4) opened with dlopen on the first package read instead of linked:
   linked, it and the libraries it needs (libcrypto, libbz2) would be loaded and have their
   symbols bound by every process at start, although only `books import FILE.apkg` reads a ZIP.
   Each call below forwards to libzip's function of the same name without the `sb_`; call one
   only after `sb_zip_load` said the library is loaded. zip.h (libzip-dev) is needed to build. */
#include <stddef.h>
#include <zip.h>

/* 1 when libzip is loaded, now from `file` (a name dlopen searches for) or earlier; 0 when
   `file` cannot be opened or lacks a function Showbook calls. Safe from any thread. */
int sb_zip_load(const char *file);

/* Opens the archive on `fd` read-only (libzip reads through its own duplicate of `fd`; on
   success `fd` is closed, on failure it is left open). NULL with the ZIP_ER_* code in `code`. */
zip_t *sb_zip_open_fd(int fd, int *code);
/* Opens an archive held in memory (copied, so `bytes` need not outlive the call). */
zip_t *sb_zip_open_memory(const void *bytes, zip_uint64_t length, int *code);
void sb_zip_discard(zip_t *archive);

zip_int64_t sb_zip_get_num_entries(zip_t *archive, zip_flags_t flags);
int sb_zip_stat_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags, zip_stat_t *stat);
/* The ZIP_ER_* code of the archive's last error. */
int sb_zip_error_code(zip_t *archive);

zip_file_t *sb_zip_fopen_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags);
zip_int64_t sb_zip_fread(zip_file_t *file, void *buffer, zip_uint64_t length);
/* The ZIP_ER_* code of the entry's last read error. */
int sb_zip_file_error_code(zip_file_t *file);
int sb_zip_fclose(zip_file_t *file);
#endif
