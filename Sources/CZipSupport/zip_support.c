// libzip opened with dlopen on the first package read (see zip_support.h): linked, it would
// bring libcrypto and libbz2 into every process at start for a feature few runs use.
#include "zip_support.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// One pointer per function, typed from libzip's own declaration.
#define POINTER(name) static __typeof__(name) *p_##name;
POINTER(zip_fdopen) POINTER(zip_source_buffer_create) POINTER(zip_open_from_source) POINTER(zip_source_free)
POINTER(zip_discard) POINTER(zip_get_num_entries) POINTER(zip_stat_index) POINTER(zip_get_error)
POINTER(zip_error_code_zip) POINTER(zip_error_init) POINTER(zip_error_fini) POINTER(zip_fopen_index)
POINTER(zip_fread) POINTER(zip_file_get_error) POINTER(zip_fclose)
#undef POINTER

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded;

static int resolve(void *handle) {
#define SYMBOL(name) if (!(*(void **)&p_##name = dlsym(handle, #name))) return 0;
    SYMBOL(zip_fdopen) SYMBOL(zip_source_buffer_create) SYMBOL(zip_open_from_source) SYMBOL(zip_source_free)
    SYMBOL(zip_discard) SYMBOL(zip_get_num_entries) SYMBOL(zip_stat_index) SYMBOL(zip_get_error)
    SYMBOL(zip_error_code_zip) SYMBOL(zip_error_init) SYMBOL(zip_error_fini) SYMBOL(zip_fopen_index)
    SYMBOL(zip_fread) SYMBOL(zip_file_get_error) SYMBOL(zip_fclose)
#undef SYMBOL
    return 1;
}

int sb_zip_load(const char *file) {
    pthread_mutex_lock(&lock);
    if (!loaded && file) {
        void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
        if (handle) {
            if (resolve(handle)) loaded = 1;
            else dlclose(handle);
        }
    }
    int result = loaded;
    pthread_mutex_unlock(&lock);
    return result;
}

zip_t *sb_zip_open_fd(int fd, int *code) {
    *code = 0;
    return p_zip_fdopen(fd, ZIP_RDONLY, code);
}

zip_t *sb_zip_open_memory(const void *bytes, zip_uint64_t length, int *code) {
    zip_error_t error;
    p_zip_error_init(&error);
    // libzip frees the copy with the source (freep = 1); an empty archive needs no copy.
    void *copy = length > 0 ? malloc(length) : NULL;
    if (length > 0 && !copy) { *code = ZIP_ER_MEMORY; p_zip_error_fini(&error); return NULL; }
    if (copy) memcpy(copy, bytes, length);
    zip_source_t *source = p_zip_source_buffer_create(copy, length, copy != NULL, &error);
    if (!source) {
        free(copy);
        *code = p_zip_error_code_zip(&error);
        p_zip_error_fini(&error);
        return NULL;
    }
    zip_t *archive = p_zip_open_from_source(source, ZIP_RDONLY, &error);
    if (!archive) {
        p_zip_source_free(source);
        *code = p_zip_error_code_zip(&error);
        p_zip_error_fini(&error);
        return NULL;
    }
    *code = 0;
    p_zip_error_fini(&error);
    return archive;
}

void sb_zip_discard(zip_t *archive) { p_zip_discard(archive); }
zip_int64_t sb_zip_get_num_entries(zip_t *archive, zip_flags_t flags) { return p_zip_get_num_entries(archive, flags); }
int sb_zip_stat_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags, zip_stat_t *stat) {
    return p_zip_stat_index(archive, index, flags, stat);
}
int sb_zip_error_code(zip_t *archive) { return p_zip_error_code_zip(p_zip_get_error(archive)); }
zip_file_t *sb_zip_fopen_index(zip_t *archive, zip_uint64_t index, zip_flags_t flags) {
    return p_zip_fopen_index(archive, index, flags);
}
zip_int64_t sb_zip_fread(zip_file_t *file, void *buffer, zip_uint64_t length) { return p_zip_fread(file, buffer, length); }
int sb_zip_file_error_code(zip_file_t *file) { return p_zip_error_code_zip(p_zip_file_get_error(file)); }
int sb_zip_fclose(zip_file_t *file) { return p_zip_fclose(file); }
