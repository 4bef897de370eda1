// The poster libraries opened with dlopen on the first poster (see poster_support.h): linked,
// they and GLib (through libchafa) were loaded and had their symbols bound by every process at
// start, although only a detail screen with a poster uses them.
#include "poster_support.h"

#include <dlfcn.h>
#include <pthread.h>

// libchafa's functions as its headers declare them, with the opaque types spelled as ours.
SbChafaSymbolMap *chafa_symbol_map_new(void);
void chafa_symbol_map_unref(SbChafaSymbolMap *symbol_map);
void chafa_symbol_map_add_by_tags(SbChafaSymbolMap *symbol_map, int tags);
SbChafaCanvasConfig *chafa_canvas_config_new(void);
void chafa_canvas_config_unref(SbChafaCanvasConfig *config);
void chafa_canvas_config_set_geometry(SbChafaCanvasConfig *config, int width, int height);
void chafa_canvas_config_set_canvas_mode(SbChafaCanvasConfig *config, int mode);
void chafa_canvas_config_set_symbol_map(SbChafaCanvasConfig *config, const SbChafaSymbolMap *symbol_map);
SbChafaCanvas *chafa_canvas_new(const SbChafaCanvasConfig *config);
void chafa_canvas_unref(SbChafaCanvas *canvas);
void chafa_canvas_draw_all_pixels(SbChafaCanvas *canvas, int src_pixel_type, const unsigned char *src_pixels,
                                  int src_width, int src_height, int src_rowstride);
uint32_t chafa_canvas_get_char_at(SbChafaCanvas *canvas, int x, int y);
void chafa_canvas_get_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
void chafa_canvas_get_raw_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);

// One pointer per function, typed from the library's own declaration.
#define POINTER(name) static __typeof__(name) *p_##name;
POINTER(tjInitDecompress) POINTER(tjInitCompress) POINTER(tjDestroy) POINTER(tjDecompressHeader3)
POINTER(tjDecompress2) POINTER(tjCompress2) POINTER(tjFree)
POINTER(png_image_begin_read_from_memory) POINTER(png_image_finish_read) POINTER(png_image_free)
POINTER(png_image_write_to_memory)
POINTER(chafa_symbol_map_new) POINTER(chafa_symbol_map_unref) POINTER(chafa_symbol_map_add_by_tags)
POINTER(chafa_canvas_config_new) POINTER(chafa_canvas_config_unref) POINTER(chafa_canvas_config_set_geometry)
POINTER(chafa_canvas_config_set_canvas_mode) POINTER(chafa_canvas_config_set_symbol_map) POINTER(chafa_canvas_new)
POINTER(chafa_canvas_unref) POINTER(chafa_canvas_draw_all_pixels) POINTER(chafa_canvas_get_char_at)
POINTER(chafa_canvas_get_colors_at) POINTER(chafa_canvas_get_raw_colors_at)
#undef POINTER

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded[3];

// Resolves every function of `library` from `handle`; 0 when one is missing.
static int resolve(int library, void *handle) {
#define SYMBOL(name) if (!(*(void **)&p_##name = dlsym(handle, #name))) return 0;
    switch (library) {
    case SB_POSTER_JPEG:
        SYMBOL(tjInitDecompress) SYMBOL(tjInitCompress) SYMBOL(tjDestroy) SYMBOL(tjDecompressHeader3)
        SYMBOL(tjDecompress2) SYMBOL(tjCompress2) SYMBOL(tjFree)
        return 1;
    case SB_POSTER_PNG:
        SYMBOL(png_image_begin_read_from_memory) SYMBOL(png_image_finish_read) SYMBOL(png_image_free)
        SYMBOL(png_image_write_to_memory)
        return 1;
    case SB_POSTER_CHAFA:
        SYMBOL(chafa_symbol_map_new) SYMBOL(chafa_symbol_map_unref) SYMBOL(chafa_symbol_map_add_by_tags)
        SYMBOL(chafa_canvas_config_new) SYMBOL(chafa_canvas_config_unref) SYMBOL(chafa_canvas_config_set_geometry)
        SYMBOL(chafa_canvas_config_set_canvas_mode) SYMBOL(chafa_canvas_config_set_symbol_map) SYMBOL(chafa_canvas_new)
        SYMBOL(chafa_canvas_unref) SYMBOL(chafa_canvas_draw_all_pixels) SYMBOL(chafa_canvas_get_char_at)
        SYMBOL(chafa_canvas_get_colors_at) SYMBOL(chafa_canvas_get_raw_colors_at)
        return 1;
    default:
        return 0;
    }
#undef SYMBOL
}

int sb_poster_open(int library, const char *file) {
    if (library < SB_POSTER_JPEG || library > SB_POSTER_CHAFA) return 0;
    pthread_mutex_lock(&lock);
    if (!loaded[library] && file) {
        void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
        if (handle) {
            if (resolve(library, handle)) loaded[library] = 1;
            else dlclose(handle);
        }
    }
    int result = loaded[library];
    pthread_mutex_unlock(&lock);
    return result;
}

tjhandle sb_tjInitDecompress(void) { return p_tjInitDecompress(); }
tjhandle sb_tjInitCompress(void) { return p_tjInitCompress(); }
int sb_tjDestroy(tjhandle handle) { return p_tjDestroy(handle); }
int sb_tjDecompressHeader3(tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, int *width,
                           int *height, int *jpegSubsamp, int *jpegColorspace) {
    return p_tjDecompressHeader3(handle, jpegBuf, jpegSize, width, height, jpegSubsamp, jpegColorspace);
}
int sb_tjDecompress2(tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, unsigned char *dstBuf,
                     int width, int pitch, int height, int pixelFormat, int flags) {
    return p_tjDecompress2(handle, jpegBuf, jpegSize, dstBuf, width, pitch, height, pixelFormat, flags);
}
int sb_tjCompress2(tjhandle handle, const unsigned char *srcBuf, int width, int pitch, int height, int pixelFormat,
                   unsigned char **jpegBuf, unsigned long *jpegSize, int jpegSubsamp, int jpegQual, int flags) {
    return p_tjCompress2(handle, srcBuf, width, pitch, height, pixelFormat, jpegBuf, jpegSize, jpegSubsamp, jpegQual,
                         flags);
}
void sb_tjFree(unsigned char *buffer) { p_tjFree(buffer); }

int sb_png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size) {
    return p_png_image_begin_read_from_memory(image, memory, size);
}
int sb_png_image_finish_read(png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride,
                             void *colormap) {
    return p_png_image_finish_read(image, background, buffer, row_stride, colormap);
}
void sb_png_image_free(png_imagep image) { p_png_image_free(image); }
int sb_png_image_write_to_memory(png_imagep image, void *memory, png_alloc_size_t *memory_bytes, int convert_to_8_bit,
                                 const void *buffer, png_int_32 row_stride, const void *colormap) {
    return p_png_image_write_to_memory(image, memory, memory_bytes, convert_to_8_bit, buffer, row_stride, colormap);
}

SbChafaSymbolMap *sb_chafa_symbol_map_new(void) { return p_chafa_symbol_map_new(); }
void sb_chafa_symbol_map_unref(SbChafaSymbolMap *symbol_map) { p_chafa_symbol_map_unref(symbol_map); }
void sb_chafa_symbol_map_add_by_tags(SbChafaSymbolMap *symbol_map, int tags) {
    p_chafa_symbol_map_add_by_tags(symbol_map, tags);
}
SbChafaCanvasConfig *sb_chafa_canvas_config_new(void) { return p_chafa_canvas_config_new(); }
void sb_chafa_canvas_config_unref(SbChafaCanvasConfig *config) { p_chafa_canvas_config_unref(config); }
void sb_chafa_canvas_config_set_geometry(SbChafaCanvasConfig *config, int width, int height) {
    p_chafa_canvas_config_set_geometry(config, width, height);
}
void sb_chafa_canvas_config_set_canvas_mode(SbChafaCanvasConfig *config, int mode) {
    p_chafa_canvas_config_set_canvas_mode(config, mode);
}
void sb_chafa_canvas_config_set_symbol_map(SbChafaCanvasConfig *config, const SbChafaSymbolMap *symbol_map) {
    p_chafa_canvas_config_set_symbol_map(config, symbol_map);
}
SbChafaCanvas *sb_chafa_canvas_new(const SbChafaCanvasConfig *config) { return p_chafa_canvas_new(config); }
void sb_chafa_canvas_unref(SbChafaCanvas *canvas) { p_chafa_canvas_unref(canvas); }
void sb_chafa_canvas_draw_all_pixels(SbChafaCanvas *canvas, int src_pixel_type, const unsigned char *src_pixels,
                                     int src_width, int src_height, int src_rowstride) {
    p_chafa_canvas_draw_all_pixels(canvas, src_pixel_type, src_pixels, src_width, src_height, src_rowstride);
}
uint32_t sb_chafa_canvas_get_char_at(SbChafaCanvas *canvas, int x, int y) {
    return p_chafa_canvas_get_char_at(canvas, x, y);
}
void sb_chafa_canvas_get_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out) {
    p_chafa_canvas_get_colors_at(canvas, x, y, fg_out, bg_out);
}
void sb_chafa_canvas_get_raw_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out) {
    p_chafa_canvas_get_raw_colors_at(canvas, x, y, fg_out, bg_out);
}
